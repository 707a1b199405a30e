import { eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talents } from '../../src/server/db/schema/all'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Talent search over more matches than it counts (COUNT_CAP = 500): the capped total, every
 * sort across pages, filters with sorts, and the lists following writes. The expected lists are
 * read straight from the table in the order a recruiter sees them.
 */

let t: TestApp
let anna: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 700, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

interface Answer {
  results: TalentRow[]
  totalResults: number
  totalCapped?: boolean
}
async function search(body: TalentSearchRequest): Promise<Answer> {
  const res = await t.request('/api/search/freelancer/query', { method: 'POST', token: anna, json: body })
  expect(res.status).toBe(200)
  return (await res.json()) as Answer
}
const ids = (a: Answer) => a.results.map((r) => r.id)

/** Newest change first; by last then first name; lowest rate first, talents without a rate last. */
const ORDER = {
  last_updated: sql`updated_at DESC, id DESC`,
  name: sql`lower(last_name), lower(first_name), id`,
  rate: sql`rate_min ASC NULLS LAST, id`,
} as const

/** Acme's talents a search lists (neither deleted nor deactivated unless `state` says), in `order`. */
async function expected(order: SQL, where: SQL = sql`state NOT IN ('DELETED', 'DEACTIVATED')`) {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`SELECT id FROM talents WHERE client_id = 1 AND ${where} ORDER BY ${order}`,
    ),
  )
  return rows.map((r) => r.id)
}

