import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import {
  BROAD_MEMBERS,
  broadFilters,
  filterMembers,
  VERY_BROAD_MEMBERS,
} from '../../src/server/modules/search/talent-search-members'
import type { TalentFilter, TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

/**
 * A tag or exact skill filter that many talents meet is searched by walking the sort's index with
 * a hashed set of its talents; a narrow one by a join. Both must list the same talents, in the
 * same order, with the same total, as the tags and skills say.
 */

let t: TestApp
let anna: string
let clientId: number

const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))
/** Thirty tags, each given to every Acme talent but every thirtieth: thousands of assignments. */
const BULK = Array.from({ length: 30 }, (_, i) => `Bulk wave ${String(i + 1).padStart(2, '0')}`)

beforeAll(async () => {
  ;({ t, anna } = await talentTestApp())
  ;[{ id: clientId }] = await query<{ id: number }>(sql`SELECT id FROM clients WHERE code = 'acme'`)
  for (const [i, value] of BULK.entries()) {
    await t.database.db.execute(sql`
      WITH g AS (INSERT INTO tags (client_id, value) VALUES (${clientId}, ${value}) RETURNING id)
      INSERT INTO talent_tags (talent_id, tag_id) SELECT t.id, g.id FROM talents t, g
      WHERE t.client_id = ${clientId} AND t.id % 30 <> ${i}`)
  }
})
afterAll(() => t.close())

async function search(body: TalentSearchRequest) {
  const res = await t.request('/api/search/freelancer/query', { method: 'POST', token: anna, json: body })
  expect(res.status).toBe(200)
  const json = await res.json()
  return { ids: (json.results as TalentRow[]).map((r) => r.id), total: json.totalResults as number }
}

/** The listed talents with any tag whose value contains `part`, newest first (what the search must answer). */
const expected = (part: string, sort = sql`t.updated_at DESC, t.id DESC`) =>
  query<{ id: number }>(sql`
    SELECT t.id FROM talents t WHERE t.client_id = ${clientId} AND t.state NOT IN ('DELETED', 'DEACTIVATED')
      AND EXISTS (SELECT 1 FROM talent_tags tt JOIN tags g ON g.id = tt.tag_id
        WHERE tt.talent_id = t.id AND g.client_id = ${clientId} AND g.value ILIKE ${`%${part}%`})
    ORDER BY ${sort}`).then((rows) => rows.map((r) => Number(r.id)))

const tag = (operator: TalentFilter['operator'], value: string): TalentFilter => ({
  field: 'tag',
  operator,
  value,
})

describe('a tag filter given to many talents', () => {
  it('is broad enough to be walked, while one of the tags alone is not', async () => {
    const bulk = tag('LIKE', 'bulk wave')
    expect(await filterMembers(t.database.db, clientId, bulk)).toBeGreaterThanOrEqual(BROAD_MEMBERS)
    expect((await broadFilters(t.database.db, clientId, [bulk])).get(bulk)).toBe('hashed')
    expect(await filterMembers(t.database.db, clientId, tag('EQ', 'Bulk wave 03'))).toBeLessThan(
      BROAD_MEMBERS,
    )
  })

  it('lists the tagged talents newest first with their total, page after page, as the narrow tag does', async () => {
    const all = await expected('bulk wave')
    expect(all.length).toBeGreaterThan(60)
    const first = await search({ filters: [tag('LIKE', 'bulk wave')], size: 50 })
    expect(first).toEqual({ ids: all.slice(0, 50), total: all.length })
    const third = await search({ filters: [tag('LIKE', 'bulk wave')], size: 20, offset: 40 })
    expect(third.ids).toEqual(all.slice(40, 60))

    const one = await expected('bulk wave 03')
    expect(one.length).toBeLessThan(all.length)
    expect(await search({ filters: [tag('EQ', 'bulk wave 03')], size: 50 })).toEqual({
      ids: one.slice(0, 50),
      total: one.length,
    })
  })

  it('combines with another filter and another sort', async () => {
    const byName = await expected('bulk', sql`lower(t.last_name), lower(t.first_name), t.id`)
    const res = await search({ filters: [tag('LIKE', 'bulk')], sort: 'name', size: 30 })
    expect(res).toEqual({ ids: byName.slice(0, 30), total: byName.length })

    const withoutThree = new Set(await expected('bulk wave 03'))
    const both = await search({ filters: [tag('LIKE', 'bulk'), tag('NEQ', 'Bulk wave 03')], size: 200 })
    const want = (await expected('bulk')).filter((id) => !withoutThree.has(id))
    expect(both).toEqual({ ids: want.slice(0, 200), total: want.length })
  })
})

