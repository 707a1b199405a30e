import { seedPdf } from '../../../src/server/seed/seed-files'
import type { Ctx, RoutePolicy } from './access-policy'

/**
 * Access policy of the §7 calls issue 26 §2-§3 added (spread into ACCESS_POLICY, so the
 * authorization matrix covers them like every other route).
 */

const freshTalent = async (ctx: Ctx) => (await ctx.fx.talent(ctx.target)).id

let registered = 0

export const SPEC_REST_POLICY: Record<string, RoutePolicy> = {
  'POST /api/freelancer/register': {
    needs: ['FREELANCER_MANAGE'],
    scope: 'client',
    ok: 201,
    call: () => ({
      path: '/api/freelancer/register',
      json: { firstName: 'Rita', lastName: 'Registered', email: `rita.${++registered}@matrix.test` },
    }),
  },
  'GET /api/freelancer/:id/projects': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'talent',
    ok: 200,
    call: (ctx) => ({ path: `/api/freelancer/${ctx.target.talent.id}/projects?tab=applied` }),
  },
  // Any signed-in user uploads; until attached, a resource is its uploader's only.
  'POST /api/resource': {
    scope: 'client',
    ok: 201,
    call: () => {
      const form = new FormData()
      form.set(
        'resource',
        new Blob([seedPdf('Matrix upload') as Uint8Array<ArrayBuffer>]),
        'Matrix upload.pdf',
      )
      return { path: '/api/resource', body: form }
    },
  },
  // A project's attachment: read where the project is in the caller's legal entities (as /napi/resource/{id}/meta).
  'GET /api/resource/:id': {
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/resource/${ctx.target.projectFile}` }),
  },
  // Broker companies and their people: the client's reference data, for any of its users.
  'GET /api/brokercompany': { scope: 'client', ok: 200, call: () => ({ path: '/api/brokercompany' }) },
  'GET /api/brokeremployee': { scope: 'client', ok: 200, call: () => ({ path: '/api/brokeremployee' }) },
  // The offline gazetteer: reference data, for any signed-in user.
  'POST /api/geo/autocomplete': {
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/geo/autocomplete', json: { input: 'Berl', limit: 3 } }),
  },
  'GET /napi/location': {
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/napi/location?city=Berlin&country=DE' }),
  },
  'POST /api/project/:id/candidatesavailable': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/project/${ctx.target.project.id}/candidatesavailable`,
      json: { talentIds: [await freshTalent(ctx)] },
    }),
  },
  'POST /api/search/projectApplication/queryDb': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: false,
    call: (ctx) => ({
      path: '/api/search/projectApplication/queryDb',
      json: { projectId: ctx.target.project.id, stage: 'active' },
    }),
  },
  'GET /api/match/freelancers/toText': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 200,
    call: () => ({
      path: `/api/match/freelancers/toText?text=${encodeURIComponent('Title: Data Engineer\nSkills: SQL')}`,
    }),
  },
  // The matrix's app has no provider enabled: "not enabled" (404, its own key, not a missing route).
  'GET /api/search/freelancer/external/:id/profileFetch': {
    needs: ['FREELANCER_HISTORY'],
    scope: 'client',
    ok: 404,
    call: () => ({ path: '/api/search/freelancer/external/M1/profileFetch' }),
  },
}
