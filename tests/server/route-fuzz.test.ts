import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractKind, observeContracts } from '../../src/server/kernel/validate'
import { fuzzVocabulary } from './support/fuzz-vocabulary'
import { type OwnedRoute, routeTable } from './support/route-table'
import { createTestApp, type TestApp } from './support/test-app'
import {
  arbitraryOf,
  hostileJson,
  hostileString,
  objectKeys,
  oneHostile,
  setVocabulary,
  validOf,
} from './support/zod-arbitrary'

/**
 * Issue 17 §3: every route, driven by fast-check from the contract it reads (learned from
 * the route's own parseBody / parseParams / uploadedFile calls) and with hostile values
 * where it reads none, never answers 500, and every error it gives is the §8 shape with
 * translation keys that have a text in all five languages.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126)
setVocabulary(fuzzVocabulary())

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 40, projects: 4 } })
  token = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(async () => {
  observeContracts(undefined)
  const lines = [...counts].map(([route, n]) => {
    const byStatus = [...(statuses.get(route) ?? [])].sort(([a], [b]) => a - b)
    return `  ${String(n).padStart(4)}  ${route.padEnd(62)} ${byStatus.map(([s, k]) => `${s}×${k}`).join(' ')}`
  })
  process.stdout.write(`route fuzz: ${RUNS} cases per route, seed ${SEED}\n${lines.join('\n')}\n`)
  await t.close()
})

const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es']
const ROOT = join(__dirname, '../..')
const texts = LANGUAGES.map((language) => {
  const dir = join(ROOT, 'src/client/i18n/locales', language)
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))),
  ) as Record<string, string>
})
const translated = (key: unknown) => typeof key === 'string' && texts.every((m) => typeof m[key] === 'string')

interface Contract {
  body?: unknown
  params?: unknown
  query?: unknown
  upload?: boolean
}

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])
const key = (r: OwnedRoute) => `${r.method} ${r.path}`
const counts = new Map<string, number>()
/** Answers per route by status: what the fuzz reached (a 2xx went past every check). */
const statuses = new Map<string, Map<number, number>>()
const A_UUID = '00000000-0000-4000-8000-000000000001'

/** What each route reads, from one call with plausible parameters and an empty body. */
async function discover(routes: OwnedRoute[]): Promise<Map<string, Contract>> {
  const found = new Map<string, Contract>()
  for (const route of routes) {
    const contract: Contract = {}
    const names = paramNames(route.path)
    observeContracts((kind: ContractKind, schema, value) => {
      if (kind === 'upload') contract.upload = true
      else if (kind === 'body') contract.body ??= schema
      else {
        const keys = value && typeof value === 'object' ? Object.keys(value) : []
        const isPath = names.length > 0 && keys.length > 0 && keys.every((k) => names.includes(k))
        if (isPath) contract.params ??= schema
        else contract.query ??= schema
      }
    })
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
      /uuid|handle|attachmentId/i.test(name) ? A_UUID : '1',
    )
    const res = await t.request(path, {
      method: route.method,
      token,
      json: route.method === 'GET' ? undefined : {},
    })
    await res.arrayBuffer()
    found.set(key(route), contract)
  }
  observeContracts(undefined)
  return found
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'form'; name: string; bytes: Uint8Array; field: string }

interface Case {
  params: Record<string, string>
  query: Record<string, string>
  body: Body
}

const asText = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v))

/** Path values sent as they are, not percent-encoded: broken escapes a client can send. */
const RAW = 'raw:'
const rawValue = fc
  .constantFrom('%ff', '%E0%A4%A', '%00', '%2e%2e', '%ED%A0%80', '%', '%25%00')
  .map((v) => RAW + v)
const genericParam = fc.oneof(
  fc.constantFrom('1', '2', '3', A_UUID),
  rawValue,
  fc.uuid(),
  fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
  hostileString,
)

function paramArbitrary(route: OwnedRoute, contract: Contract): fc.Arbitrary<Record<string, string>> {
  const known = new Set(contract.params ? objectKeys(contract.params) : [])
  const shape =
    contract.params && known.size > 0
      ? ((contract.params as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {})
      : {}
  return fc.record(
    Object.fromEntries(
      paramNames(route.path).map((name) => [
        name,
        shape[name]
          ? fc.oneof(
              // Small ids name seeded rows, so the call goes past its lookup.
              { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
              { weight: 1, arbitrary: arbitraryOf(shape[name], false).map((v) => asText(v) ?? '') },
              { weight: 1, arbitrary: genericParam },
            )
          : fc.oneof(
              { weight: 1, arbitrary: fc.constantFrom('1', '2', A_UUID) },
              { weight: 2, arbitrary: genericParam },
            ),
      ]),
    ),
  )
}

function queryArbitrary(contract: Contract): fc.Arbitrary<Record<string, string>> {
  const generic = fc.dictionary(
    fc.constantFrom('q', 'offset', 'size', 'limit', 'legalEntityId', 'entityType', 'sort', 'id', 'x'),
    fc.oneof(hostileString, fc.integer().map(String), rawValue),
    { maxKeys: 3 },
  )
  if (!contract.query) return generic
  const asQuery = (value: unknown) => {
    const out: Record<string, string> = {}
    if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        const s = asText(v)
        if (s !== undefined) out[k] = s
      }
    return out
  }
  return fc.oneof(
    { weight: 2, arbitrary: validOf(contract.query).map(asQuery) },
    { weight: 2, arbitrary: oneHostile(contract.query).map(asQuery) },
    { weight: 1, arbitrary: arbitraryOf(contract.query).map(asQuery) },
    { weight: 1, arbitrary: generic },
  )
}

const MAGIC = [
  [],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0x50, 0x4b, 0x03, 0x04],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
]