describe('an exact skill filter many talents meet', () => {
  const skill = (operator: TalentFilter['operator'], value: string): TalentFilter => ({
    field: 'skill',
    operator,
    value,
  })
  /** Listed talents of a client with the skill (any case), newest first. */
  const having = (client: number, name: string, sort = sql`t.updated_at DESC, t.id DESC`) =>
    query<{ id: number }>(sql`
      SELECT t.id FROM talents t WHERE t.client_id = ${client} AND t.state NOT IN ('DELETED', 'DEACTIVATED')
        AND EXISTS (SELECT 1 FROM talent_skills s WHERE s.talent_id = t.id AND lower(s.name) = lower(${name}))
      ORDER BY ${sort}`).then((rows) => rows.map((r) => Number(r.id)))
  let globex: number

  beforeAll(async () => {
    ;[{ id: globex }] = await query<{ id: number }>(sql`SELECT id FROM clients WHERE code = 'globex'`)
    // 2,100 more Acme talents with "Cobol" (every seventh deactivated), updated over the last
    // days, and a few Globex talents with it, newer than all of them (another client's).
    await t.database.db.execute(sql`
      INSERT INTO talents (client_id, state, first_name, last_name, updated_at)
      SELECT ${clientId}, CASE WHEN i % 7 = 0 THEN 'DEACTIVATED' ELSE 'ACTIVE' END, 'Cobol', 'Coder ' || i,
        now() - i * interval '1 minute'
      FROM generate_series(1, 2100) i`)
    await t.database.db.execute(sql`
      INSERT INTO talent_skills (talent_id, kind, name, client_id)
      SELECT id, 'skill', CASE WHEN id % 2 = 0 THEN 'COBOL' ELSE 'Cobol' END, client_id FROM talents
      WHERE client_id = ${clientId} AND first_name = 'Cobol'
      UNION ALL
      SELECT id, 'skill', 'Cobol', client_id FROM talents WHERE client_id = ${globex} AND state = 'ACTIVE' AND id % 3 = 0`)
    await t.database.db.execute(
      sql`UPDATE talents SET updated_at = now() + interval '1 day' WHERE client_id = ${globex}`,
    )
  })

  it('is broad for the client that has it so, narrow for one that does not', async () => {
    const cobol = skill('EQ', 'cobol')
    expect(await filterMembers(t.database.db, clientId, cobol)).toBe(2_100)
    expect((await broadFilters(t.database.db, clientId, [cobol])).get(cobol)).toBe('hashed')
    expect(await filterMembers(t.database.db, globex, skill('EQ', 'cobol'))).toBeLessThan(BROAD_MEMBERS)
    expect(await filterMembers(t.database.db, clientId, skill('NEQ', 'cobol'))).toBe(0)
  })

  it('lists its talents newest first, page after page, with the capped total', async () => {
    const all = await having(clientId, 'cobol')
    expect(all.length).toBeGreaterThan(1_700)
    const first = await search({ filters: [skill('EQ', 'cobol')], size: 50 })
    expect(first).toEqual({ ids: all.slice(0, 50), total: 500 })
    const third = await search({ filters: [skill('EQ', 'COBOL')], size: 100, offset: 200 })
    expect(third.ids).toEqual(all.slice(200, 300))
  })

  it('combines with the name sort and with a skill the talent lacks', async () => {
    const byName = await having(clientId, 'cobol', sql`lower(t.last_name), lower(t.first_name), t.id`)
    const res = await search({ filters: [skill('EQ', 'Cobol')], sort: 'name', size: 30, offset: 30 })
    expect(res.ids).toEqual(byName.slice(30, 60))

    const python = new Set(await having(clientId, 'python'))
    const withoutPython = await search({ filters: [skill('EQ', 'cobol'), skill('NEQ', 'python')], size: 200 })
    const want = (await having(clientId, 'cobol')).filter((id) => !python.has(id))
    expect(withoutPython.ids).toEqual(want.slice(0, 200))
  })
})

describe('a tag filter with tens of thousands of assignments', () => {
  const MASS = Array.from({ length: 10 }, (_, i) => `Mass ${i}`)
  const mass = (operator: TalentFilter['operator'], value: string): TalentFilter => ({
    field: 'tag',
    operator,
    value,
  })

  beforeAll(async () => {
    // Ten tags on every Acme talent of the seed and the 2,100 Cobol coders: over 20,000 assignments.
    for (const value of MASS)
      await t.database.db.execute(sql`
        WITH g AS (INSERT INTO tags (client_id, value) VALUES (${clientId}, ${value}) RETURNING id)
        INSERT INTO talent_tags (talent_id, tag_id) SELECT t.id, g.id FROM talents t, g WHERE t.client_id = ${clientId}`)
  })

  it('is walked looking each talent up, and lists what the tags say', async () => {
    const filter = mass('LIKE', 'mass')
    expect(await filterMembers(t.database.db, clientId, filter)).toBe(VERY_BROAD_MEMBERS)
    expect((await broadFilters(t.database.db, clientId, [filter])).get(filter)).toBe('probed')

    const all = await expected('mass')
    expect(all.length).toBeGreaterThan(1_700)
    expect(await search({ filters: [filter], size: 50 })).toEqual({ ids: all.slice(0, 50), total: 500 })
    const third = await search({ filters: [mass('EQ', 'Mass 3')], size: 100, offset: 200 })
    expect(third.ids).toEqual(all.slice(200, 300))
    const named = await search({ filters: [filter, tag('EQ', 'Bulk wave 03')], sort: 'name', size: 40 })
    const byName = await expected('bulk wave 03', sql`lower(t.last_name), lower(t.first_name), t.id`)
    expect(named).toEqual({ ids: byName.slice(0, 40), total: byName.length })
  })
})
