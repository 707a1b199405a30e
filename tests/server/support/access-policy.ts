import type { DemoAccount } from '../../../src/server/seed/demo-accounts'
import { seedPdf } from '../../../src/server/seed/seed-files'
import type { PermissionName } from '../../../src/shared/domain/permissions'
import type { AccessFixtures, Fixture } from './access-fixtures'
import { PROJECT_PARTS_POLICY } from './access-policy-project-parts'
import { SPEC_REST_POLICY } from './access-policy-spec-rest'

/**
 * THE access policy of every route, one entry per `METHOD /path` of the mounted app (the
 * authorization matrix test fails for a route without one). An entry says what the route needs
 * (§6 permissions), what it acts on (its scope, which decides the answer for another client's and
 * another legal entity's things), how to call it on a target, and what an allowed call answers.
 *
 * The rules the matrix derives from it (access-matrix.test.ts):
 * - no token: 401, but for public routes;
 * - a permission missing: 403, before anything is looked up (unless `denied` says otherwise);
 * - `legalEntity` scope (a project and all that hangs off it): another client's or legal
 *   entity's is 404, as if missing;
 * - `talent` scope: another client's talent is 404; another legal entity's answers as one's own,
 *   with the personal data hidden;
 * - `client`, `self` and `public` routes name nothing of another client or legal entity.
 * And on every answer: no personal data of a talent whose data the rule hides from the role, no
 * title of a project of a legal entity outside the role's.
 */

export type Case = 'own' | 'otherClient' | 'otherLegalEntity'

export interface Ctx {
  role: DemoAccount
  userId: number
  case: Case
  target: Fixture
  fx: AccessFixtures
  has(permission: PermissionName): boolean
}

export interface Call {
  path: string
  json?: unknown
  body?: FormData
}

type Status = number | ((ctx: Ctx) => number)

export interface RoutePolicy {
  needs?: PermissionName[]
  scope: 'public' | 'self' | 'client' | 'legalEntity' | 'talent'
  call(ctx: Ctx): Call | Promise<Call>
  /** The answer of an allowed call on the role's own target. */
  ok: Status
  /** The answer for another client's or legal entity's target where the scope's default does not fit. */
  other?: Status
  /** The answer when a permission is missing, where not 403. */
  denied?: Status
  /** The answer shows the target talent's personal data where the rule allows it (checked on the own target). */
  showsPersonalData?: boolean
}

