import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { containsPattern, rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The previous_job contains filter reads each work-experience item's title and employer
 * lower-cased on write (cv_items.job_text, 0008). It must find exactly the talents whose items
 * contain the text whatever its case, as ILIKE over the title and employer did, and follow the
 * items as they are written and erased.
 */

let t: TestApp
let anna: string
let talentId: number
let itemId: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 300, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  const [row] = await query<{ talent_id: number; id: number }>(sql`
    SELECT c.talent_id, c.id FROM cv_items c JOIN talents t ON t.id = c.talent_id
    WHERE c.kind = 'j_h' AND t.client_id = 1 AND t.state = 'ACTIVE' ORDER BY c.id LIMIT 1`)
  talentId = Number(row.talent_id)
  itemId = Number(row.id)
  // Text a recruiter might type in any case: umlauts, sharp s, dotted capital I, LIKE's wildcards.
  await query(sql`UPDATE cv_items SET title = 'Ärztliche LEITUNG 100%_Straße', organization = 'İnönü Klinik \\ Süd'
    WHERE id = ${itemId}`)
})
afterAll(() => t.close())

async function query<T>(q: ReturnType<typeof sql>) {
  return rowsOf<T>(await t.database.db.execute(q))
}
async function found(value: string, body: TalentSearchRequest = {}): Promise<number[]> {
  const res = await t.request('/api/search/freelancer/query', {
    method: 'POST',
    token: anna,
    json: { size: 100, ...body, filters: [{ field: 'previous_job', operator: 'LIKE', value }] },
  })
  expect(res.status, value).toBe(200)
  return ((await res.json()).results as TalentRow[]).map((r) => r.id)
}
/** The listed talents (newest change first) with an item whose title and employer contain `value`, by ILIKE. */
async function byIlike(value: string): Promise<number[]> {
  const ids = await query<{ id: number }>(sql`
    SELECT t.id FROM talents t WHERE t.client_id = 1 AND t.state NOT IN ('DELETED', 'DEACTIVATED')
      AND EXISTS (SELECT 1 FROM cv_items c WHERE c.talent_id = t.id AND c.kind = 'j_h'
        AND (coalesce(c.title, '') || ' ' || coalesce(c.organization, '')) ILIKE ${containsPattern(value)})
    ORDER BY t.updated_at DESC, t.id DESC LIMIT 100`)
  return ids.map((r) => Number(r.id))
}

describe('talent search by previous job', () => {
  it('finds what ILIKE over the items’ titles and employers finds, whatever the case', async () => {
    const values = ['consultant', 'CONSULT', 'Engineer', 'an', 'ärztliche leitung', 'ÄRZTLICHE', 'straße']
    values.push('100%_', '%', '_', 'inönü', 'İnönü', '\\ süd', 'klinik \\', 'nobody-has-this-job')
    for (const value of values) expect(await found(value), value).toEqual(await byIlike(value))
    expect(await found('ärztliche leitung')).toEqual([talentId])
    expect(await found('100%_STRASSE')).toEqual(await byIlike('100%_STRASSE'))
  })

  it('follows an edited work-experience item and an item of another kind', async () => {
    await query(sql`UPDATE cv_items SET organization = 'Quasarwerk Holding' WHERE id = ${itemId}`)
    expect(await found('quasarwerk')).toEqual([talentId])
    expect(await found('İnönü')).not.toContain(talentId)
    // Education and certificates are not work experience.
    await query(sql`UPDATE cv_items SET kind = 'e_h' WHERE id = ${itemId}`)
    expect(await found('quasarwerk')).toEqual([])
    await query(sql`UPDATE cv_items SET kind = 'j_h' WHERE id = ${itemId}`)
    expect(await found('QUASARWERK', { sort: 'name' })).toEqual([talentId])
  })

  it('forgets an erased talent’s work experience', async () => {
    const erase = await t.request(`/api/freelancer/${talentId}`, {
      method: 'DELETE',
      token: anna,
      json: { confirm: 'DELETE' },
    })
    expect(erase.status).toBe(204)
    expect(await found('quasarwerk')).toEqual([])
    const left = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM cv_items WHERE talent_id = ${talentId} OR job_text LIKE '%quasarwerk%'`)
    expect(left[0].n).toBe(0)
  })
})
