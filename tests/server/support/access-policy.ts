import type { DemoAccount } from '../../../src/server/seed/demo-accounts'
import type { PermissionName } from '../../../src/shared/domain/permissions'
import type { AccessFixtures, Fixture } from './access-fixtures'
import { acme, NO_BODY_PUBLIC } from './access-policy-helpers'
import { INTEGRATIONS_POLICY } from './access-policy-integrations'
import { PIPELINE_POLICY } from './access-policy-pipeline'
import { PROJECT_PARTS_POLICY } from './access-policy-project-parts'
import { PROJECTS_POLICY } from './access-policy-projects'
import { SETTINGS_POLICY } from './access-policy-settings'
import { SPEC_REST_POLICY } from './access-policy-spec-rest'
import { TALENTS_POLICY } from './access-policy-talents'

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
  // "next unseen" of a project's stage (its list, like search/projectApplication/query); of the
  // work queue it needs DASHBOARD instead (review-memory-next.test.ts).
  'POST /api/reviewMemory/nextUnseen': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({
      path: '/api/reviewMemory/nextUnseen',
      json: { list: { kind: 'stage', projectId: ctx.target.project.id, stage: 'active' }, after: -1 },
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

  ...PROJECTS_POLICY,
  ...PIPELINE_POLICY,
  ...TALENTS_POLICY,
  ...SETTINGS_POLICY,
  ...INTEGRATIONS_POLICY,
  ...PROJECT_PARTS_POLICY,
  ...SPEC_REST_POLICY,
}
