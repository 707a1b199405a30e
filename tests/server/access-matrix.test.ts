import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/server/seed/demo-accounts'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { AccessFixtures } from './support/access-fixtures'
import { ACCESS_POLICY, type Case, type Ctx, type RoutePolicy } from './support/access-policy'
import { routeTable } from './support/route-table'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The authorization matrix (issue 17 §1): every route of the mounted app × each demo account ×
 * its own client's thing / another client's / another legal entity's of its client / no token,
 * from ONE policy table (support/access-policy.ts). Each call's status is the policy's; no answer
 * carries personal data of a talent the data-protection rule hides from the account, nor the
 * title of a project outside its legal entities; where the rule shows personal data, it is there.
 */

let t: TestApp
let fx: AccessFixtures
const counts = { calls: 0, notApplicable: 0 }

beforeAll(async () => {
  // No task runner: the matrix's background tasks must stay as made. Erasures are not compacted
  // meanwhile (VACUUM FULL of the talent tables after each one would be most of the run).
  t = await createTestApp({ startTaskRunner: false, env: { ERASURE_COMPACTION_IDLE_MS: '3600000' } })
  fx = await AccessFixtures.create(t)
  for (const account of DEMO_ACCOUNTS)
    fx.tokens.set(account.email, (await t.login(account.email)).access_token)
}, 60_000)
afterAll(async () => {
  console.info(
    `access matrix: ${routeTable().length} routes × ${DEMO_ACCOUNTS.length} roles × 4 cases: ${counts.calls} calls, ${counts.notApplicable} not applicable (the route names nothing of another client or legal entity)`,
  )
  await t?.close()
})

const CASES: Case[] = ['own', 'otherClient', 'otherLegalEntity']
const statusOf = (s: RoutePolicy['ok'] | undefined, ctx: Ctx) => (typeof s === 'function' ? s(ctx) : s)

/** What the policy says a call answers (undefined: the case does not apply to the route). */
function expected(policy: RoutePolicy, ctx: Ctx): number | undefined {
  if (ctx.case !== 'own' && ['public', 'self', 'client'].includes(policy.scope)) return undefined
  if (policy.needs && !policy.needs.every((p) => ctx.has(p))) return statusOf(policy.denied, ctx) ?? 403
  if (ctx.case === 'own') return statusOf(policy.ok, ctx)
  if (policy.other !== undefined) return statusOf(policy.other, ctx)
  if (policy.scope === 'talent' && ctx.case === 'otherLegalEntity') return statusOf(policy.ok, ctx)
  return 404
}

function contextOf(role: DemoAccount, which: Case): Ctx {
  const targets = fx.targetsOf(role)
  return {
    role,
    userId: fx.userIds.get(role.email) as number,
    case: which,
    target: fx.get(targets[which]),
    fx,
    has: (permission) => role.permissions.includes(permission),
  }
}

/** Strings an answer to `role` must not contain: hidden personal data, titles outside its legal entities. */
function forbiddenFor(role: DemoAccount): string[] {
  const mine = new Set<string>(role.legalEntities)
  return [
    ...fx.talents
      .filter((x) => !mine.has(x.key))
      .flatMap((x) => [x.data.email, x.data.phone, x.data.line1, x.data.zipCode]),
    ...fx.titles.filter((x) => !mine.has(x.key)).map((x) => x.title),
  ]
}

async function send(method: string, policy: RoutePolicy, ctx: Ctx, token: string | undefined) {
  const call = await policy.call(ctx)
  const res = await t.request(call.path, { method, token, json: call.json, body: call.body })
  // latin1: JSON and the PDFs' text alike, as bytes (every checked string is ASCII).
  const text = Buffer.from(await res.arrayBuffer()).toString('latin1')
  counts.calls++
  return { status: res.status, text }
}

/** Lists answer per row: another client's or legal entity's rows are unknown, none done. */
function listFailures(text: string): string[] {
  let body: { succeededIds?: number[]; failures?: { reason: string }[] }
  try {
    body = JSON.parse(text)
  } catch {
    return []
  }
  const out: string[] = []
  if (body.succeededIds && body.succeededIds.length > 0) out.push(`succeeded ${body.succeededIds}`)
  for (const f of body.failures ?? [])
    if (f.reason !== PIPELINE_REASONS.unknown) out.push(`row reason ${f.reason} (not unknown)`)
  return out
}

describe('authorization matrix', () => {
  const routes = routeTable()

  it('has exactly one policy per route of the app', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`)
    expect(keys.filter((k) => !ACCESS_POLICY[k])).toEqual([])
    expect(Object.keys(ACCESS_POLICY).filter((k) => !keys.includes(k))).toEqual([])
  })

  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    it(key, async () => {
      const policy = ACCESS_POLICY[key]
      if (!policy) throw new Error(`no access policy for ${key}`)
      const problems: string[] = []
      for (const role of DEMO_ACCOUNTS) {
        const forbidden = forbiddenFor(role)
        for (const which of CASES) {
          const ctx = contextOf(role, which)
          const want = expected(policy, ctx)
          if (want === undefined) {
            counts.notApplicable++
            continue
          }
          const { status, text } = await send(route.method, policy, ctx, fx.tokens.get(role.email))
          const where = `${role.email} ${which}`
          if (status !== want) problems.push(`${where}: ${status} (policy: ${want}) ${text.slice(0, 160)}`)
          for (const s of forbidden) if (text.includes(s)) problems.push(`${where}: answer contains "${s}"`)
          // Another legal entity's talent is the caller's client's: acting on it may succeed.
          const foreignRows =
            which === 'otherClient' || (which === 'otherLegalEntity' && policy.scope !== 'talent')
          if (foreignRows && status === 200)
            for (const f of listFailures(text)) problems.push(`${where}: ${f}`)
          if (
            which === 'own' &&
            policy.showsPersonalData &&
            status === 200 &&
            !text.includes(ctx.target.talent.email)
          )
            problems.push(`${where}: the talent's own email is missing where the rule shows it`)
        }
      }
      // No token: 401, but for public routes, which answer as with one.
      const ctx = contextOf(DEMO_ACCOUNTS[0], 'own')
      const { status } = await send(route.method, policy, ctx, undefined)
      const want = policy.scope === 'public' ? statusOf(policy.ok, ctx) : 401
      if (status !== want) problems.push(`no token: ${status} (policy: ${want})`)
      expect(problems).toEqual([])
    })
  }
})
