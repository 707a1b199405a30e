import type { RoutePolicy } from './access-policy'
import { freshTalent, othersNote } from './access-policy-helpers'

/** Access policy of sourcing, talents, searches and tags (spread into ACCESS_POLICY). */
export const TALENTS_POLICY: Record<string, RoutePolicy> = {
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
}
