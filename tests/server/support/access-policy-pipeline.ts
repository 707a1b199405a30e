import type { RoutePolicy } from './access-policy'
import {
  acme,
  freshApplication,
  freshProject,
  freshTalent,
  othersNote,
  poolEmail,
} from './access-policy-helpers'

/** Access policy of the pipeline (applications and their parts) and pools (spread into ACCESS_POLICY). */
export const PIPELINE_POLICY: Record<string, RoutePolicy> = {
  // the pipeline: an application and its parts belong to its project's legal entity
  'POST /api/projectApplication/reject': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/projectApplication/reject',
      json: { ids: [await freshApplication(ctx, 'a')] },
    }),
  },
  'POST /api/projectApplication/addLabel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/projectApplication/addLabel',
      json: { applicationIds: [await freshApplication(ctx, 'a')], labelId: ctx.target.label },
    }),
  },
  'POST /api/projectApplication/removeLabel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: '/api/projectApplication/removeLabel',
      json: { applicationIds: [ctx.target.application], labelId: ctx.target.label },
    }),
  },
  'PUT /api/projectApplication/:id/reactivate': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/projectApplication/${await freshApplication(ctx, 'rm')}/reactivate`,
    }),
  },
  'PUT /api/projectApplication/:id/hire': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({ path: `/api/projectApplication/${await freshApplication(ctx, 's2c')}/hire` }),
  },
  'PUT /api/projectApplication/:id/unhire': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({ path: `/api/projectApplication/${await freshApplication(ctx, 'h')}/unhire` }),
  },
  'PUT /api/projectApplication/:id/allocate': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    // Globex has no team (assignee limit 0): refused before the application is looked up.
    ok: (ctx) => (acme(ctx) ? 200 : 403),
    other: (ctx) => (acme(ctx) ? 404 : 403),
    call: (ctx) => ({
      path: `/api/projectApplication/${ctx.target.application}/allocate`,
      json: { mspId: ctx.userId },
    }),
  },
  'POST /api/projectApplication/bulk/preflight': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: '/api/projectApplication/bulk/preflight',
      json: { action: 'reject', projectId: ctx.target.project.id, ids: [ctx.target.application] },
    }),
  },
  'POST /api/projectApplication/bulk': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/projectApplication/bulk',
      json: { action: 'reject', projectId: ctx.target.project.id, ids: [await freshApplication(ctx, 'a')] },
    }),
  },
  'POST /api/projectApplication/bulk/acceptAndReject/preflight': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: '/api/projectApplication/bulk/acceptAndReject/preflight',
      json: { projectId: ctx.target.project.id, stage: 'active', acceptIds: [ctx.target.application] },
    }),
  },
  'POST /api/projectApplication/bulk/acceptAndReject': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => {
      const projectId = await freshProject(ctx, true)
      const accept = await ctx.fx.application(ctx.target, 'a', { projectId })
      await ctx.fx.application(ctx.target, 'a', { projectId, talentId: await freshTalent(ctx) })
      return {
        path: '/api/projectApplication/bulk/acceptAndReject',
        json: { projectId, stage: 'active', acceptIds: [accept] },
      }
    },
  },
  'POST /api/projectApplication/undo': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'self',
    ok: 200,
    call: async (ctx) => {
      const res = await ctx.fx.t.request('/api/projectApplication/reject', {
        method: 'POST',
        token: ctx.fx.tokens.get(ctx.role.email),
        json: { ids: [await freshApplication(ctx, 'a')] },
      })
      const { undoToken } = await res.json()
      return { path: '/api/projectApplication/undo', json: { undoToken } }
    },
  },
  'GET /api/projectApplication/:id': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: `/api/projectApplication/${ctx.target.application}` }),
  },
  'GET /api/projectApplication/:id/history': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/projectApplication/${ctx.target.application}/history` }),
  },
  'POST /api/projectApplication/:id/history/manualLog': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 201,
    call: (ctx) => ({
      path: `/api/projectApplication/${ctx.target.application}/history/manualLog`,
      json: { actionType: 'nt', executionDate: '2026-11-20', note: 'Matrix note' },
    }),
  },
  'PUT /api/projectApplication/:id/history/manualLog/:logId': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => othersNote(ctx, 200),
    call: (ctx) => ({
      path: `/api/projectApplication/${ctx.target.application}/history/manualLog/${ctx.target.note}`,
      json: { actionType: 'nt', executionDate: '2026-11-20', note: 'Matrix note of another recruiter' },
    }),
  },
  'DELETE /api/projectApplication/:id/history/manualLog/:logId': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => othersNote(ctx, 204),
    call: async (ctx) => ({
      path: `/api/projectApplication/${ctx.target.application}/history/manualLog/${await ctx.fx.note(ctx.target)}`,
    }),
  },
  'GET /api/projectApplication/:id/question': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/projectApplication/${ctx.target.application}/question` }),
  },
  'POST /api/projectApplication/:id/question': {
    needs: ['APPLICATION_EDIT_CONTENT'],
    scope: 'legalEntity',
    // Globex has no pre-application questions: none applies, so the question is unknown (400).
    ok: (ctx) => (acme(ctx) ? 200 : 400),
    call: (ctx) => ({
      path: `/api/projectApplication/${ctx.target.application}/question`,
      json: [
        {
          questionId: ctx.target.question.id,
          componentName: ctx.target.question.componentName,
          answers: [{ groupId: null, type: 'text', value: 'Matrix answer' }],
        },
      ],
    }),
  },
  'GET /api/projectApplication/:id/assessment/listAll': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/projectApplication/${ctx.target.application}/assessment/listAll` }),
  },
  'GET /api/project/:id/pipeline/stages': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/pipeline/stages` }),
  },

  // pools belong to the client; their members are talents of the client
  'POST /api/pool/freelancer/add': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/pool/freelancer/add',
      json: { poolId: ctx.target.pool, talentIds: [await freshTalent(ctx)] },
    }),
  },
  'PUT /api/pool/membership/:id/accept': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({ path: `/api/pool/membership/${await ctx.fx.membership(ctx.target)}/accept` }),
  },
  'PUT /api/pool/membership/:id/deny': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({ path: `/api/pool/membership/${await ctx.fx.membership(ctx.target)}/deny` }),
  },
  'PUT /api/pool/membership/:id/archive': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/pool/membership/${await ctx.fx.membershipIn(ctx.target, 'ACCEPTED')}/archive`,
    }),
  },
  'PUT /api/pool/membership/:id/restore': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/pool/membership/${await ctx.fx.membershipIn(ctx.target, 'ARCHIVED_ACCEPTED')}/restore`,
    }),
  },
  'PUT /api/pool/membership/archiveBulk': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/pool/membership/archiveBulk',
      json: { ids: [await ctx.fx.membershipIn(ctx.target, 'ACCEPTED')] },
    }),
  },
  'PUT /api/pool/membership/restoreBulk': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/pool/membership/restoreBulk',
      json: { ids: [await ctx.fx.membershipIn(ctx.target, 'ARCHIVED_ACCEPTED')] },
    }),
  },
  'PUT /api/pool/membership/acceptBulk': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/pool/membership/acceptBulk',
      json: { ids: [await ctx.fx.membership(ctx.target)] },
    }),
  },
  'PUT /api/pool/membership/denyBulk': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/pool/membership/denyBulk',
      json: { ids: [await ctx.fx.membership(ctx.target)] },
    }),
  },
  'GET /api/pool/membership/bulk/:taskId': {
    scope: 'self',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/pool/membership/bulk/${await ctx.fx.poolTask(ctx.fx.clientIdOf(ctx.role), ctx.userId)}`,
    }),
  },
  'GET /api/pool/membership/pools': {
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/pool/membership/pools' }),
  },
  'GET /api/pool/membership/pool/:id': {
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: `/api/pool/membership/pool/${ctx.target.pool}` }),
  },
  'POST /api/pool/freelancer/remove': {
    needs: ['POOL_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/pool/freelancer/remove',
      json: { poolId: ctx.target.pool, talentIds: [await freshTalent(ctx)] },
    }),
  },
  'GET /api/pool/categories': { scope: 'client', ok: 200, call: () => ({ path: '/api/pool/categories' }) },
  'POST /api/pool': {
    needs: ['POOL_MANAGE'],
    scope: 'client',
    ok: 201,
    call: () => ({ path: '/api/pool', json: { name: `Matrix new pool ${Math.random()}` } }),
  },
  'GET /api/pool/:id': {
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: `/api/pool/${ctx.target.pool}` }),
  },
  'PUT /api/pool/:id': {
    needs: ['POOL_MANAGE'],
    scope: 'client',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/pool/${await ctx.fx.pool(ctx.target.clientId)}`,
      json: { name: `Matrix renamed ${Math.random()}` },
    }),
  },
  'DELETE /api/pool/:id': {
    needs: ['POOL_MANAGE'],
    scope: 'client',
    ok: 200,
    call: async (ctx) => ({ path: `/api/pool/${await ctx.fx.pool(ctx.target.clientId)}` }),
  },
  'GET /api/pool/:id/projects': {
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: `/api/pool/${ctx.target.pool}/projects` }),
  },
  'GET /api/pool/:id/projectInvitations': {
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: `/api/pool/${ctx.target.pool}/projectInvitations` }),
  },
  'GET /api/pool/:id/projectInvitations/open': {
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: `/api/pool/${ctx.target.pool}/projectInvitations/open` }),
  },
  'POST /api/pool/project/add': {
    needs: ['JOB_MANAGE_POOL'],
    scope: 'legalEntity',
    ok: 200,
    // Another client's pool is not there; another legal entity's project is a failed row (unknown).
    other: (ctx) => (ctx.case === 'otherClient' ? 404 : 200),
    call: (ctx) => ({
      path: '/api/pool/project/add',
      json: { poolId: ctx.target.pool, projectIds: [ctx.target.project.id] },
    }),
  },
  'POST /api/pool/contact': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: '/api/pool/contact', json: poolEmail(ctx.target.pool) }),
  },
  'POST /api/pool/contact/preview': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: '/api/pool/contact/preview', json: poolEmail(ctx.target.pool) }),
  },
  'GET /api/project/:id/pools': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/pools` }),
  },
  'PUT /api/project/:id/poolsUpdate': {
    needs: ['JOB_MANAGE_POOL'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/poolsUpdate`,
      json: { poolIds: [ctx.target.pool] },
    }),
  },
}
