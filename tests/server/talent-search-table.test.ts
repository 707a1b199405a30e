import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { intArray, rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import type { TestApp } from './support/test-app'
import { type talentIds, talentTestApp } from './talent-support'

/**
 * A text search reads talent_search (0011), one narrow row per talent written by triggers of
 * talents and cv_items (and rebuilt after the seed's trigger-less load). Its rows must be what the
 * talents are: a talent is found by its current words and state, whichever way it was written.
 */

let t: TestApp
let anna: string
let ids: Awaited<ReturnType<typeof talentIds>>

beforeAll(async () => {
  ;({ t, anna, ids } = await talentTestApp())
})
afterAll(() => t.close())

const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))
const call = (method: string, path: string, json?: unknown) =>
  t.request(`/api/freelancer${path}`, { method, token: anna, json })
async function found(body: TalentSearchRequest): Promise<number[]> {
  const res = await t.request('/api/search/freelancer/query', { method: 'POST', token: anna, json: body })
  expect(res.status).toBe(200)
  return ((await res.json()).results as TalentRow[]).map((r) => r.id)
}
const keyword = (value: string) => ({ field: 'keyword', operator: 'EQ', value }) as const
const deactivated = { field: 'status', operator: 'EQ', value: 'DEACTIVATED' } as const

/** Talents whose search row differs from their own columns and CV items (or is missing). */
const stale = () =>
  query<{ id: number }>(sql`
    SELECT t.id FROM talents t LEFT JOIN talent_search x ON x.id = t.id
    WHERE x.id IS NULL OR x.client_id <> t.client_id OR x.state <> t.state OR x.updated_at <> t.updated_at
      OR x.search <> talent_search_vector(t.first_name, t.last_name, t.title, t.skills_text, t.summary, t.cv_text)
      OR x.jobs_text IS DISTINCT FROM talent_jobs_text(t.id)`)

describe('talent search table', () => {
  it('holds every seeded talent as it is', async () => {
    const [{ n }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM talent_search`)
    const [{ m }] = await query<{ m: number }>(sql`SELECT count(*)::int AS m FROM talents`)
    expect(n).toBe(m)
    expect(await stale()).toEqual([])
  })

  it('follows a profile edit, a deactivation and a reactivation', async () => {
    const retitle = (title: string) => call('PATCH', `/${ids.active}/profile`, { title })
    expect((await retitle('Quetzalcoatl Wrangler')).status).toBe(200)
    expect(await found({ query: 'quetzalcoatl', sort: 'relevance' })).toEqual([ids.active])
    expect(await found({ query: 'wrangl' })).toEqual([ids.active])
    expect(await found({ filters: [keyword('quetzalcoatl')], sort: 'name' })).toEqual([ids.active])

    expect((await call('PUT', `/${ids.active}/deactivate`)).status).toBe(200)
    expect(await found({ query: 'quetzalcoatl', sort: 'relevance' })).toEqual([])
    expect(await found({ query: 'quetzalcoatl', filters: [deactivated] })).toEqual([ids.active])

    expect((await call('PUT', `/${ids.active}/activate`)).status).toBe(200)
    expect(await found({ query: 'quetzalcoatl', sort: 'relevance' })).toEqual([ids.active])
    expect((await retitle('Data Engineer')).status).toBe(200)
    expect(await found({ query: 'quetzalcoatl' })).toEqual([])
    expect(await stale()).toEqual([])
  })

  it('follows talents and work experience written in bulk, and their deletion', async () => {
    const made = await query<{ id: number }>(sql`
      INSERT INTO talents (client_id, first_name, last_name, title, skills_text, cv_text)
      SELECT 1, 'Ysolde', 'Brackwater ' || n, 'Falconer', 'Hawking', 'Trained birds of prey'
      FROM generate_series(1, 3) n RETURNING id`)
    const byId = (list: number[]) => [...list].sort((a, b) => b - a)
    const madeIds = byId(made.map((r) => Number(r.id)))
    expect(byId(await found({ query: 'ysolde falconer', sort: 'relevance' }))).toEqual(madeIds)
    await query(sql`
      INSERT INTO cv_items (client_id, talent_id, kind, title, organization)
      SELECT 1, id, 'j_h', 'Head Falconer', 'Zwingerhof' FROM talents WHERE id = ANY(${intArray(madeIds)})`)
    const employer = (value: string) =>
      found({ filters: [{ field: 'previous_job', operator: 'LIKE', value }] })
    expect(byId(await employer('ZWINGERHOF'))).toEqual(madeIds)
    await query(sql`DELETE FROM cv_items WHERE talent_id = ${madeIds[0]}`)
    expect(byId(await employer('zwingerhof'))).toEqual(madeIds.slice(1))
    expect(await stale()).toEqual([])
    await query(sql`DELETE FROM talents WHERE id = ANY(${intArray(madeIds)})`)
    expect(await found({ query: 'ysolde' })).toEqual([])
    expect(await query(sql`SELECT id FROM talent_search WHERE id = ANY(${intArray(madeIds)})`)).toEqual([])
  })
})
