import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The search statement answers the count and the page's ids; a second, prepared statement reads
 * the page's talents. The page must come back in the search's order with each talent's own
 * columns, owner, first six skills and distance, on every page and sort, and run many times (a
 * prepared statement's plan may change after five runs).
 */

let t: TestApp
let anna: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 300, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

async function query<T>(q: SQL) {
  return rowsOf<T>(await t.database.db.execute(q))
}
async function search(body: TalentSearchRequest) {
  const res = await t.request('/api/search/freelancer/query', { method: 'POST', token: anna, json: body })
  expect(res.status).toBe(200)
  return (await res.json()) as { results: TalentRow[]; totalResults: number }
}

/** Each talent as the page shows it, read plainly. */
async function reference(id: number) {
  const [r] = await query<Record<string, unknown>>(sql`
    SELECT t.first_name, t.last_name, t.title, t.email, t.state, t.home_zip_code, t.vms_id, t.updated_at,
      o.id AS owner_id, o.first_name AS owner_first, t.rate_min::text AS rate_min,
      ARRAY(SELECT s.name FROM talent_skills s WHERE s.talent_id = t.id AND s.kind = 'skill' ORDER BY s.name LIMIT 6) AS skills
    FROM talents t LEFT JOIN msps o ON o.id = t.owner_id WHERE t.id = ${id}`)
  return {
    firstName: r.first_name,
    lastName: r.last_name,
    title: r.title,
    email: r.email,
    state: r.state,
    postalCode: r.home_zip_code,
    vmsId: r.vms_id,
    rateMin: r.rate_min,
    skills: r.skills,
    owner: r.owner_id == null ? null : { id: Number(r.owner_id), firstName: r.owner_first },
    updatedAt: new Date(r.updated_at as string).toISOString(),
  }
}

describe('a talent search page', () => {
  it('holds the search’s talents in its order with their own columns, owner and skills, on any page', async () => {
    const bodies: TalentSearchRequest[] = [
      { size: 25 },
      { sort: 'name', offset: 30, size: 20 },
      { sort: 'rate', offset: 5, size: 15 },
      { query: 'developer', sort: 'relevance', size: 30 },
    ]
    for (let round = 0; round < 7; round++)
      for (const body of bodies) {
        const page = await search(body)
        const all = await search({ ...body, offset: 0, size: (body.offset ?? 0) + (body.size ?? 10) })
        expect(page.results.map((r) => r.id)).toEqual(all.results.slice(body.offset ?? 0).map((r) => r.id))
        if (round > 0) continue
        expect(page.results.length).toBe(body.size)
        for (const row of page.results) {
          const want = await reference(row.id)
          expect({
            ...row,
            owner: row.owner && { id: row.owner.id, firstName: row.owner.firstName },
          }).toMatchObject(want)
        }
      }
  })

  it('gives each talent of a radius search its distance, nearest within the radius', async () => {
    const [{ zip }] = await query<{ zip: string }>(sql`
      SELECT home_zip_code AS zip FROM talents WHERE client_id = 1 AND current_city = home_city
        AND latitude IS NOT NULL AND state = 'ACTIVE' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)
    for (let round = 0; round < 7; round++) {
      const { results } = await search({
        filters: [{ field: 'postalcoderadius', operator: 'EQ', value: `${zip}:100` }],
        size: 50,
      })
      expect(results.length).toBeGreaterThan(0)
      for (const r of results) expect(r.distanceKm).not.toBeNull()
      expect(results.every((r) => (r.distanceKm ?? 999) <= 100)).toBe(true)
    }
    const { results } = await search({ filters: [], size: 5 })
    expect(results.every((r) => r.distanceKm === null)).toBe(true)
  })
})
