import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { containsPattern, rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The location, city and country filters test talents.location_text, current and home city and
 * country lower-cased on write (generated; 0009). They must find exactly the talents the ILIKE
 * over the four columns found, whatever the case of the row or of the text, and follow edits.
 */

let t: TestApp
let anna: string
let talentId: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 300, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  const [row] = await query<{ id: number }>(sql`
    SELECT id FROM talents WHERE client_id = 1 AND state = 'ACTIVE' ORDER BY id LIMIT 1`)
  talentId = Number(row.id)
  // Cased and non-ASCII places, LIKE's wildcards and a backslash in the text.
  await query(sql`UPDATE talents SET current_city = 'ÖSTERSUND 100%_Nord', home_city = 'İzmir \\ Süd',
    current_country = 'SE', home_country_code = 'Tr' WHERE id = ${talentId}`)
})
afterAll(() => t.close())

async function query<T>(q: SQL) {
  return rowsOf<T>(await t.database.db.execute(q))
}

type Op = 'EQ' | 'NEQ' | 'LIKE'
async function found(field: string, operator: Op, value: string, body: TalentSearchRequest = {}) {
  const res = await t.request('/api/search/freelancer/query', {
    method: 'POST',
    token: anna,
    json: { size: 100, ...body, filters: [{ field, operator, value }] },
  })
  expect(res.status, `${field} ${operator} ${value}`).toBe(200)
  return ((await res.json()).results as TalentRow[]).map((r) => r.id)
}

/** What the filters answered before 0009: ILIKE over the four columns, then the exact columns. */
function reference(field: string, operator: Op, value: string): SQL {
  const text = sql`(coalesce(t.current_city, '') || ' ' || coalesce(t.home_city, '') || ' ' || coalesce(t.current_country, '') || ' ' || coalesce(t.home_country_code, '')) ILIKE ${containsPattern(value)}`
  const columns =
    field === 'city'
      ? [sql`t.current_city`, sql`t.home_city`]
      : field === 'country'
        ? [sql`t.current_country`, sql`t.home_country_code`]
        : [sql`t.current_city`, sql`t.home_city`, sql`t.current_country`, sql`t.home_country_code`]
  const each = columns.map((c) =>
    operator === 'LIKE' && field !== 'location'
      ? sql`${c} ILIKE ${containsPattern(value)}`
      : sql`lower(${c}) = lower(${value})`,
  )
  const exact = sql`(${sql.join(each, sql` OR `)})`
  const match = operator === 'LIKE' && field === 'location' ? text : sql`(${text} AND ${exact})`
  return operator === 'NEQ' ? sql`NOT coalesce(${match}, false)` : match
}
async function byReference(field: string, operator: Op, value: string): Promise<number[]> {
  const ids = await query<{ id: number }>(sql`
    SELECT t.id FROM talents t WHERE t.client_id = 1 AND t.state NOT IN ('DELETED', 'DEACTIVATED')
      AND ${reference(field, operator, value)}
    ORDER BY t.updated_at DESC, t.id DESC LIMIT 100`)
  return ids.map((r) => Number(r.id))
}

describe('talent search by location', () => {
  it('finds what ILIKE over current and home city and country finds, whatever the case', async () => {
    const [{ city }] = await query<{ city: string }>(sql`
      SELECT current_city AS city FROM talents WHERE client_id = 1 AND id <> ${talentId}
        AND current_city IS NOT NULL ORDER BY id LIMIT 1`)
    const values = ['nl', 'NL', 'de', 'Ber', 'MÜNCHEN', 'münchen', city, city.toUpperCase(), 'östersund']
    values.push(
      'ÖSTERSUND 100%_NORD',
      '100%_',
      '%',
      '_',
      'izmir',
      'İzmir',
      '\\ süd',
      'se tr',
      'nowhere-at-all',
    )
    for (const field of ['location', 'city', 'country'])
      for (const operator of ['LIKE', 'EQ', 'NEQ'] as const)
        for (const value of values)
          expect(await found(field, operator, value), `${field} ${operator} ${value}`).toEqual(
            await byReference(field, operator, value),
          )
    expect(await found('location', 'LIKE', 'östersund 100%_n')).toEqual([talentId])
    expect(await found('city', 'EQ', 'izmir \\ SÜD')).toEqual([talentId])
    expect(await found('country', 'EQ', 'tr')).toContain(talentId)
  })

  it('follows an edited location, also on the other sorts', async () => {
    await query(sql`UPDATE talents SET current_city = 'Quasarstadt', home_city = NULL WHERE id = ${talentId}`)
    expect(await found('location', 'LIKE', 'QUASARSTADT')).toEqual([talentId])
    expect(await found('location', 'LIKE', 'İzmir')).not.toContain(talentId)
    expect(await found('city', 'EQ', 'quasarstadt', { sort: 'name' })).toEqual([talentId])
    expect(await found('location', 'LIKE', 'quasar', { sort: 'rate' })).toEqual([talentId])
    const [row] = await query<{ text: string }>(
      sql`SELECT location_text AS text FROM talents WHERE id = ${talentId}`,
    )
    expect(row.text).toBe('quasarstadt  se tr')
  })
})