describe('talent search beyond the counted matches', () => {
  it('says "500 or more" for a broad search and keeps counting on pages past 500', async () => {
    const all = await expected(ORDER.last_updated)
    expect(all.length).toBeGreaterThan(520)
    const first = await search({})
    expect(first).toMatchObject({ totalResults: 500, totalCapped: true })
    expect(ids(first)).toEqual(all.slice(0, 10))
    const late = await search({ offset: 495, size: 20 })
    expect(ids(late)).toEqual(all.slice(495, 515))
    expect(late).toMatchObject({ totalResults: 515, totalCapped: true })
    const deactivated = await expected(ORDER.last_updated, sql`state = 'DEACTIVATED'`)
    expect(deactivated.length).toBeGreaterThan(0)
    const exact = await search({
      filters: [{ field: 'status', operator: 'EQ', value: 'DEACTIVATED' }],
      size: 200,
    })
    expect(exact.totalResults).toBe(deactivated.length)
    expect(exact.totalCapped).toBeUndefined()
    expect(ids(exact)).toEqual(deactivated.slice(0, 200))
  })

  it('keeps every sort order across pages, before and after the 500th talent', async () => {
    for (const sort of ['last_updated', 'name', 'rate'] as const) {
      const all = await expected(ORDER[sort])
      const paged: number[] = []
      for (let offset = 0; offset < 600; offset += 150)
        paged.push(...ids(await search({ sort, offset, size: 150 })))
      expect(paged, sort).toEqual(all.slice(0, 600))
      expect(new Set(paged).size, sort).toBe(paged.length)
    }
  })

  it('sorts filtered talents: a rate range in a city by rate, deactivated talents by name', async () => {
    const [{ city }] = rowsOf<{ city: string }>(
      await t.database.db.execute(
        sql`SELECT current_city AS city FROM talents WHERE client_id = 1 AND rate_min IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      ),
    )
    const inCity = await expected(
      ORDER.rate,
      sql`state NOT IN ('DELETED', 'DEACTIVATED') AND rate_min IS NOT NULL AND rate_min <= 700 AND coalesce(rate_max, rate_min) >= 100
        AND (lower(current_city) = lower(${city}) OR lower(home_city) = lower(${city}))`,
    )
    expect(inCity.length).toBeGreaterThan(1)
    const byRate = await search({
      filters: [
        { field: 'rateRange', operator: 'EQ', value: '100-700' },
        { field: 'city', operator: 'EQ', value: city },
      ],
      sort: 'rate',
      size: 200,
    })
    expect(ids(byRate)).toEqual(inCity.slice(0, 200))
    expect(byRate.totalResults).toBe(inCity.length)
    const byName = await search({
      filters: [{ field: 'status', operator: 'EQ', value: 'DEACTIVATED' }],
      sort: 'name',
      offset: 2,
      size: 5,
    })
    expect(ids(byName)).toEqual((await expected(ORDER.name, sql`state = 'DEACTIVATED'`)).slice(2, 7))
  })

  it('follows writes: an edited talent comes first, a deactivated one leaves the list and its count', async () => {
    const [, second] = ids(await search({ size: 2 }))
    await t.database.db.update(talents).set({ updatedAt: new Date() }).where(eq(talents.id, second))
    expect(ids(await search({ size: 1 }))).toEqual([second])
    const deactivatedBefore = (
      await search({ filters: [{ field: 'status', operator: 'EQ', value: 'DEACTIVATED' }] })
    ).totalResults
    await t.database.db.update(talents).set({ state: 'DEACTIVATED' }).where(eq(talents.id, second))
    expect(ids(await search({ size: 50 }))).not.toContain(second)
    expect(ids(await search({ ids: [second], sort: 'name' }))).toEqual([])
    const after = await search({ filters: [{ field: 'status', operator: 'EQ', value: 'DEACTIVATED' }] })
    expect(after.totalResults).toBe(deactivatedBefore + 1)
    expect(ids(after)[0]).toBe(second)
    await t.database.db.update(talents).set({ state: 'ACTIVE' }).where(eq(talents.id, second))
  })

  it('splits the listed talents into assigned and unassigned ones, each in sort order past 500', async () => {
    const allocated = sql`EXISTS (SELECT 1 FROM applications a WHERE a.talent_id = talents.id AND a.allocated_msp_id IS NOT NULL)`
    const listed = sql`state NOT IN ('DELETED', 'DEACTIVATED')`
    const cases = [
      { value: 'false', operator: 'EQ', where: sql`${listed} AND ${allocated}` },
      { value: 'true', operator: 'EQ', where: sql`${listed} AND NOT ${allocated}` },
      { value: 'true', operator: 'NEQ', where: sql`${listed} AND ${allocated}` },
      { value: 'false', operator: 'NEQ', where: sql`${listed} AND NOT ${allocated}` },
    ] as const
    for (const { value, operator, where } of cases) {
      const filters = [{ field: 'is_unassigned' as const, operator, value }]
      const all = await expected(ORDER.last_updated, where)
      expect(all.length, `${operator} ${value}`).toBeGreaterThan(0)
      const first = await search({ filters, size: 100 })
      expect(ids(first), `${operator} ${value}`).toEqual(all.slice(0, 100))
      expect(first.totalResults).toBe(Math.min(all.length, 500))
      const late = await search({ filters, sort: 'name', offset: 450, size: 100 })
      expect(ids(late), `${operator} ${value}`).toEqual((await expected(ORDER.name, where)).slice(450, 550))
    }
  })

  it('ranks the 501 most recent text matches by relevance, ties by last update', async () => {
    // The vector from the talent's own columns, state and last update from the talent row.
    const vector = sql`talent_search_vector(first_name, last_name, title, skills_text, summary, cv_text)`
    const matches = sql`client_id = 1 AND state NOT IN ('DELETED', 'DEACTIVATED') AND ${vector} @@ to_tsquery('simple', 'java:*')`
    const ranked = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        SELECT id FROM (SELECT id, updated_at, ts_rank(${vector}, to_tsquery('simple', 'java:*')) AS rank
          FROM talents WHERE ${matches} ORDER BY updated_at DESC, id DESC LIMIT 501) c
        ORDER BY rank DESC, updated_at DESC, id DESC`),
    ).map((r) => r.id)
    expect(ranked.length).toBeGreaterThan(20)
    const body = { query: 'Java', sort: 'relevance' } as const
    expect(ids(await search({ ...body, size: 20 }))).toEqual(ranked.slice(0, 20))
    expect(ids(await search({ ...body, offset: 7, size: 10 }))).toEqual(ranked.slice(7, 17))
  })

  it('ranks the most recent text matches and shows each talent once across relevance pages', async () => {
    const body = { query: 'a', sort: 'relevance' } as const
    const first = await search({ ...body, size: 50 })
    expect(first).toMatchObject({ totalResults: 500, totalCapped: true })
    const ranked: number[] = []
    for (let offset = 0; offset < 500; offset += 100)
      ranked.push(...ids(await search({ ...body, offset, size: 100 })))
    expect(new Set(ranked).size).toBe(500)
    const recent: number[] = []
    for (let offset = 0; offset < 500; offset += 100)
      recent.push(...ids(await search({ query: 'a', sort: 'last_updated', offset, size: 100 })))
    // The same 501 most recent matches are ranked; only the one ranked last or the 501st differs.
    const inRecent = ranked.filter((id) => recent.includes(id))
    expect(inRecent.length).toBeGreaterThanOrEqual(499)
    expect(ids(first)).toEqual(ranked.slice(0, 50))
  })
})
