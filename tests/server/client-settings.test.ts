import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, legalEntities } from '../../src/server/db/schema/all'
import type { AuthUser } from '../../src/server/deps'
import { clientSettings } from '../../src/server/modules/client'
import { createTestApp, type TestApp } from './support/test-app'

/** The one reader of client and legal-entity flags (issue 18): typed, defaulted, read once per request. */
let t: TestApp
let acme: AuthUser
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 10, projects: 2 } })
  const [client] = await t.deps.db.select().from(clients).where(eq(clients.code, 'acme'))
  const les = await t.deps.db.select().from(legalEntities).where(eq(legalEntities.clientId, client.id))
  acme = { id: 1, clientId: client.id, permissions: [], legalEntityIds: les.map((le) => le.id) }
})
afterAll(() => t.close())

describe('client settings', () => {
  it('reads the flags with the schema defaults for keys the stored document lacks', async () => {
    await t.deps.db.execute(
      sql`UPDATE clients SET config = config - 'manualHire' WHERE id = ${acme.clientId}`,
    )
    const settings = await clientSettings(t.deps.db, { ...acme })
    expect(settings.client.manualHire).toBe(false)
    expect(settings.legalEntities.size).toBe(acme.legalEntityIds.length)
    for (const id of acme.legalEntityIds)
      expect(settings.legalEntity(id).vmsType).toMatch(/^(none|generic|fieldglass|beeline)$/)
  })

  it('reads once per request and anew for the next one', async () => {
    const request = { ...acme }
    const first = await clientSettings(t.deps.db, request)
    await t.deps.db.execute(
      sql`UPDATE clients SET config = jsonb_set(config, '{manualHire}', 'true') WHERE id = ${acme.clientId}`,
    )
    expect(await clientSettings(t.deps.db, request)).toBe(first)
    expect((await clientSettings(t.deps.db, { ...acme })).client.manualHire).toBe(true)
  })

  it("answers another client's legal entity as not found (§8)", async () => {
    const settings = await clientSettings(t.deps.db, { ...acme })
    expect(() => settings.legalEntity(999_999)).toThrow('msp.v2.error.legal.entity.not.found')
  })
})
