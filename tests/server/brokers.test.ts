import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

/** GET brokercompany and GET brokeremployee (§7 Misc, issue 26 §3) over the demo's brokers. */

let t: TestApp
let anna: string
let gina: string

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

const get = async (path: string, token = anna) => {
  const res = await t.request(path, { token })
  return { status: res.status, body: await res.json() }
}

describe('broker companies', () => {
  it("lists the client's brokers by name, with their people's count", async () => {
    const { status, body } = await get('/api/brokercompany')
    expect(status).toBe(200)
    expect(body.totalResults).toBe(5)
    expect(body.results.map((b: { name: string }) => b.name)).toEqual([
      'Alpine Engineering Partners AG',
      'Lumière Freelance SARL',
      'Nordlicht Personal GmbH',
      'Polder Talent B.V.',
      'Rhein IT Consulting',
    ])
    expect(body.results[4]).toMatchObject({ city: 'Köln', countryCode: 'DE', employeeCount: 3 })
  })

  it('finds by part of the name and pages', async () => {
    expect((await get('/api/brokercompany?query=talent')).body.results).toMatchObject([
      { name: 'Polder Talent B.V.' },
    ])
    const page = (await get('/api/brokercompany?from=4&size=2')).body
    expect(page.results.map((b: { name: string }) => b.name)).toEqual(['Rhein IT Consulting'])
    expect(page.totalResults).toBe(5)
  })

  it('shows another client only its own', async () => {
    const names = (await get('/api/brokercompany', gina)).body.results.map((b: { name: string }) => b.name)
    expect(names).toContain('Thames Contractors Ltd')
    expect(names).not.toContain('Rhein IT Consulting')
  })
})

describe('broker employees', () => {
  it("lists a company's people, or everyone's, found by name or email", async () => {
    const rhein = (await get('/api/brokercompany?query=Rhein')).body.results[0]
    const people = (await get(`/api/brokeremployee?brokerCompanyId=${rhein.id}`)).body
    expect(people.totalResults).toBe(3)
    expect(people.results.map((p: { lastName: string }) => p.lastName)).toEqual(['Hahn', 'Krüger', 'Yilmaz'])
    expect(people.results[0]).toMatchObject({ brokerCompanyName: 'Rhein IT Consulting', firstName: 'Lukas' })
    expect((await get('/api/brokeremployee?query=sanne')).body.results).toMatchObject([
      { lastName: 'de Boer' },
    ])
    expect((await get('/api/brokeremployee')).body.totalResults).toBe(10)
  })

  it("does not list another client's people, even by their company's id", async () => {
    const thames = (await get('/api/brokercompany?query=Thames', gina)).body.results[0]
    const { body } = await get(`/api/brokeremployee?brokerCompanyId=${thames.id}`)
    expect(body).toEqual({ results: [], totalResults: 0 })
  })

  it('refuses a bad id and needs a signed-in user', async () => {
    expect((await get('/api/brokeremployee?brokerCompanyId=abc')).status).toBe(400)
    expect((await t.request('/api/brokercompany')).status).toBe(401)
  })
})
