import { seedPdf } from '../../../src/server/seed/seed-files'
import type { RoutePolicy } from './access-policy'
import { acme, file, freshProject, freshTalent, projectForm } from './access-policy-helpers'

/** Access policy of projects, matching, external search and the provider accounts (spread into ACCESS_POLICY). */
export const PROJECTS_POLICY: Record<string, RoutePolicy> = {
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
}
