import { sql } from 'drizzle-orm'
import type { Ctx, RoutePolicy } from './access-policy'

/**
 * Access policy of the project-part, application-removal and reference calls of issue 26 §1
 * (spread into ACCESS_POLICY, so the authorization matrix covers them like every other route).
 */

const freshProject = (ctx: Ctx, visible = false) => ctx.fx.project(ctx.target, { visible })
/** Acme Staffing has a VMS: its projects only pause and resume (§4), so close-or-reopen is refused. */
const vmsEntity = (ctx: Ctx) => ctx.target.key === 'acmeStaffing'

export const PROJECT_PARTS_POLICY: Record<string, RoutePolicy> = {
  'PUT /api/freelancer/:id': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}`, json: { title: 'Data Engineer' } }),
  },
  'POST /api/freelancer/projectApplications': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    // A list: another client's talent is left out of the answer, not refused.
    other: 200,
    call: (ctx) => ({ path: '/api/freelancer/projectApplications', json: { ids: [ctx.target.talent.id] } }),
  },
  'GET /api/msps/forJob/:id': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/msps/forJob/${ctx.target.project.id}` }),
  },
  'GET /api/client/tier': { scope: 'client', ok: 200, call: () => ({ path: '/api/client/tier' }) },
  'GET /api/languages': { scope: 'client', ok: 200, call: () => ({ path: '/api/languages' }) },
  'GET /api/country': { scope: 'client', ok: 200, call: () => ({ path: '/api/country?language=de' }) },
  'PUT /api/project/:id/timelines': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${await freshProject(ctx)}/timelines`,
      json: { assignmentStart: '2027-07-01', assignmentEnd: '2027-12-31', hiringDeadline: '2027-06-15' },
    }),
  },
  'PUT /api/project/:id/positions': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${await freshProject(ctx)}/positions`,
      json: { positions: 4, maxSubmissions: 12 },
    }),
  },
  'PUT /api/project/:id/assignmentsUpdate': {
    needs: ['JOB_MANAGE_UPDATE', 'JOB_TEAM_MANAGEMENT'],
    scope: 'legalEntity',
    // Globex has no team feature (assignee limit 0): the team field's error.
    ok: (ctx) => (ctx.role.client === 'acme' ? 200 : 400),
    call: async (ctx) => ({
      path: `/api/project/${await freshProject(ctx)}/assignmentsUpdate`,
      json: { assigneeIds: [ctx.userId] },
    }),
  },
  'POST /api/project/:id/updateRateRange': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${await freshProject(ctx)}/updateRateRange`,
      json: { rateMin: null, rateMax: null },
    }),
  },
  'POST /api/project/:id/updatePublicDeadline': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${await freshProject(ctx)}/updatePublicDeadline`,
      json: { publicDeadline: '2027-06-01' },
    }),
  },
  'PUT /api/project/:id/reasonforclosing': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => {
      const id = await freshProject(ctx)
      await ctx.fx.t.database.db.execute(sql`UPDATE projects SET status = 'CLOSED' WHERE id = ${id}`)
      return { path: `/api/project/${id}/reasonforclosing`, json: { reasonForClosing: 'Filled elsewhere' } }
    },
  },
  'POST /api/project/closeOrReopen': {
    needs: ['JOB_MANAGE_UPDATE'],
    scope: 'legalEntity',
    ok: (ctx) => (vmsEntity(ctx) ? 409 : 200),
    call: async (ctx) => ({
      path: '/api/project/closeOrReopen',
      json: { id: await freshProject(ctx, true) },
    }),
  },
  'GET /api/project/:id/applications': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/applications` }),
  },
  'GET /api/project/:id/freelancers': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/freelancers?size=5` }),
  },
  'GET /api/project/:id/assignments': {
    needs: ['JOB_MANAGE_READ'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/project/${ctx.target.project.id}/assignments` }),
  },
  'POST /api/projectApplication/rejectPending': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: '/api/projectApplication/rejectPending',
      json: { projectId: await freshProject(ctx) },
    }),
  },
  'POST /api/projectApplication/projectScroll': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: '/api/projectApplication/projectScroll',
      json: { applicationId: ctx.target.application },
    }),
  },
  'PUT /api/projectApplication/:id': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({ path: `/api/projectApplication/${await ctx.fx.application(ctx.target, 'a')}` }),
  },
}
