import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

/** The project location filter of the project search (§2 "project location", issue 26 §3). */

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = (await t.login('anna.admin@acme.test')).access_token
  for (const [city, country] of [
    ['Berlin', 'DE'],
    ['Potsdam', 'DE'],
    ['Hamburg', 'DE'],
    ['Köln', 'DE'],
    ['Berlin', 'US'],
  ])
    await t.database.db.execute(sql`INSERT INTO projects (client_id, legal_entity_id, title, description, status,
        freelancer_visible, positions, max_submissions, work_mode, site_city, site_country_code)
      SELECT le.client_id, le.id, ${`Geofilter ${city} ${country}`}, 'x', 'ACTIVE', true, 1, 10, 'on', ${city}, ${country}
      FROM legal_entities le WHERE le.name = 'Acme Staffing GmbH'`)
})
afterAll(() => t.close())

async function titles(operator: string, value: string) {
  const res = await t.request('/api/search/project/query', {
    method: 'POST',
    token,
    json: {
      filters: [
        { field: 'title', operator: 'LIKE', value: 'Geofilter' },
        { field: 'location', operator, value },
      ],
      size: 50,
    },
  })
  const body = await res.json()
  if (res.status !== 200) return { status: res.status, body }
  return (body.results as { title: string }[]).map((r) => r.title.replace('Geofilter ', '')).sort()
}

describe('project location filter', () => {
  it('matches the site city, with its country when given', async () => {
    expect(await titles('EQ', 'Berlin')).toEqual(['Berlin DE', 'Berlin US'])
    expect(await titles('EQ', 'berlin;de')).toEqual(['Berlin DE'])
    expect(await titles('LIKE', 'köl')).toEqual(['Köln DE'])
  })

  it('matches every site within a radius, from the offline gazetteer', async () => {
    expect(await titles('EQ', 'Berlin;DE;50')).toEqual(['Berlin DE', 'Potsdam DE'])
    // Accents and case folded: "koln" is Köln.
    expect(await titles('EQ', 'koln;DE;10')).toEqual(['Köln DE'])
    expect(await titles('NEQ', 'Berlin;DE;50')).toEqual(['Berlin US', 'Hamburg DE', 'Köln DE'])
  })

  it('refuses a location it cannot read', async () => {
    expect(await titles('EQ', 'Qqxzzyv;DE;50')).toMatchObject({
      status: 400,
      body: { fields: { location: expect.any(Array) } },
    })
    expect(await titles('EQ', 'Berlin;Germany')).toMatchObject({ status: 400 })
    expect(await titles('EQ', 'Berlin;DE;-5')).toMatchObject({ status: 400 })
  })
})
