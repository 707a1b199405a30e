import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

/** POST geo/autocomplete and GET /napi/location from the offline gazetteer (issue 26 §3): no network. */

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

const suggest = async (json: unknown) => {
  const res = await t.request('/api/geo/autocomplete', { method: 'POST', token, json })
  return { status: res.status, body: await res.json() }
}
const locate = async (query: string) => {
  const res = await t.request(`/napi/location?${query}`, { token })
  return { status: res.status, body: await res.json() }
}

describe('city suggestions', () => {
  it('offers cities starting with the input, the most populous first, whatever the accents and case', async () => {
    const { status, body } = await suggest({ input: 'zuri', limit: 3 })
    expect(status).toBe(200)
    expect(body.results[0]).toMatchObject({ city: 'Zürich', country: 'CH' })
    expect(body.results[0].latitude).toBeCloseTo(47.37, 1)
    expect(body.results[0].longitude).toBeCloseTo(8.55, 1)
    const utrecht = await suggest({ input: 'UTRE', country: 'nl' })
    expect(utrecht.body.results.map((r: { city: string }) => r.city)).toContain('Utrecht')
    expect(utrecht.body.results.every((r: { country: string }) => r.country === 'NL')).toBe(true)
  })

  it('puts the exact name before longer ones and honours the limit', async () => {
    const { body } = await suggest({ input: 'Paris', limit: 5 })
    expect(body.results).toHaveLength(5)
    expect(body.results[0]).toMatchObject({ city: 'Paris', country: 'FR' })
  })

  it('answers nothing for an unknown name and refuses an empty one', async () => {
    expect((await suggest({ input: 'Qqxzzyv' })).body.results).toEqual([])
    expect((await suggest({ input: ' ' })).status).toBe(400)
  })
})

describe('locations', () => {
  it('names a city with its country and coordinates', async () => {
    const { status, body } = await locate('city=Berlin&country=DE')
    expect(status).toBe(200)
    expect(body).toMatchObject({ country: 'DE', city: 'Berlin' })
    expect(body.latitude).toBeCloseTo(52.52, 1)
  })

  it('finds the city nearest to a point', async () => {
    const { body } = await locate('latitude=48.1372&longitude=11.5755')
    expect(body).toMatchObject({ country: 'DE', city: 'Munich' })
  })

  it('says so when no city has the name, and refuses a bad point', async () => {
    const missing = await locate('city=Qqxzzyv')
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBe('msp.v2.geo.location.notFound')
    expect((await locate('latitude=123&longitude=0')).status).toBe(400)
  })

  it('needs a signed-in user', async () => {
    expect((await t.request('/napi/location?city=Berlin')).status).toBe(401)
  })
})