function bodyArbitrary(route: OwnedRoute, contract: Contract): fc.Arbitrary<Body> {
  if (contract.upload)
    return fc
      .record({
        magic: fc.constantFrom(...MAGIC),
        rest: fc.oneof(
          fc.uint8Array({ maxLength: 600 }),
          fc.string().map((s) => new TextEncoder().encode(s)),
        ),
        name: fc.oneof(hostileString, fc.constantFrom('job.pdf', 'a/b\\c.docx', 'x\u0000.pdf', '')),
        field: fc.constantFrom('resource', 'resource', 'resource', 'file'),
      })
      .map(({ magic, rest, name, field }) => ({
        kind: 'form' as const,
        name,
        field,
        bytes: new Uint8Array([...magic, ...rest]),
      }))
  const raw = hostileString.map((text) => ({ kind: 'raw' as const, text }))
  const generic = hostileJson.map((value) => ({ kind: 'json' as const, value }))
  const json = (value: unknown) => ({ kind: 'json' as const, value })
  if (contract.body)
    return fc.oneof(
      { weight: 2, arbitrary: validOf(contract.body).map(json) },
      { weight: 4, arbitrary: oneHostile(contract.body).map(json) },
      { weight: 2, arbitrary: arbitraryOf(contract.body).map(json) },
      { weight: 1, arbitrary: generic },
      { weight: 1, arbitrary: raw },
    )
  if (route.method === 'GET') return fc.constant({ kind: 'none' as const })
  return fc.oneof(fc.constant({ kind: 'none' as const }), generic, raw)
}

/** Percent-encoding that also sends lone surrogates (as their 3-byte, invalid UTF-8 form); raw values as they are. */
function encodePathValue(value: string): string {
  if (value.startsWith(RAW)) return value.slice(RAW.length)
  let out = ''
  for (const ch of value) {
    const unit = ch.charCodeAt(0)
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    else out += encodeURIComponent(ch)
  }
  return out
}

async function send(route: OwnedRoute, c: Case): Promise<Response> {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodePathValue(c.params[name] ?? ''))
  const query = Object.entries(c.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodePathValue(v)}`)
    .join('&')
  const url = query ? `${path}?${query}` : path
  const init: RequestInit & { token?: string; json?: unknown } = { method: route.method, token }
  if (c.body.kind === 'json') init.json = c.body.value === undefined ? null : c.body.value
  if (c.body.kind === 'raw') {
    init.body = c.body.text
    init.headers = { 'content-type': 'application/json' }
  }
  if (c.body.kind === 'form') {
    const form = new FormData()
    form.set(c.body.field, new Blob([c.body.bytes as Uint8Array<ArrayBuffer>]), c.body.name)
    init.body = form
  }
  return t.request(url, init)
}

/** Why an answer breaks the rules, or null when it keeps them. */
async function problemOf(res: Response): Promise<string | null> {
  if (res.status >= 500) return `answered ${res.status}: ${await res.text()}`
  if (res.status < 400) {
    await res.arrayBuffer()
    return null
  }
  const text = await res.text()
  let body: { error?: unknown; messages?: unknown; fields?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    return `${res.status} without a JSON error body: ${text.slice(0, 200)}`
  }
  if (typeof body.error !== 'string' || !Array.isArray(body.messages))
    return `${res.status} not in the error shape: ${text.slice(0, 200)}`
  const keys = [body.error, ...body.messages]
  if (body.fields !== undefined) {
    if (typeof body.fields !== 'object' || body.fields === null) return `fields is not an object: ${text}`
    for (const list of Object.values(body.fields)) {
      if (!Array.isArray(list)) return `a field's messages are not a list: ${text}`
      keys.push(...list)
    }
  }
  const untranslated = keys.filter((k) => !translated(k))
  return untranslated.length > 0 ? `${res.status} with untranslated ${JSON.stringify(untranslated)}` : null
}

describe('route fuzz', () => {
  const routes = routeTable()
  let contracts: Map<string, Contract>

  it('learns the contracts of the routes', async () => {
    contracts = await discover(routes)
    const withContract = [...contracts.values()].filter((c) => c.body || c.params || c.query || c.upload)
    // Most routes read a contract; the rest are fuzzed with hostile values alone.
    expect(withContract.length).toBeGreaterThan(routes.length * 0.6)
  })

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const contract = contracts.get(key(route)) ?? {}
      // Every case runs (no stop at the first bad answer), so the count of bad answers is whole.
      const problems: string[] = []
      const property = fc.asyncProperty(
        fc.record({
          params: paramArbitrary(route, contract),
          query: queryArbitrary(contract),
          body: bodyArbitrary(route, contract),
        }),
        async (c) => {
          counts.set(key(route), (counts.get(key(route)) ?? 0) + 1)
          const res = await send(route, c)
          const seen = statuses.get(key(route)) ?? new Map<number, number>()
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
          statuses.set(key(route), seen)
          const problem = await problemOf(res)
          if (problem) problems.push(`${problem}\n    case: ${fc.stringify(c).slice(0, 600)}`)
        },
      )
      await fc.assert(property, { numRuns: RUNS, seed: SEED })
      expect(problems, `${route.method} ${route.path}`).toEqual([])
      expect(counts.get(key(route))).toBe(RUNS)
    })
  }
})
