import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './support/test-app'
import { type talentIds, talentTestApp } from './talent-support'

let t: TestApp
let anna: string
let tom: string
let gina: string
let ids: Awaited<ReturnType<typeof talentIds>>

beforeAll(async () => {
  ;({ t, anna, tom, gina, ids } = await talentTestApp())
})
afterAll(() => t.close())

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(`/api/freelancer${path}`, { method, token, json })
const history = async (id: number, query = '') =>
  (await call('GET', `/${id}/history?from=0&size=1000${query}`)).json()

describe('profile', () => {
  it('patches the fields sent, refetches them and records MSP_UPDATED', async () => {
    const res = await call('PATCH', `/${ids.active}/profile`, {
      title: 'Senior Data Engineer',
      summary: 'Builds pipelines.',
      languages: [
        { iso: 'de', proficiency: 3 },
        { iso: 'en', proficiency: 2 },
      ],
      availability: { notAvailableFrom: '2027-01-01', notAvailableUntil: '2027-02-01' },
    })
    expect(res.status).toBe(200)
    const profile = await (await call('GET', `/${ids.active}/profile`)).json()
    expect(profile).toMatchObject({
      title: 'Senior Data Engineer',
      summary: 'Builds pipelines.',
      languages: [
        { iso: 'de', proficiency: 3 },
        { iso: 'en', proficiency: 2 },
      ],
      availability: { notAvailableFrom: '2027-01-01', notAvailableUntil: '2027-02-01' },
    })
    const h = await history(ids.active)
    expect(h.results[0]).toMatchObject({
      event: 'MSP_UPDATED',
      msp: { firstName: 'Anna' },
      newValue: { title: 'Senior Data Engineer' },
    })
  })

  it('refuses bad input naming the field', async () => {
    const bad = async (json: unknown) => {
      const res = await call('PATCH', `/${ids.active}/profile`, json)
      expect(res.status).toBe(400)
      return (await res.json()).fields
    }
    expect(Object.keys(await bad({ languages: [{ iso: 'de', proficiency: 4 }] }))).toEqual([
      'languages.0.proficiency',
    ])
    expect(Object.keys(await bad({ phone: '1; DROP TABLE talents; --' }))).toEqual(['phone'])
    expect(await bad({ tier: 'gold' })).toBeDefined()
    expect(await bad({})).toBeDefined()
    expect(
      (await bad({ availability: { notAvailableFrom: '2027-03-01', notAvailableUntil: '2027-01-01' } }))[
        'availability.notAvailableUntil'
      ],
    ).toEqual(['msp.v2.talent.error.availability.order'])
  })

  it("answers 404 for another client's, an erased or a missing talent", async () => {
    for (const id of [ids.globex, ids.erased, 999_999]) {
      expect((await call('GET', `/${id}/profile`)).status).toBe(404)
      expect((await call('PATCH', `/${id}/profile`, { title: 'x' })).status).toBe(404)
      expect((await call('GET', `/${id}/history`)).status).toBe(404)
      expect((await call('PUT', `/${id}/tier`, { tier: 'gold' })).status).toBe(404)
    }
    expect((await call('GET', `/${ids.active}/profile`, undefined, gina)).status).toBe(404)
    expect((await call('GET', '/abc/profile')).status).toBe(400)
  })

  it('needs freelancer manage to change and freelancer history to read a talent by id', async () => {
    expect((await call('PATCH', `/${ids.active}/profile`, { title: 'x' }, tom)).status).toBe(403)
    expect((await call('PUT', `/${ids.active}/deactivate`, undefined, tom)).status).toBe(403)
    expect((await call('PUT', `/${ids.active}/tier`, { tier: 'gold' }, tom)).status).toBe(403)
    expect((await call('DELETE', `/${ids.active}`, { confirm: 'DELETE' }, tom)).status).toBe(403)
    expect((await call('GET', `/${ids.active}/history`, undefined, tom)).status).toBe(403)
    expect((await call('GET', `/${ids.active}/actionLog`, undefined, tom)).status).toBe(403)
    // The viewer reads applications, not talents: no profile, CV or lists of a talent by id (§6).
    for (const read of ['profile', 'cv/pdf', 'projectApplications', 'poolMemberships', 'tags']) {
      const res = await call('GET', `/${ids.active}/${read}`, undefined, tom)
      expect(res.status, read).toBe(403)
      expect(await res.text(), read).not.toContain('@')
    }
  })

  it('lists applications, pool memberships and tags, and renders the CV as PDF', async () => {
    const apps = await (await call('GET', `/${ids.rich}/projectApplications`)).json()
    expect(apps.results.length).toBeGreaterThan(0)
    expect(apps.results[0]).toHaveProperty('projectTitle')
    const pools = await (await call('GET', `/${ids.rich}/poolMemberships`)).json()
    expect(Array.isArray(pools.results)).toBe(true)
    const tags = await (await call('GET', `/${ids.rich}/tags`)).json()
    expect(tags.results.length).toBeGreaterThan(0)
    const pdf = await call('GET', `/${ids.rich}/cv/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    expect((await call('GET', `/${ids.globex}/cv/pdf`)).status).toBe(404)
  })
})

describe('tier and state', () => {
  it('sets and clears the tier with history', async () => {
    const res = await call('PUT', `/${ids.other}/tier`, { tier: 'gold' })
    expect(await res.json()).toMatchObject({ id: ids.other, tier: 'gold' })
    expect((await call('PUT', `/${ids.other}/tier`, { tier: 'platinum' })).status).toBe(400)
    expect((await history(ids.other)).results[0]).toMatchObject({
      event: 'MSP_TIER_CHANGED',
      newValue: { tier: 'gold' },
    })
    expect(await (await call('DELETE', `/${ids.other}/tier`)).json()).toMatchObject({ tier: null })
    expect((await (await call('GET', `/${ids.other}/profile`)).json()).tier).toBeNull()
  })

  it('deactivates and reactivates; a deactivated talent refuses tags; twice is a conflict', async () => {
    const off = await call('PUT', `/${ids.other}/deactivate`, { reason: 'On sabbatical' })
    expect(await off.json()).toMatchObject({ state: 'DEACTIVATED' })
    expect((await call('PUT', `/${ids.other}/deactivate`)).status).toBe(409)
    expect((await (await call('GET', `/${ids.other}/profile`)).json()).state).toBe('DEACTIVATED')
    const tagged = await t.request(`/api/freelancer/${ids.other}/createAndAssignTag`, {
      method: 'POST',
      token: anna,
      json: { value: 'Sabbatical' },
    })
    expect(tagged.status).toBe(409)
    const on = await call('PUT', `/${ids.other}/activate`)
    expect(await on.json()).toMatchObject({ state: 'ACTIVE' })
    expect((await call('PUT', `/${ids.other}/activate`)).status).toBe(409)
    const events = (await history(ids.other)).results.map((e: { event: string }) => e.event)
    expect(events.slice(0, 2)).toEqual(['MSP_ACTIVATES', 'MSP_DEACTIVATES'])
  })
})

describe('action log', () => {
  const log = { actionType: 'call', executionDate: '2026-11-20', note: 'Called: available from January.' }

  it('adds, reads, edits and deletes a log, each with a history event under the logs filter', async () => {
    const created = await call('POST', `/${ids.active}/actionLog`, log)
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body).toMatchObject({ actionType: 'call', note: log.note, createdBy: 'Anna Admin' })
    expect(body.executionDate.startsWith('2026-11-20')).toBe(true)
    const list = await (await call('GET', `/${ids.active}/actionLog`)).json()
    expect(list.results.map((l: { id: number }) => l.id)).toContain(body.id)
    expect((await call('GET', `/${ids.active}/actionLog/${body.id}`)).status).toBe(200)
    const edited = await call('PUT', `/${ids.active}/actionLog/${body.id}`, {
      ...log,
      actionType: 'meeting',
      note: 'Met instead.',
    })
    expect(await edited.json()).toMatchObject({ id: body.id, actionType: 'meeting', note: 'Met instead.' })
    expect((await call('DELETE', `/${ids.active}/actionLog/${body.id}`)).status).toBe(204)
    expect((await call('GET', `/${ids.active}/actionLog/${body.id}`)).status).toBe(404)
    const logs = await history(ids.active, '&filter=logs')
    expect(logs.results.slice(0, 3).map((e: { event: string }) => e.event)).toEqual([
      'MSP_LOG_DELETED',
      'MSP_LOG_UPDATED',
      'MSP_LOG_ADDED',
    ])
    const pools = await history(ids.active, '&filter=pools')
    expect(pools.results.every((e: { event: string }) => /POOL/.test(e.event))).toBe(true)
    expect((await call('GET', `/${ids.active}/history?filter=emails`)).status).toBe(400)
    expect((await call('GET', `/${ids.active}/history?size=-1`)).status).toBe(400)
    expect((await call('GET', `/${ids.active}/history?size=1001`)).status).toBe(400)
  })

  it('applies the §5 note rules and the talent log types', async () => {
    const bad = async (payload: unknown) => {
      const res = await call('POST', `/${ids.active}/actionLog`, payload)
      expect(res.status).toBe(400)
      return (await res.json()).fields
    }
    expect((await bad({ ...log, note: 'ab' })).note).toEqual(['msp.v2.application.notes.error.text.min'])
    expect((await bad({ ...log, actionType: 'cl' })).actionType).toEqual([
      'msp.v2.application.notes.error.type.invalid',
    ])
    expect((await bad({ note: log.note, actionType: 'note' })).executionDate).toEqual([
      'msp.v2.application.notes.error.date.required',
    ])
    expect((await call('POST', `/${ids.globex}/actionLog`, log)).status).toBe(404)
    expect((await call('PUT', `/${ids.active}/actionLog/999999`, log)).status).toBe(404)
  })
})
