import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ReferenceProvidersProcess,
  startReferenceProviders,
} from '../../src/reference/talent-providers/process'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { ExternalSearchPage } from '../../src/shared/contracts/external-search'
import { createTestApp, type TestApp } from './support/test-app'

/*
 * Per-client provider accounts (issue 23): a deployment without any provider of its own; the
 * client's admin sets the reference Textkernel's URL and key in the settings, and the client's
 * searches go there with that key. A wrong key is refused when it is set, and the key is never
 * sent back.
 */

let ref: ReferenceProvidersProcess
let t: TestApp
let anna: string
let max: string
let gina: string
const ginaToken = () => gina

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(`/api${path}`, { method, token, json })
const credentials = '/search/freelancer/external/credentials'

beforeAll(async () => {
  ref = await startReferenceProviders({ people: 2_000 })
  t = await createTestApp({ seed: { talents: 40, projects: 2 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
}, 120_000)

afterAll(async () => {
  await t?.close()
  await ref?.stop()
})

describe("a client's own provider accounts", () => {
  it('starts with no provider reachable, and none to search', async () => {
    const res = await call('GET', credentials)
    expect(res.status).toBe(200)
    expect((await res.json()).providers).toEqual([
      { provider: 'monster', source: 'none', url: null, keyEnding: null, updatedAt: null },
      { provider: 'textkernel', source: 'none', url: null, keyEnding: null, updatedAt: null },
    ])
    expect(await (await call('GET', '/search/freelancer/external/providers')).json()).toEqual({
      providers: [],
    })
  })

  it('refuses a wrong key with a clear error and keeps nothing', async () => {
    const res = await call('PUT', `${credentials}/textkernel`, {
      url: `${ref.url}/textkernel`,
      key: 'not-the-key',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('msp.v2.external.credentials.rejected')
    const unreachable = await call('PUT', `${credentials}/monster`, {
      url: 'http://127.0.0.1:9/monster',
      key: ref.monsterKey,
    })
    expect(unreachable.status).toBe(400)
    expect((await unreachable.json()).error).toBe('msp.v2.external.credentials.unreachable')
    const bad = await call('PUT', `${credentials}/monster`, { url: 'ftp://x', key: '' })
    expect(bad.status).toBe(400)
    const list = (await (await call('GET', credentials)).json()).providers
    expect(list.every((p: { source: string }) => p.source === 'none')).toBe(true)
  })

  it("searches with the client's key once set, and never sends the key back", async () => {
    const res = await call('PUT', `${credentials}/textkernel`, {
      url: `${ref.url}/textkernel`,
      key: ref.textkernelKey,
    })
    expect(res.status).toBe(200)
    const saved = await res.json()
    expect(saved).toMatchObject({
      provider: 'textkernel',
      source: 'client',
      url: `${ref.url}/textkernel`,
      keyEnding: ref.textkernelKey.slice(-4),
    })
    // At rest the key is sealed: a database dump does not give it away.
    const stored = rowsOf<{ api_key: string }>(
      await t.database.db.execute(
        sql`SELECT api_key FROM client_talent_providers WHERE provider = 'textkernel'`,
      ),
    )
    expect(stored).toHaveLength(1)
    expect(stored[0].api_key).toMatch(/^v1\./)
    expect(stored[0].api_key).not.toContain(ref.textkernelKey)
    const listed = await (await call('GET', credentials)).text()
    expect(listed).not.toContain(ref.textkernelKey)
    expect(JSON.stringify(saved)).not.toContain(ref.textkernelKey)

    expect(await (await call('GET', '/search/freelancer/external/providers')).json()).toEqual({
      providers: ['textkernel'],
    })
    const before = (await ref.stats()).counters
    const search = await call('POST', '/search/freelancer/external/resume', {
      provider: 'textkernel',
      query: 'java developer',
      size: 10,
    })
    expect(search.status).toBe(200)
    const page = (await search.json()) as ExternalSearchPage
    expect(page.results).toHaveLength(10)
    expect(JSON.stringify((await ref.stats()).counters)).not.toBe(JSON.stringify(before))
    // The recruiter of the same client searches with it too; another client does not.
    expect(await (await call('GET', '/search/freelancer/external/providers', undefined, max)).json()).toEqual(
      {
        providers: ['textkernel'],
      },
    )
    expect(
      await (await call('GET', '/search/freelancer/external/providers', undefined, gina)).json(),
    ).toEqual({
      providers: [],
    })
  })

  it('only an administrator sees or sets the accounts; removing one goes back to the deployment', async () => {
    expect((await call('GET', credentials, undefined, max)).status).toBe(403)
    expect(
      (await call('PUT', `${credentials}/monster`, { url: `${ref.url}/monster`, key: ref.monsterKey }, max))
        .status,
    ).toBe(403)
    const removed = await call('DELETE', `${credentials}/textkernel`)
    expect(removed.status).toBe(200)
    expect((await removed.json()).source).toBe('none')
    expect(await (await call('GET', '/search/freelancer/external/providers')).json()).toEqual({
      providers: [],
    })
  })

  it('seals a key stored before keys were sealed, the first time it is read', async () => {
    const gina = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`SELECT id FROM clients WHERE code = 'globex'`),
    )[0]
    await t.database.db.execute(sql`
      INSERT INTO client_talent_providers (client_id, provider, url, api_key)
      VALUES (${gina.id}, 'monster', ${`${ref.url}/monster`}, ${ref.monsterKey})`)
    const listed = await call('GET', credentials, undefined, ginaToken())
    expect(
      (await listed.json()).providers.find((v: { provider: string }) => v.provider === 'monster'),
    ).toMatchObject({
      source: 'client',
      keyEnding: ref.monsterKey.slice(-4),
    })
    const [stored] = rowsOf<{ api_key: string }>(
      await t.database.db.execute(
        sql`SELECT api_key FROM client_talent_providers WHERE client_id = ${gina.id} AND provider = 'monster'`,
      ),
    )
    expect(stored.api_key).toMatch(/^v1\./)
  })
})
