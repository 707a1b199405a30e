import type { RoutePolicy } from './access-policy'
import {
  acme,
  emailTemplateBody,
  emailVariant,
  freshProject,
  questionBody,
  talentEmail,
} from './access-policy-helpers'

/** Access policy of questions, location templates, tasks, email, files and views (spread into ACCESS_POLICY). */
export const SETTINGS_POLICY: Record<string, RoutePolicy> = {
  // pre-application questions: a project's (JOB_MANAGE_UPDATE) or a legal entity's defaults
  'POST /api/preApplicationQuestion': {
    scope: 'legalEntity',
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 201 : 403),
    other: (ctx) => (!acme(ctx) || !ctx.has('JOB_MANAGE_UPDATE') ? 403 : 404),
    call: (ctx) => ({ path: '/api/preApplicationQuestion', json: questionBody(ctx.target) }),
  },
  'POST /api/preApplicationQuestion/add': {
    scope: 'legalEntity',
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 201 : 403),
    other: (ctx) => (!acme(ctx) || !ctx.has('JOB_MANAGE_UPDATE') ? 403 : 404),
    call: (ctx) => ({
      path: '/api/preApplicationQuestion/add',
      json: {
        projectId: ctx.target.project.id,
        questions: [{ label: 'Matrix added', questionJson: { type: 'text' } }],
      },
    }),
  },
  'PUT /api/preApplicationQuestion': {
    scope: 'legalEntity',
    // The question is looked up first (its scope decides the permission): another's is a 404.
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 200 : 403),
    other: 404,
    call: (ctx) => ({
      path: '/api/preApplicationQuestion',
      json: { id: ctx.target.question.id, label: 'Matrix question', questionJson: { type: 'text' } },
    }),
  },
  'PUT /api/preApplicationQuestion/order': {
    scope: 'legalEntity',
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 200 : 403),
    other: 404,
    call: (ctx) => ({ path: '/api/preApplicationQuestion/order', json: { ids: [ctx.target.question.id] } }),
  },
  'PUT /api/preApplicationQuestion/jobSpecific/project/:id': {
    scope: 'legalEntity',
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 200 : 403),
    other: (ctx) => (!acme(ctx) || !ctx.has('JOB_MANAGE_UPDATE') ? 403 : 404),
    call: async (ctx) => ({
      path: `/api/preApplicationQuestion/jobSpecific/project/${await freshProject(ctx)}`,
      json: { questions: [] },
    }),
  },
  'PUT /api/preApplicationQuestion/:id/toggleHide': {
    scope: 'legalEntity',
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 200 : 403),
    other: 404,
    call: (ctx) => ({ path: `/api/preApplicationQuestion/${ctx.target.question.id}/toggleHide` }),
  },
  'DELETE /api/preApplicationQuestion/:id': {
    scope: 'legalEntity',
    ok: (ctx) => (!acme(ctx) ? 403 : ctx.has('JOB_MANAGE_UPDATE') ? 204 : 403),
    other: 404,
    call: async (ctx) => ({ path: `/api/preApplicationQuestion/${(await ctx.fx.question(ctx.target)).id}` }),
  },
  'GET /api/preApplicationQuestion/default/jobHandle/:handle': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: `/api/preApplicationQuestion/default/jobHandle/${ctx.target.project.jobHandle}`,
    }),
  },
  'GET /api/preApplicationQuestion/default/legalEntity/:id': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/preApplicationQuestion/default/legalEntity/${ctx.target.legalEntityId}` }),
  },
  'GET /api/preApplicationQuestion/jobSpecific/client': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: `/api/preApplicationQuestion/jobSpecific/client?projectId=${ctx.target.project.id}`,
    }),
  },

  // location templates belong to a legal entity
  'GET /api/locationTemplate': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    // A filter of the list: another legal entity's templates are simply not in it.
    other: 200,
    call: (ctx) => ({ path: `/api/locationTemplate?legalEntityId=${ctx.target.legalEntityId}` }),
  },
  'POST /api/locationTemplate': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'legalEntity',
    ok: 201,
    call: (ctx) => ({
      path: '/api/locationTemplate',
      json: { legalEntityId: ctx.target.legalEntityId, name: 'Matrix site', city: 'Berlin' },
    }),
  },
  'GET /api/locationTemplate/:id': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/locationTemplate/${ctx.target.locationTemplate}` }),
  },
  'PUT /api/locationTemplate/:id': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: `/api/locationTemplate/${ctx.target.locationTemplate}`,
      json: { legalEntityId: ctx.target.legalEntityId, name: 'Matrix site', city: 'Berlin' },
    }),
  },
  'DELETE /api/locationTemplate/:id': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'legalEntity',
    ok: 204,
    call: async (ctx) => ({ path: `/api/locationTemplate/${await ctx.fx.locationTemplate(ctx.target)}` }),
  },

  // background tasks are the user's own
  // email (issue 19): templates are the client's; messages about an application hang off its
  // project; a talent's address shows only where the data-protection rule shows its data
  'GET /api/email/settings': { scope: 'client', ok: 200, call: () => ({ path: '/api/email/settings' }) },
  'GET /api/email/templates': { scope: 'client', ok: 200, call: () => ({ path: '/api/email/templates' }) },
  'POST /api/email/templates': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'client',
    ok: 201,
    call: () => ({ path: '/api/email/templates', json: emailTemplateBody() }),
  },
  'POST /api/email/templates/preview': {
    scope: 'client',
    ok: 200,
    call: () => ({
      path: '/api/email/templates/preview',
      json: { motivation: 'talentEmailByMsp', language: 'en', variant: emailVariant },
    }),
  },
  'PUT /api/email/templates/:id': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'client',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/email/templates/${await ctx.fx.emailTemplate(ctx.fx.clientIdOf(ctx.role))}`,
      json: emailTemplateBody(),
    }),
  },
  'DELETE /api/email/templates/:id': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'client',
    ok: 204,
    call: async (ctx) => ({
      path: `/api/email/templates/${await ctx.fx.emailTemplate(ctx.fx.clientIdOf(ctx.role))}`,
    }),
  },
  // A list of talents: another client's is a recipient that does not exist (skipped), not a 404.
  'POST /api/email/compose/preview': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: (ctx) => ({ path: '/api/email/compose/preview', json: talentEmail(ctx.target.talent.id) }),
  },
  'POST /api/email/send': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: (ctx) => ({ path: '/api/email/send', json: talentEmail(ctx.target.talent.id) }),
  },
  'POST /api/freelancer/contact': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: (ctx) => ({ path: '/api/freelancer/contact', json: talentEmail(ctx.target.talent.id) }),
  },
  'POST /api/email/undo': {
    scope: 'self',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/email/undo',
      json: { undoToken: await ctx.fx.emailSend(ctx.fx.clientIdOf(ctx.role), ctx.userId) },
    }),
  },
  'GET /api/email/sends/:id': {
    scope: 'self',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/email/sends/${await ctx.fx.emailSend(ctx.fx.clientIdOf(ctx.role), ctx.userId)}`,
    }),
  },
  'GET /api/email/outbox': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/email/outbox?size=200' }),
  },
  'GET /api/email/outbox/:id': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: true,
    call: async (ctx) => ({ path: `/api/email/outbox/${await ctx.fx.emailMessage(ctx.target, 'held')}` }),
  },
  'POST /api/email/outbox/:id/retry': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/email/outbox/${await ctx.fx.emailMessage(ctx.target, 'failed')}/retry`,
    }),
  },
  'POST /api/email/outbox/:id/cancel': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/email/outbox/${await ctx.fx.emailMessage(ctx.target, 'held')}/cancel`,
    }),
  },
  'GET /api/email/suppressions': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/email/suppressions' }),
  },
  'DELETE /api/email/suppressions': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'client',
    ok: 204,
    call: async (ctx) => ({
      path: '/api/email/suppressions',
      json: { address: await ctx.fx.suppression(ctx.fx.clientIdOf(ctx.role)) },
    }),
  },
  'GET /api/email/talent/:id': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: `/api/email/talent/${ctx.target.talent.id}` }),
  },

  'GET /api/tasks/now': { scope: 'self', ok: 200, call: () => ({ path: '/api/tasks/now' }) },
  'PUT /api/tasks/:id/acknowledge': {
    scope: 'self',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/tasks/${await ctx.fx.task(ctx.fx.clientIdOf(ctx.role), ctx.userId, 'SUCCESSFUL')}/acknowledge`,
    }),
  },
  'PUT /api/tasks/:id/stop': {
    scope: 'self',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/tasks/${await ctx.fx.task(ctx.fx.clientIdOf(ctx.role), ctx.userId, 'SCHEDULED')}/stop`,
    }),
  },

  // files: opened through what they belong to
  'GET /napi/application/cv/:appId': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: `/napi/application/cv/${ctx.target.application}` }),
  },
  'GET /napi/resource/:uuid/meta': {
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/napi/resource/${ctx.target.projectFile}/meta` }),
  },
  'GET /napi/resource/:uuid': {
    // A talent's CV attachment: personal data, so another legal entity's is a 404 like another client's.
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/napi/resource/${ctx.target.talentFile}` }),
  },

  // views: what the user looked at
  'POST /api/views': {
    scope: 'legalEntity',
    ok: 204,
    call: (ctx) => ({
      path: '/api/views',
      json: { entityType: 'application', entityId: ctx.target.application },
    }),
  },
  'GET /api/views/recent': {
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/views/recent?entityType=talent' }),
  },
}
