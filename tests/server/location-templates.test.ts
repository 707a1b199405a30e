import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { legalEntities } from '../../src/server/db/schema/all'
import type { LocationTemplate, LocationTemplateInput } from '../../src/shared/contracts/location-template'
import type { SavedLocation } from '../../src/shared/contracts/project'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let max: string
let gina: string
let staffing: number
let talent: number
let globexEntity: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 40, projects: 4 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  const entity = async (name: string) =>
    (await t.database.db.select().from(legalEntities).where(eq(legalEntities.name, name)))[0].id
  staffing = await entity('Acme Staffing GmbH')
  talent = await entity('Acme Talent B.V.')
  globexEntity = await entity('Globex Services Ltd')
})
afterAll(() => t.close())

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(path, { method, token, json })

const office = (over: Partial<LocationTemplateInput> = {}): LocationTemplateInput => ({
  legalEntityId: talent,
  name: 'Amsterdam office',
  line1: 'Keizersgracht 1',
  zipCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  ...over,
})

const listOf = async (legalEntityId: number, token = anna) =>
  (await (
    await call('GET', `/api/locationTemplate?legalEntityId=${legalEntityId}`, undefined, token)
  ).json()) as SavedLocation[]

describe('location templates', () => {
  it('creates, reads, updates and deletes a template; the project form’s list shows it', async () => {
    const res = await call('POST', '/api/locationTemplate', office())
    expect(res.status).toBe(201)
    const created = (await res.json()) as LocationTemplate
    expect(created).toMatchObject({
      legalEntityId: talent,
      name: 'Amsterdam office',
      city: 'Amsterdam',
      line2: null,
    })
    expect((await listOf(talent)).find((l) => l.id === `template:${created.id}`)?.name).toBe(
      'Amsterdam office',
    )

    const read = await call('GET', `/api/locationTemplate/${created.id}`)
    expect(await read.json()).toEqual(created)

    const put = await call(
      'PUT',
      `/api/locationTemplate/${created.id}`,
      office({ name: 'Utrecht hub', city: 'Utrecht' }),
    )
    expect(put.status).toBe(200)
    expect(await put.json()).toMatchObject({ id: created.id, name: 'Utrecht hub', city: 'Utrecht' })

    expect((await call('DELETE', `/api/locationTemplate/${created.id}`)).status).toBe(204)
    expect((await listOf(talent)).some((l) => l.id === `template:${created.id}`)).toBe(false)
    expect((await call('GET', `/api/locationTemplate/${created.id}`)).status).toBe(404)
  })

  it('refuses a missing name or city and a bad country code, naming the field', async () => {
    const cases: [Partial<LocationTemplateInput>, string, string][] = [
      [{ name: '' }, 'name', 'msp.v2.locations.error.name'],
      [{ city: ' ' }, 'city', 'msp.v2.locations.error.city'],
      [{ countryCode: 'Netherlands' }, 'countryCode', 'msp.v2.project.error.country'],
    ]
    for (const [over, field, key] of cases) {
      const res = await call('POST', '/api/locationTemplate', office(over))
      const body = await res.json()
      expect({ over, status: res.status, fields: body.fields?.[field] }).toEqual({
        over,
        status: 400,
        fields: [key],
      })
    }
    const { name: _, ...noName } = office()
    expect((await call('POST', '/api/locationTemplate', noName)).status).toBe(400)
  })

  it('keeps clients and legal entities apart', async () => {
    const created = (await (await call('POST', '/api/locationTemplate', office())).json()) as LocationTemplate
    for (const [method, body] of [['GET'], ['PUT', office({ name: 'Taken' })], ['DELETE']] as const) {
      const res = await call(method, `/api/locationTemplate/${created.id}`, body, gina)
      expect({ method, status: res.status }).toEqual({ method, status: 404 })
    }
    expect(await listOf(talent, gina)).toEqual([])
    const foreign = await call('POST', '/api/locationTemplate', office({ legalEntityId: globexEntity }))
    expect(foreign.status).toBe(404)
    // Moving a template into another client's legal entity is refused as well.
    const move = await call(
      'PUT',
      `/api/locationTemplate/${created.id}`,
      office({ legalEntityId: globexEntity }),
    )
    expect(move.status).toBe(404)
    expect((await (await call('GET', `/api/locationTemplate/${created.id}`)).json()).legalEntityId).toBe(
      talent,
    )
  })

  it('needs team management to write, a token for everything', async () => {
    const res = await call('POST', '/api/locationTemplate', office({ legalEntityId: staffing }), max)
    expect(res.status).toBe(403)
    const created = (await (
      await call('POST', '/api/locationTemplate', office({ legalEntityId: staffing }))
    ).json()) as LocationTemplate
    expect((await call('GET', `/api/locationTemplate/${created.id}`, undefined, max)).status).toBe(200)
    expect(
      (await call('PUT', `/api/locationTemplate/${created.id}`, office({ legalEntityId: staffing }), max))
        .status,
    ).toBe(403)
    expect((await call('DELETE', `/api/locationTemplate/${created.id}`, undefined, max)).status).toBe(403)
    expect((await t.request('/api/locationTemplate', { method: 'POST', json: office() })).status).toBe(401)
    expect((await t.request(`/api/locationTemplate/${created.id}`)).status).toBe(401)
  })
})
