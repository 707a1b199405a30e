import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

/** Issue 26 §3: languages and countries (§9 rules: phone code, preferred order, countries of interest, names). */

let t: TestApp
let anna: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 5, projects: 1 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

type Country = { iso2: string; name: string; phoneCode: string; ofInterest: boolean }

describe('reference data', () => {
  it('orders countries: preferred, then of interest, then alphabetically in the reader language', async () => {
    const list = (await (await t.request('/api/country?language=de', { token: anna })).json()) as Country[]
    // Acme prefers DE, NL, AT, CH; BE and FR are further countries of interest.
    expect(list.slice(0, 4).map((c) => c.iso2)).toEqual(['DE', 'NL', 'AT', 'CH'])
    expect(
      list
        .slice(4, 6)
        .map((c) => c.iso2)
        .sort(),
    ).toEqual(['BE', 'FR'])
    expect(list.slice(6).every((c) => !c.ofInterest)).toBe(true)
    const rest = list.slice(6).map((c) => c.name)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare))
    expect(list.every((c) => c.phoneCode !== '')).toBe(true)
    expect(list[0].name).toBe('Deutschland')
  })

  it('gives every country picker of the workspace the same order (the client context)', async () => {
    const context = (await (await t.request('/api/client/context', { token: anna })).json()) as {
      countries: { iso2: string }[]
    }
    const order = context.countries.map((c) => c.iso2)
    expect(order.slice(0, 4)).toEqual(['DE', 'NL', 'AT', 'CH'])
    expect(order.slice(4, 6).sort()).toEqual(['BE', 'FR'])
  })

  it('lists the languages', async () => {
    const list = (await (await t.request('/api/languages', { token: anna })).json()) as { iso: string }[]
    expect(list.map((l) => l.iso)).toEqual(expect.arrayContaining(['en', 'de', 'fr']))
  })
})

describe('talents: applications of several, PUT freelancer/{id}', () => {
  it('answers the applications of each talent asked, leaving out unknown ones', async () => {
    const search = await (
      await t.request('/api/search/freelancer/query', { method: 'POST', token: anna, json: {} })
    ).json()
    const ids = (search.results as { id: number }[]).slice(0, 2).map((r) => r.id)
    const res = await t.request('/api/freelancer/projectApplications', {
      method: 'POST',
      token: anna,
      json: { ids: [...ids, 999_999] },
    })
    const body = (await res.json()) as { results: { talentId: number; applications: unknown[] }[] }
    expect(body.results.map((r) => r.talentId)).toEqual(ids)
    const one = await (
      await t.request(`/api/freelancer/${ids[0]}/projectApplications`, { token: anna })
    ).json()
    expect(body.results[0].applications).toEqual(one.results)
  })

  it('saves a talent through PUT as through the profile patch', async () => {
    const search = await (
      await t.request('/api/search/freelancer/query', { method: 'POST', token: anna, json: {} })
    ).json()
    const id = (search.results as { id: number }[])[0].id
    const res = await t.request(`/api/freelancer/${id}`, {
      method: 'PUT',
      token: anna,
      json: { title: 'Data Engineer' },
    })
    expect(res.status).toBe(200)
    const profile = await (await t.request(`/api/freelancer/${id}/profile`, { token: anna })).json()
    expect(profile.title).toBe('Data Engineer')
  })
})
