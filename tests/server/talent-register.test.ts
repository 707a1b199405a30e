import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

/** POST freelancer/register (issue 26 §2): a talent registered from the workspace. */

let t: TestApp
let anna: string
let max: string
let gina: string

beforeAll(async () => {
  ;({ t, anna, max, gina } = await talentTestApp())
})
afterAll(() => t.close())

const register = (json: unknown, token = anna) =>
  t.request('/api/freelancer/register', { method: 'POST', token, json })

describe('register a talent', () => {
  it('creates an active talent the search finds, with skills and who registered them', async () => {
    const res = await register({
      firstName: ' Ines ',
      lastName: 'Registrova',
      email: 'ines.registrova@example.test',
      phone: '+49 30 1234567',
      title: 'Platform Engineer',
      city: 'Leipzig',
      countryCode: 'de',
      skills: ['Kubernetes', 'Go', 'kubernetes'],
    })
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const profile = await (await t.request(`/api/freelancer/${id}/profile`, { token: anna })).json()
    expect(profile).toMatchObject({
      id,
      state: 'ACTIVE',
      firstName: 'Ines',
      lastName: 'Registrova',
      title: 'Platform Engineer',
      currentLocation: { city: 'Leipzig', country: 'DE' },
    })
    expect(profile.skills.map((s: { name: string }) => s.name).sort()).toEqual(['Go', 'Kubernetes'])
    const history = await (
      await t.request(`/api/freelancer/${id}/history?from=0&size=1000`, { token: anna })
    ).json()
    expect(history.results[0]).toMatchObject({ event: 'REGISTERED', msp: { firstName: 'Anna' } })
    const search = await (
      await t.request('/api/search/freelancer/query', {
        method: 'POST',
        token: anna,
        json: { filters: [{ field: 'name', operator: 'LIKE', value: 'Registrova' }], size: 10, offset: 0 },
      })
    ).json()
    expect(search.results.map((r: { id: number }) => r.id)).toContain(id)
  })

  it('refuses a second talent with the same email, naming the existing one', async () => {
    const first = await (
      await register({ firstName: 'Dup', lastName: 'One', email: 'dup.one@example.test' })
    ).json()
    const again = await register({ firstName: 'Dup', lastName: 'Two', email: ' DUP.one@example.test ' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      error: 'msp.v2.talent.register.exists',
      messages: [String(first.id)],
    })
    // Another client has its own talents: the same address registers there.
    expect(
      (await register({ firstName: 'Dup', lastName: 'Globex', email: 'dup.one@example.test' }, gina)).status,
    ).toBe(201)
  })

  it('needs a name and a way to reach the talent, and checks each field', async () => {
    const res = await register({ firstName: '', lastName: 'X', email: 'not-an-email' })
    expect(res.status).toBe(400)
    const { fields } = await res.json()
    expect(fields.firstName).toEqual(['msp.v2.talent.register.error.firstName'])
    expect(fields.email).toEqual(['msp.v2.talent.register.error.email'])
    const none = await register({ firstName: 'No', lastName: 'Contact' })
    expect((await none.json()).fields.email).toEqual(['msp.v2.talent.register.error.contact'])
  })

  it('is for users who manage talents', async () => {
    const res = await register({ firstName: 'No', lastName: 'Right', email: 'no.right@example.test' }, max)
    expect(res.status).toBe(403)
  })
})
