import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicRoutes } from '../../src/server/app'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/server/seed/demo-accounts'
import { AccessFixtures } from './support/access-fixtures'
import { ACCESS_POLICY, type Ctx, type RoutePolicy } from './support/access-policy'
import { patternRegex, routeTable } from './support/route-table'
import { SPEC_CALLS } from './support/spec-calls'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 26 "done when": every call of spec §7 (support/spec-calls.ts, method and path as the spec
 * writes them) is answered by a mounted route, not the app's "no such route" 404, for a user allowed
 * to make it, and refused to one who is not: 401 without a token, 403 for a demo account that lacks
 * a permission the call needs. The calls are made with the authorization matrix's policy
 * (support/access-policy.ts), which checks every route for every role and legal entity besides.
 */

const ROUTE_NOT_FOUND = 'msp.v2.error.not.found'
const routes = routeTable()

/** The mounted route a concrete spec call reaches: the most specific pattern (fewest parameters). */
function routeOf(call: string) {
  const [method, specPath] = call.split(' ')
  const base = specPath.startsWith('/') ? specPath : `/api/${specPath}`
  const concrete = base.replace(/\{\w+\}/g, '1')
  const params = (p: string) => p.split('/').filter((s) => s.startsWith(':')).length
  return routes
    .filter((r) => r.method === method && patternRegex(r.path).test(concrete))
    .sort((a, b) => params(a.path) - params(b.path))[0]
}

let t: TestApp
let fx: AccessFixtures
const statusOf = (s: RoutePolicy['ok'] | undefined, ctx: Ctx) => (typeof s === 'function' ? s(ctx) : s)

function ctxOf(role: DemoAccount): Ctx {
  return {
    role,
    userId: fx.userIds.get(role.email) as number,
    case: 'own',
    target: fx.get(fx.targetsOf(role).own),
    fx,
    has: (p) => role.permissions.includes(p),
  }
}

async function send(method: string, policy: RoutePolicy, ctx: Ctx, token: string | undefined) {
  const call = await policy.call(ctx)
  const res = await t.request(call.path, { method, token, json: call.json, body: call.body })
  const text = await res.text()
  let key: string | undefined
  try {
    key = (JSON.parse(text) as { error?: string }).error
  } catch {}
  return { status: res.status, key }
}

beforeAll(async () => {
  t = await createTestApp({ startTaskRunner: false, env: { ERASURE_COMPACTION_IDLE_MS: '3600000' } })
  fx = await AccessFixtures.create(t)
  for (const account of DEMO_ACCOUNTS)
    fx.tokens.set(account.email, (await t.login(account.email)).access_token)
}, 60_000)
afterAll(async () => {
  console.info(`spec §7: ${SPEC_CALLS.length} calls, each answered when allowed and refused when not`)
  await t?.close()
})

describe('spec §7 calls', () => {
  it('lists each call once', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length)
  })

  for (const call of SPEC_CALLS) {
    it(call, async () => {
      const route = routeOf(call)
      expect(route, `${call} is not mounted`).toBeDefined()
      const key = `${route.method} ${route.path}`
      const policy = ACCESS_POLICY[key]
      expect(policy, `${key} has no access policy`).toBeDefined()

      // Allowed: a demo account holding every permission the call needs, on its own things.
      const allowed = DEMO_ACCOUNTS.find((a) => (policy.needs ?? []).every((p) => a.permissions.includes(p)))
      expect(allowed, `no demo account may make ${call}`).toBeDefined()
      const ctx = ctxOf(allowed as DemoAccount)
      const answer = await send(route.method, policy, ctx, fx.tokens.get(ctx.role.email))
      expect(answer.status).toBe(statusOf(policy.ok, ctx))
      if (answer.status === 404)
        expect(answer.key, `${call} answers "no such route"`).not.toBe(ROUTE_NOT_FOUND)

      if (publicRoutes.has(key)) return
      // Refused: no token; and a demo account without a needed permission.
      expect((await send(route.method, policy, ctx, undefined)).status).toBe(401)
      const lacking = DEMO_ACCOUNTS.find((a) => !(policy.needs ?? []).every((p) => a.permissions.includes(p)))
      if (policy.needs && lacking) {
        const denied = ctxOf(lacking)
        const refusal = await send(route.method, policy, denied, fx.tokens.get(lacking.email))
        expect(refusal.status).toBe(statusOf(policy.denied, denied) ?? 403)
      }
    })
  }
})
