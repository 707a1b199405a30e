import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { BROAD_TAG_ASSIGNMENTS, tagAssignments } from '../../src/server/services/talent-search-filters'
import type { TalentFilter, TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

/**
 * A tag filter given to many talents is searched by walking the sort's index with a hashed set
 * of the tagged talents; a narrow one by a join. Both must list the same talents, in the same
 * order, with the same total, as the tags say.
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
    expect(await tagAssignments(t.database.db, clientId, tag('LIKE', 'bulk wave'))).toBe(
      BROAD_TAG_ASSIGNMENTS,
    )
    expect(await tagAssignments(t.database.db, clientId, tag('EQ', 'Bulk wave 03'))).toBeLessThan(
      BROAD_TAG_ASSIGNMENTS,
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
