import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talents } from '../../src/server/db/schema/all'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentBulkResponse, TalentRow } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let tom: string
let gina: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 80, projects: 10 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

const bulk = async (json: unknown, token = anna) => {
  const res = await t.request('/api/search/freelancer/bulk', { method: 'POST', json, token })
  return { status: res.status, body: (await res.json()) as TalentBulkResponse & { error?: string } }
}
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))
const outcomes = (body: TalentBulkResponse) =>
  Object.fromEntries(body.results.map((r) => [r.talentId, r.outcome]))

async function activeProject(): Promise<number> {
  const [p] = await query<{ id: number }>(
    sql`SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id WHERE p.client_id = 1 AND p.status = 'ACTIVE' AND NOT p.is_template ORDER BY p.id LIMIT 1`,
  )
  return p.id
}
async function someTalents(n: number): Promise<TalentRow[]> {
  const res = await t.request('/api/search/freelancer/query', {
    method: 'POST',
    json: { size: 60 },
    token: anna,
  })
  const rows = ((await res.json()) as { results: TalentRow[] }).results
  return rows.slice(-n)
}

describe('talents across panes', () => {
  it('invites selected talents into the project and reports each one', async () => {
    const projectId = await activeProject()
    const [a, b, c] = await someTalents(3)
    await t.database.db.update(talents).set({ state: 'DEACTIVATED' }).where(eq(talents.id, c.id))
    const first = await bulk({ action: 'invite', projectId, talentIds: [a.id, b.id, c.id, 99999999] })
    expect(first.status).toBe(200)
    const once = outcomes(first.body)
    expect(once[c.id]).toBe('deactivated')
    expect(once[99999999]).toBe('notFound')
    for (const id of [a.id, b.id]) expect(['invited', 'alreadyInPipeline']).toContain(once[id])
    const again = outcomes((await bulk({ action: 'invite', projectId, talentIds: [a.id, b.id] })).body)
    expect(again).toEqual({ [a.id]: 'alreadyInPipeline', [b.id]: 'alreadyInPipeline' })
    await t.database.db.update(talents).set({ state: 'ACTIVE' }).where(eq(talents.id, c.id))
  })

  it('applies only talents who consented, and adds to a pool once', async () => {
    const projectId = await activeProject()
    const [withConsent] = await query<{ id: number }>(
      sql`SELECT t.id FROM talents t WHERE t.client_id = 1 AND t.state = 'ACTIVE' AND t.consent_to > now()
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.talent_id = t.id AND a.project_id = ${projectId}) LIMIT 1`,
    )
    const [without] = await query<{ id: number }>(
      sql`SELECT id FROM talents WHERE client_id = 1 AND state = 'ACTIVE' AND consent_to IS NULL LIMIT 1`,
    )
    const applied = outcomes(
      (await bulk({ action: 'apply', projectId, talentIds: [withConsent.id, without.id] })).body,
    )
    expect(applied).toEqual({ [withConsent.id]: 'applied', [without.id]: 'noConsent' })
    const [pool] = await query<{ id: number }>(
      sql`SELECT id FROM pools WHERE client_id = 1 ORDER BY id LIMIT 1`,
    )
    const [x] = await query<{ id: number }>(
      sql`SELECT id FROM talents t WHERE client_id = 1 AND state = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM pool_memberships pm WHERE pm.talent_id = t.id AND pm.pool_id = ${pool.id}) LIMIT 1`,
    )
    expect(outcomes((await bulk({ action: 'pool', poolId: pool.id, talentIds: [x.id] })).body)).toEqual({
      [x.id]: 'added',
    })
    expect(outcomes((await bulk({ action: 'pool', poolId: pool.id, talentIds: [x.id] })).body)).toEqual({
      [x.id]: 'alreadyInPool',
    })
  })

  it('refuses bad input, missing permission, another client’s talents and clients without consent', async () => {
    const projectId = await activeProject()
    const [a] = await someTalents(1)
    expect((await bulk({ action: 'invite', talentIds: [a.id] })).status).toBe(400)
    expect((await bulk({ action: 'wave', projectId, talentIds: [a.id] })).status).toBe(400)
    expect((await bulk({ action: 'invite', projectId, talentIds: [] })).status).toBe(400)
    expect((await bulk({ action: 'invite', projectId, talentIds: [a.id] }, tom)).status).toBe(403)
    const foreign = await bulk({ action: 'pool', poolId: 1, talentIds: [a.id] }, gina)
    expect(foreign.status).toBe(404)
    const [globexProject] = await query<{ id: number }>(
      sql`SELECT id FROM projects WHERE client_id = 2 AND status = 'ACTIVE' AND NOT is_template LIMIT 1`,
    )
    if (globexProject) {
      const noConsentClient = await bulk(
        { action: 'apply', projectId: globexProject.id, talentIds: [a.id] },
        gina,
      )
      expect(noConsentClient.status).toBe(403)
      expect(noConsentClient.body.error).toBe('msp.v2.talent.search.bulk.error.consent.disabled')
    }
    const otherClient = await bulk({ action: 'invite', projectId, talentIds: [a.id] }, gina)
    expect(otherClient.status).toBe(404)
  })
})