const acme = (ctx: Ctx) => ctx.role.client === 'acme'
const file = (name: string, bytes: Uint8Array) => {
  const form = new FormData()
  form.set('resource', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return form
}
export const projectForm = (f: Fixture) => ({
  legalEntityId: f.legalEntityId,
  title: 'Matrix form project',
  description: 'Written by the access matrix.',
  skills: ['SQL'],
  employment: 'FULLTIME',
  workMode: 'rm',
  rateMin: 80,
  rateMax: 90,
  rateUnit: 'HR',
  currency: 'EUR',
  positions: 3,
  maxSubmissions: 10,
  hiringDeadline: '2027-06-30',
  assignmentStart: '2027-07-01',
  assignmentEnd: '2027-12-31',
})
const freshProject = (ctx: Ctx, visible = false) => ctx.fx.project(ctx.target, { visible })
const freshApplication = async (ctx: Ctx, status: string) => ctx.fx.application(ctx.target, status)
const freshTalent = async (ctx: Ctx, state = 'ACTIVE') => (await ctx.fx.talent(ctx.target, { state })).id
const questionBody = (f: Fixture) => ({
  projectId: f.project.id,
  label: 'Matrix question',
  questionJson: { type: 'text' },
})
/** Another recruiter's note or log: its author, or a team lead (domain/notes.ts). */
const othersNote = (ctx: Ctx, status: number) => (ctx.has('TEAM_MANAGEMENT') ? status : 403)
const NO_BODY_PUBLIC = { scope: 'public' as const, ok: 400 }
const emailVariant = { subject: 'Matrix {{talent.firstName}}', body: 'Hello {{talent.firstName}}' }
const emailTemplateBody = () => ({
  name: `Matrix email ${Math.random().toString(36).slice(2)}`,
  motivation: 'talentEmailByMsp',
  variants: { en: emailVariant },
})
const talentEmail = (talentId: number) => ({
  target: { kind: 'talents', ids: [talentId] },
  motivation: 'talentEmailByMsp',
  templateId: null,
  variants: { en: emailVariant },
})

/** A pool email to the pool's accepted members (POST pool/contact). */
const poolEmail = (poolId: number) => ({
  poolId,
  variants: { en: { subject: 'News from {{pool.name}}', body: 'Dear {{talent.firstName}}, hello.' } },
})

export const ACCESS_POLICY: Record<string, RoutePolicy> = {
  // auth: public, an empty body is a 400 with or without a token
  'GET /api/loginSettings': { scope: 'public', ok: 200, call: () => ({ path: '/api/loginSettings' }) },
  'POST /api/authorize': { ...NO_BODY_PUBLIC, call: () => ({ path: '/api/authorize', json: {} }) },
  'POST /api/refreshToken': { ...NO_BODY_PUBLIC, call: () => ({ path: '/api/refreshToken', json: {} }) },
  'POST /api/logout': { scope: 'public', ok: 204, call: () => ({ path: '/api/logout', json: {} }) },
  'POST /api/authorizeWithUrlToken': {
    ...NO_BODY_PUBLIC,
    call: () => ({ path: '/api/authorizeWithUrlToken', json: {} }),
  },
  'POST /api/authorizeWithAuth0Token': {
    ...NO_BODY_PUBLIC,
    call: () => ({ path: '/api/authorizeWithAuth0Token', json: {} }),
  },
  'POST /api/authorizeWithAuth0ExternalToken': {
    ...NO_BODY_PUBLIC,
    call: () => ({ path: '/api/authorizeWithAuth0ExternalToken', json: {} }),
  },
  'POST /api/msp/requestPasswordReset': {
    ...NO_BODY_PUBLIC,
    call: () => ({ path: '/api/msp/requestPasswordReset', json: {} }),
  },
  'PUT /api/msp/resetPassword': {
    ...NO_BODY_PUBLIC,
    call: () => ({ path: '/api/msp/resetPassword', json: {} }),
  },

  // msp, client, dashboard: the signed-in user and their client
  'GET /api/msp': { scope: 'self', ok: 200, call: () => ({ path: '/api/msp' }) },
  'PUT /api/msp': {
    scope: 'self',
    ok: 200,
    call: (ctx) => ({
      path: '/api/msp',
      json: { firstName: ctx.role.firstName, lastName: ctx.role.lastName },
    }),
  },
  'POST /api/msp/locale': {
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/msp/locale', json: { language: 'en' } }),
  },
  'POST /api/msp/urlToken': { scope: 'self', ok: 201, call: () => ({ path: '/api/msp/urlToken' }) },
  'GET /api/msp/listAllForClient': {
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/msp/listAllForClient' }),
  },
  'GET /api/client/context': { scope: 'client', ok: 200, call: () => ({ path: '/api/client/context' }) },
  'GET /api/client/hiringManagers': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/client/hiringManagers' }),
  },
  'GET /napi/announcement': { scope: 'public', ok: 200, call: () => ({ path: '/napi/announcement' }) },
  'GET /api/dashboard/counts': {
    needs: ['DASHBOARD'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/dashboard/counts' }),
  },
  // analytics: the cross-project queue and the charts (their client's analytics flag decides)
  'POST /api/queue/applications': {
    needs: ['DASHBOARD'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/queue/applications', json: { stage: 'active', size: 20 } }),
  },
  'GET /api/queue/attention': {
    needs: ['DASHBOARD'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/queue/attention' }),
  },
  // review memory: a user marks and remembers only applications they can read
  'POST /api/reviewMemory/seen': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: '/api/reviewMemory/seen', json: { ids: [ctx.target.application] } }),
  },
  'GET /api/reviewMemory/position': {
    needs: ['APPLICATION_VIEW'],
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/reviewMemory/position?list=queue%3Aactive' }),
  },
  'PUT /api/reviewMemory/position': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: '/api/reviewMemory/position',
      json: { list: 'queue:active', applicationId: ctx.target.application },
    }),
  },
  ...Object.fromEntries(
    ['funnel', 'sources', 'timeInStage', 'timeToFill', 'activity', 'activity.csv', 'drill', 'drill.csv'].map(
      (chart) => [
        `GET /api/analytics/${chart}`,
        {
          needs: ['DASHBOARD'],
          scope: 'client',
          ok: (ctx: Ctx) => (acme(ctx) ? 200 : 404),
          call: () => ({
            path: `/api/analytics/${chart}?from=2026-01-01&to=2026-12-31&kind=waiting&key=active&size=20`,
          }),
        } satisfies RoutePolicy,
      ],
    ),
  ),

  // projects
  'POST /api/project': {
    needs: ['JOB_MANAGE_CREATE'],
    scope: 'legalEntity',
    ok: 201,
    // The legal entity is a form field: another one is the field's error.
    other: 400,
    call: (ctx) => ({ path: '/api/project', json: projectForm(ctx.target) }),
  },
  'POST /api/project/extract': {
    needs: ['JOB_MANAGE_CREATE'],
    scope: 'client',
    ok: 200,
    call: () => ({
      path: '/api/project/extract',
      body: file('job.pdf', seedPdf('Senior Data Engineer in Berlin with Python and SQL')),
    }),
  },
  'GET /api/project/template/listAll': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/project/template/listAll' }),
  },
  'GET /api/project/template/:id': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/template/${ctx.target.template}` }),
  },
  'DELETE /api/project/:id/template': {
    needs: ['JOB_MANAGE_CREATE'],
    scope: 'legalEntity',
    ok: 204,
    call: async (ctx) => ({ path: `/api/project/${await ctx.fx.template(ctx.target)}/template` }),
  },
  'PUT /api/project/publish/:id': {
    needs: ['JOB_MANAGE_PUBLISH'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({ path: `/api/project/publish/${await freshProject(ctx)}` }),
  },
  'GET /api/project/siteLocations': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/project/siteLocations' }),
  },
  'GET /api/project/:id': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}` }),
  },
  'PUT /api/project/:id': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({ path: `/api/project/${await freshProject(ctx)}`, json: projectForm(ctx.target) }),
  },
  'PUT /api/project/:id/status': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${await freshProject(ctx, true)}/status`,
      json: { status: 'PAUSED' },
    }),
  },
  'GET /api/project/:id/attachment': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/attachment` }),
  },
  'POST /api/project/:id/attachment': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 201,
    call: (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/attachment`,
      body: file('Matrix brief.pdf', seedPdf('Matrix brief')),
    }),
  },
  'DELETE /api/project/:id/attachment/:attachmentId': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => {
      const id = await freshProject(ctx)
      const resource = await ctx.fx.projectFile({ ...ctx.target, project: { ...ctx.target.project, id } })
      return { path: `/api/project/${id}/attachment/${resource}` }
    },
  },
  'GET /api/project/:id/history': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/history` }),
  },
  'POST /api/project/:id/apply': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    // Globex does not let recruiters apply talents: refused before the project is looked up. In
    // Acme only Acme Talent has talent consent (§3, the legal entity's flag): elsewhere refused.
    ok: (ctx) => (acme(ctx) && ctx.target.key === 'acmeTalent' ? 200 : 403),
    other: (ctx) => (acme(ctx) ? 404 : 403),
    call: (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/apply`,
      json: { talentIds: [ctx.target.talent.id] },
    }),
  },
  'DELETE /api/projects': {
    needs: ['JOB_MANAGE_DELETE'],
    scope: 'legalEntity',
    ok: 200,
    // A list: another legal entity's or client's project is reported as unknown (checked by the test).
    other: 200,
    call: async (ctx) => ({ path: '/api/projects', json: { ids: [await freshProject(ctx)] } }),
  },
  // matching: a project's ranking belongs to its legal entity; a talent's pools to the client
  'GET /api/match/freelancers/toJob/:id': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: false,
    call: (ctx) => ({ path: `/api/match/freelancers/toJob/${ctx.target.project.id}` }),
  },
  'POST /api/match/freelancers/toText': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 200,
    call: () => ({
      path: '/api/match/freelancers/toText',
      json: { text: 'Title: Data Engineer\nSkills: SQL' },
    }),
  },
  'GET /api/match/pools/toFreelancer/:id': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/match/pools/toFreelancer/${ctx.target.talent.id}` }),
  },
  // external search: the matrix's app has no provider configured, so a provider is "not enabled" (404)
  'GET /api/search/freelancer/external/providers': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/search/freelancer/external/providers' }),
  },
  'POST /api/search/freelancer/external/resume': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 404,
    call: () => ({
      path: '/api/search/freelancer/external/resume',
      json: { provider: 'monster', query: 'java' },
    }),
  },
  'GET /api/search/freelancer/external/:provider/:id/profileFetch': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 404,
    call: () => ({ path: '/api/search/freelancer/external/monster/M1/profileFetch' }),
  },
  'GET /api/search/freelancer/external/:provider/:id/mergePreview': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 404,
    call: (ctx) => ({
      path: `/api/search/freelancer/external/monster/M1/mergePreview?talentId=${ctx.target.talent.id}`,
    }),
  },
  // the client's own provider accounts: its admins; a key is checked by a search before it is kept
  'GET /api/search/freelancer/external/credentials': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/search/freelancer/external/credentials' }),
  },
  'PUT /api/search/freelancer/external/credentials/:provider': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'client',
    // Nothing answers on the discard port: "the provider cannot be reached", nothing saved.
    ok: 400,
    call: () => ({
      path: '/api/search/freelancer/external/credentials/monster',
      json: { url: 'http://127.0.0.1:9/monster', key: 'k-matrix' },
    }),
  },
  'DELETE /api/search/freelancer/external/credentials/:provider': {
    needs: ['TEAM_MANAGEMENT'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/search/freelancer/external/credentials/monster' }),
  },
  'POST /api/freelancer/projectApplication': {
    needs: ['FREELANCER_HISTORY', 'FREELANCER_MANAGE'],
    scope: 'client',
    ok: 404,
    call: () => ({
      path: '/api/freelancer/projectApplication',
      json: { provider: 'monster', externalId: 'M1' },
    }),
  },
  'POST /api/projectInvitation/add': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/projectInvitation/add',
      json: { projectId: ctx.target.project.id, talentIds: [await freshTalent(ctx)] },
    }),
  },

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

  // sourcing (issue 22 §2): a project's invitations, data harbour, suggested, availability
  'POST /api/project/candidatesavailable': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/project/candidatesavailable',
      json: { projectId: ctx.target.project.id, talentId: await freshTalent(ctx) },
    }),
  },
  'POST /api/project/candidatesavailableBulk': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/project/candidatesavailableBulk',
      json: { projectId: ctx.target.project.id, talentIds: [await freshTalent(ctx)] },
    }),
  },
  'GET /api/project/:id/candidatesavailable': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/candidatesavailable` }),
  },
  'PUT /api/project/:id/candidatesavailable/:talentId': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/candidatesavailable/${await ctx.fx.availabilityAsked(ctx.target)}`,
      json: { available: true },
    }),
  },
  'GET /api/project/:id/invitation': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/invitation` }),
  },
  'GET /api/project/:id/invitation/open': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/invitation/open` }),
  },
  'POST /api/project/:id/invitation/reinvite': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/invitation/reinvite`,
      json: { invitationIds: [await ctx.fx.invitation(ctx.target)] },
    }),
  },
  'POST /api/project/:id/invitation/withdraw': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/invitation/withdraw`,
      json: { invitationIds: [await ctx.fx.invitation(ctx.target)] },
    }),
  },
  'GET /api/project/:id/suggested': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/suggested` }),
  },
  'GET /api/project/:id/dataHarbor/talents/matched': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/dataHarbor/talents/matched` }),
  },
  'POST /api/project/:id/dataHarbor/talents/invite': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/dataHarbor/talents/invite`,
      json: { matchingIds: [(await ctx.fx.dataHarbourMatch(ctx.target)).match] },
    }),
  },
  'POST /api/project/:id/dataHarbor/talents/archive': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/dataHarbor/talents/archive`,
      json: { matchingIds: [(await ctx.fx.dataHarbourMatch(ctx.target)).match] },
    }),
  },
  'POST /api/project/:id/dataHarbor/talents/unarchive': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/dataHarbor/talents/unarchive`,
      json: { matchingIds: [(await ctx.fx.dataHarbourMatch(ctx.target)).match] },
    }),
  },
  'GET /api/dataHarborTalent/:id/cv': {
    needs: ['APPLICATION_VIEW'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/dataHarborTalent/${(await ctx.fx.dataHarbourMatch(ctx.target)).dh}/cv`,
    }),
  },
  'POST /api/search/projectInvitation/:id/query': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/search/projectInvitation/${ctx.target.project.id}/query`, json: {} }),
  },

  // talents: reading one by id is reading talents (FREELANCER_HISTORY); personal data by the rule
  'GET /api/freelancer/:id/profile': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/profile` }),
  },
  'PATCH /api/freelancer/:id/profile': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/profile`,
      json: { title: 'Data Engineer' },
    }),
  },
  'GET /api/freelancer/:id/projectApplications': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/projectApplications` }),
  },
  'GET /api/freelancer/:id/poolMemberships': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/poolMemberships` }),
  },
  'GET /api/freelancer/:id/tags': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/tags` }),
  },
  'GET /api/freelancer/:id/history': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/history?from=0&size=1000` }),
  },
  'GET /api/freelancer/:id/cv/pdf': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/cv/pdf` }),
  },
  'PUT /api/freelancer/:id/activate': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({ path: `/api/freelancer/${await freshTalent(ctx, 'DEACTIVATED')}/activate` }),
  },
  'PUT /api/freelancer/:id/deactivate': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({ path: `/api/freelancer/${await freshTalent(ctx)}/deactivate` }),
  },
  'PUT /api/freelancer/:id/tier': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/tier`, json: { tier: 'gold' } }),
  },
  'DELETE /api/freelancer/:id/tier': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/tier` }),
  },
  'DELETE /api/freelancer/:id': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 204,
    call: async (ctx) => ({ path: `/api/freelancer/${await freshTalent(ctx)}`, json: { confirm: 'DELETE' } }),
  },
  'GET /api/freelancer/:id/actionLog': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/actionLog` }),
  },
  'POST /api/freelancer/:id/actionLog': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: 201,
    call: (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/actionLog`,
      json: { actionType: 'note', executionDate: '2026-11-20', note: 'Matrix log' },
    }),
  },
  'GET /api/freelancer/:id/actionLog/:logId': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/actionLog/${ctx.target.log}` }),
  },
  'PUT /api/freelancer/:id/actionLog/:logId': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: (ctx) => othersNote(ctx, 200),
    call: (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/actionLog/${ctx.target.log}`,
      json: { actionType: 'note', executionDate: '2026-11-20', note: 'Matrix log of another recruiter' },
    }),
  },
  'DELETE /api/freelancer/:id/actionLog/:logId': {
    needs: ['FREELANCER_ACTION_LOG'],
    scope: 'talent',
    ok: (ctx) => othersNote(ctx, 204),
    call: async (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/actionLog/${await ctx.fx.log(ctx.target)}`,
    }),
  },

  // searches
  'POST /api/search/freelancer/query': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    // Another client's talent is simply not found by the search.
    other: 200,
    showsPersonalData: true,
    call: (ctx) => ({ path: '/api/search/freelancer/query', json: { ids: [ctx.target.talent.id] } }),
  },
  'POST /api/search/freelancer/bulk': {
    needs: ['FREELANCER_HISTORY', 'APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/search/freelancer/bulk',
      json: { action: 'invite', projectId: ctx.target.project.id, talentIds: [await freshTalent(ctx)] },
    }),
  },
  'POST /api/search/project/query': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    // A search finds nothing outside the caller's legal entities (its title must not show).
    other: 200,
    call: (ctx) => ({ path: '/api/search/project/query', json: { query: ctx.target.project.title } }),
  },
  'POST /api/search/objects/query': {
    // Each kind only for who may read it; no project title of another legal entity, no other client's things.
    scope: 'client',
    ok: 200,
    call: (ctx) => ({ path: '/api/search/objects/query', json: { query: ctx.target.project.title } }),
  },
  'POST /api/search/projectApplication/query': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: false,
    call: (ctx) => ({
      path: '/api/search/projectApplication/query',
      json: { projectId: ctx.target.project.id, stage: 'active' },
    }),
  },
  'POST /api/search/pool/query': {
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/search/pool/query', json: {} }),
  },
  'GET /api/search/buckets': {
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/search/buckets?target=talents' }),
  },
  'POST /api/search/buckets': {
    scope: 'self',
    ok: 201,
    call: (ctx) => ({
      path: '/api/search/buckets',
      json: { name: 'Matrix', target: 'talents', mode: 'selection', ids: [ctx.target.talent.id] },
    }),
  },
  'GET /api/search/buckets/:id': {
    scope: 'self',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/search/buckets/${await ctx.fx.bucket(ctx.fx.clientIdOf(ctx.role), ctx.userId)}`,
    }),
  },
  'DELETE /api/search/buckets/:id': {
    scope: 'self',
    ok: 204,
    call: async (ctx) => ({
      path: `/api/search/buckets/${await ctx.fx.bucket(ctx.fx.clientIdOf(ctx.role), ctx.userId)}`,
    }),
  },

  // tags belong to the client; assigning them acts on a talent
  'GET /api/tag/listAll': { scope: 'client', ok: 200, call: () => ({ path: '/api/tag/listAll' }) },
  'POST /api/tag/merge': {
    needs: ['TAGS_MANAGE'],
    scope: 'client',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/tag/merge',
      json: {
        sourceIds: [await ctx.fx.tag(ctx.target.clientId)],
        targetId: await ctx.fx.tag(ctx.target.clientId),
      },
    }),
  },
  'DELETE /api/tag/delete': {
    needs: ['TAGS_MANAGE'],
    scope: 'client',
    ok: 204,
    call: async (ctx) => ({
      path: '/api/tag/delete',
      json: { ids: [await ctx.fx.tag(ctx.target.clientId)] },
    }),
  },
  'POST /api/tag/:id/rename': {
    needs: ['TAGS_MANAGE'],
    scope: 'client',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/tag/${await ctx.fx.tag(ctx.target.clientId)}/rename?tagName=matrix-renamed-${Math.random().toString(36).slice(2)}`,
    }),
  },
  'POST /api/tags': {
    needs: ['TAGS_MANAGE'],
    scope: 'client',
    ok: 201,
    call: () => ({ path: '/api/tags', json: { value: `matrix-new-${Math.random().toString(36).slice(2)}` } }),
  },
  'POST /api/freelancer/tags/bulkAssign': {
    needs: ['TAGS_ASSIGN'],
    scope: 'talent',
    ok: 200,
    // A list: another client's talent is reported as not found.
    other: 200,
    call: (ctx) => ({
      path: '/api/freelancer/tags/bulkAssign',
      json: { talentIds: [ctx.target.talent.id], tagName: 'matrix-bulk' },
    }),
  },
  'POST /api/freelancer/:id/assignTag': {
    needs: ['TAGS_ASSIGN'],
    scope: 'talent',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/assignTag`,
      json: { tagId: await ctx.fx.tag(ctx.fx.clientIdOf(ctx.role)) },
    }),
  },
  'POST /api/freelancer/:id/createAndAssignTag': {
    needs: ['TAGS_ASSIGN'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/createAndAssignTag`,
      json: { value: 'matrix-created' },
    }),
  },
  'POST /api/freelancer/:id/unAssignTag': {
    needs: ['TAGS_ASSIGN'],
    scope: 'talent',
    ok: 204,
    call: async (ctx) => ({
      path: `/api/freelancer/${ctx.target.talent.id}/unAssignTag`,
      json: { tagId: await ctx.fx.tag(ctx.fx.clientIdOf(ctx.role)) },
    }),
  },

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

  // calendar (issue 24): no calendar provider runs here, so connecting answers 409 and nobody is connected
  'GET /api/msp/calendar': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/msp/calendar' }),
  },
  'POST /api/msp/calendar/authorize': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 409,
    call: () => ({ path: '/api/msp/calendar/authorize', json: {} }),
  },
  'POST /api/msp/calendar/token': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 409,
    call: () => ({ path: '/api/msp/calendar/token', json: { code: 'matrix-code', state: 'matrix-state' } }),
  },
  'POST /api/msp/calendar/caldav': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 409,
    call: () => ({
      path: '/api/msp/calendar/caldav',
      json: { url: 'http://127.0.0.1:9/dav/', username: 'matrix', password: 'matrix' },
    }),
  },
  'PUT /api/msp/calendar/disconnect': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/msp/calendar/disconnect', json: {} }),
  },
  'GET /api/calendar/slots': {
    needs: ['APPLICATION_VIEW', 'CALENDAR'],
    scope: 'legalEntity',
    // The caller's calendar is not connected.
    ok: 409,
    call: (ctx) => ({ path: `/api/calendar/slots?applicationId=${ctx.target.application}` }),
  },
  'GET /api/calendar/participants': {
    needs: ['APPLICATION_VIEW', 'CALENDAR'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/calendar/participants?applicationId=${ctx.target.application}` }),
  },
  'GET /api/calendar/interviews': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/calendar/interviews?applicationId=${ctx.target.application}` }),
  },
  'POST /api/calendar/interviews': {
    needs: ['APPLICATION_MANAGE', 'CALENDAR'],
    scope: 'legalEntity',
    ok: 409,
    call: (ctx) => ({
      path: '/api/calendar/interviews',
      json: { applicationId: ctx.target.application, startsAt: '2030-03-01T10:00:00.000Z', duration: 60 },
    }),
  },
  'PUT /api/calendar/interviews/:id': {
    needs: ['APPLICATION_MANAGE', 'CALENDAR'],
    scope: 'legalEntity',
    // Its organizer's calendar is not connected.
    ok: 409,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}`,
      json: { startsAt: '2030-03-01T10:00:00.000Z', duration: 60 },
    }),
  },
  'POST /api/calendar/interviews/:id/cancel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/cancel`,
      json: {},
    }),
  },
  'GET /api/calendar/interviews/:id/confirmationLink': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/confirmationLink`,
    }),
  },
  'POST /api/calendar/interviews/:id/confirm': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/confirm`,
      json: {},
    }),
  },
  'POST /api/calendar/interviews/:id/retry': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/retry`,
      json: {},
    }),
  },
  // assessments (issue 24 §3): no vendor is configured here
  'GET /api/assessment/tests': {
    needs: ['APPLICATION_VIEW'],
    scope: 'client',
    ok: 409,
    call: () => ({ path: '/api/assessment/tests' }),
  },
  'POST /api/assessment/send': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'client',
    ok: 409,
    call: (ctx) => ({
      path: '/api/assessment/send',
      json: { applicationIds: [ctx.target.application], testId: 'js-senior' },
    }),
  },
  'GET /api/assessment/incomplete': {
    needs: ['APPLICATION_VIEW'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/assessment/incomplete' }),
  },
  'POST /api/assessment/remind': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'client',
    ok: 409,
    call: () => ({ path: '/api/assessment/remind', json: { assessmentIds: [1] } }),
  },
  'POST /api/interviewConfirmation/show': {
    scope: 'public',
    ok: 404,
    call: () => ({
      path: '/api/interviewConfirmation/show',
      json: { token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    }),
  },
  'POST /api/interviewConfirmation/confirm': {
    scope: 'public',
    ok: 404,
    call: () => ({
      path: '/api/interviewConfirmation/confirm',
      json: { token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    }),
  },
  'POST /api/assessment/webhook': {
    scope: 'public',
    ok: 409,
    call: () => ({ path: '/api/assessment/webhook', json: { events: [] } }),
  },
  // vms (issue 20): sending to the client's VMS and what comes back; no VMS is connected here
  'POST /api/projectApplication/upload/preflight': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    other: 200,
    call: (ctx) => ({
      path: '/api/projectApplication/upload/preflight',
      json: { ids: [ctx.target.application] },
    }),
  },
  'POST /api/projectApplication/upload': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    // The row is refused (no VMS connected, or none at all), with its reason.
    ok: 200,
    other: 200,
    call: (ctx) => ({ path: '/api/projectApplication/upload', json: { ids: [ctx.target.application] } }),
  },
  'POST /api/projectApplication/upload/cancel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/projectApplication/upload/cancel',
      json: { ids: [await freshApplication(ctx, 'sp')] },
    }),
  },
  'POST /api/projectApplication/:id/updateRates': {
    needs: ['APPLICATION_EDIT_CONTENT'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/projectApplication/${await freshApplication(ctx, 'a')}/updateRates`,
      json: { rate: 80 },
    }),
  },
  // No VMS is connected for any legal entity here: the webhook knows none.
  'POST /api/vms/webhook': {
    scope: 'public',
    ok: 404,
    call: (ctx) => ({
      path: `/api/vms/webhook?legalEntity=${ctx.target.legalEntityId}`,
      json: { events: [] },
    }),
  },
  'GET /api/vms/application/:id': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/vms/application/${ctx.target.application}` }),
  },
  'GET /api/vms/request/:id': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: true,
    call: async (ctx) => ({ path: `/api/vms/request/${await ctx.fx.vmsRequest(ctx.target)}` }),
  },
  'POST /api/vms/statuses': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    // Rows outside the caller's legal entities are left out.
    other: 200,
    call: (ctx) => ({ path: '/api/vms/statuses', json: { ids: [ctx.target.application] } }),
  },
  'GET /api/vms/board': {
    needs: ['APPLICATION_VIEW'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/vms/board' }),
  },
  'POST /api/vms/interview': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    // Where the legal entity has a VMS, the VMS keeps interviews and offers.
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 201),
    call: (ctx) => ({
      path: '/api/vms/interview',
      json: { applicationId: ctx.target.application, startsAt: '2027-03-01T10:00:00.000Z' },
    }),
  },
  'POST /api/vms/offer': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 201),
    call: (ctx) => ({
      path: '/api/vms/offer',
      json: {
        applicationId: ctx.target.application,
        rate: 80,
        currency: 'EUR',
        rateUnit: 'HR',
        startDate: '2027-04-01',
      },
    }),
  },
  'POST /api/vms/interview/:id/cancel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 200),
    call: async (ctx) => ({
      path: `/api/vms/interview/${await ctx.fx.vmsRecord(ctx.target, 'interview')}/cancel`,
      json: { reason: 'Matrix' },
    }),
  },
  'POST /api/vms/offer/:id/withdraw': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 200),
    call: async (ctx) => ({
      path: `/api/vms/offer/${await ctx.fx.vmsRecord(ctx.target, 'offer')}/withdraw`,
      json: { reason: 'Matrix' },
    }),
  },
  // A record of the MSP (no VMS id) is answered here, whatever the legal entity.
  'POST /api/vms/interview/:id/:answer': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/vms/interview/${await ctx.fx.vmsRecord(ctx.target, 'interview')}/accept`,
      json: {},
    }),
  },
  'POST /api/vms/offer/:id/:answer': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/vms/offer/${await ctx.fx.vmsRecord(ctx.target, 'offer')}/decline`,
      json: { reason: 'Matrix' },
    }),
  },
  'GET /api/vms/notifications': { scope: 'self', ok: 200, call: () => ({ path: '/api/vms/notifications' }) },
  'POST /api/vms/notifications/read': {
    scope: 'self',
    ok: 204,
    call: () => ({ path: '/api/vms/notifications/read', json: {} }),
  },
  // Only the caller's own send tasks: another's (or none) is not found.
  'GET /api/vms/sendTask/:uuid': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'self',
    ok: 404,
    call: () => ({ path: '/api/vms/sendTask/7f1c1a52-5d0e-4a8e-9d55-0d5f2f0f7c11' }),
  },
  ...PROJECT_PARTS_POLICY,
  ...SPEC_REST_POLICY,
}
