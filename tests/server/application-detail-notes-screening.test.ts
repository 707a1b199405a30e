import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poolMemberships, pools, projectPools } from '../../src/server/db/schema/all'
import { applicationIds } from './application-detail-support'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let ids: Awaited<ReturnType<typeof applicationIds>>

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 120, projects: 8 } })
  token = (await t.login('anna.admin@acme.test')).access_token
  ids = await applicationIds(t)
})
afterAll(() => t.close())

const call = (method: string, path: string, json?: unknown, as = token) =>
  t.request(`/api/projectApplication${path}`, { method, token: as, json })
const history = async (appId: number) => (await call('GET', `/${appId}/history`)).json()

describe('notes (manual logs)', () => {
  const note = { actionType: 'cl', executionDate: '2026-11-20', note: 'Called: available from January.' }

  it('adds a note with its history event, edits it and deletes it', async () => {
    const created = await call('POST', `/${ids.active.id}/history/manualLog`, note)
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body).toMatchObject({ actionType: 'cl', note: note.note, msp: { firstName: 'Anna' } })
    expect(body.executionDate.startsWith('2026-11-20')).toBe(true)
    let h = await history(ids.active.id)
    expect(h.results[0]).toMatchObject({
      event: 'MSP_LOG_CALL',
      newValue: { logId: body.id, note: note.note },
    })
    expect(h.notes.map((n: { id: number }) => n.id)).toContain(body.id)

    const edited = await call('PUT', `/${ids.active.id}/history/manualLog/${body.id}`, {
      ...note,
      actionType: 'mt',
      note: 'Met in person instead.',
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({
      id: body.id,
      actionType: 'mt',
      note: 'Met in person instead.',
    })
    h = await history(ids.active.id)
    expect(h.results[0]).toMatchObject({
      event: 'MSP_UPDATED',
      oldValue: { note: note.note },
      newValue: { note: 'Met in person instead.' },
    })

    expect((await call('DELETE', `/${ids.active.id}/history/manualLog/${body.id}`)).status).toBe(204)
    h = await history(ids.active.id)
    expect(h.notes.map((n: { id: number }) => n.id)).not.toContain(body.id)
    expect(h.results[0]).toMatchObject({ event: 'MSP_UPDATED', newValue: { logId: body.id, deleted: true } })
    expect((await call('DELETE', `/${ids.active.id}/history/manualLog/${body.id}`)).status).toBe(404)
  })

  it('rejects invalid notes with the §5 keys', async () => {
    const bad = async (payload: unknown) => {
      const res = await call('POST', `/${ids.active.id}/history/manualLog`, payload)
      expect(res.status).toBe(400)
      return (await res.json()).fields
    }
    expect((await bad({ ...note, note: ' ab ' })).note).toEqual(['msp.v2.application.notes.error.text.min'])
    expect((await bad({ ...note, note: '' })).note).toEqual(['msp.v2.application.notes.error.text.required'])
    expect((await bad({ ...note, actionType: 'sms' })).actionType).toEqual([
      'msp.v2.application.notes.error.type.invalid',
    ])
    expect((await bad({ note: note.note, actionType: 'nt' })).executionDate).toEqual([
      'msp.v2.application.notes.error.date.required',
    ])
    expect((await bad({ ...note, executionDate: 'yesterday' })).executionDate).toEqual([
      'msp.v2.application.notes.error.date.invalid',
    ])
    const raw = await t.request(`/api/projectApplication/${ids.active.id}/history/manualLog`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(raw.status).toBe(400)
  })

  it("refuses other clients' applications, foreign note ids and users without APPLICATION_MANAGE", async () => {
    expect((await call('POST', `/${ids.foreign.id}/history/manualLog`, note)).status).toBe(404)
    const own = await (await call('POST', `/${ids.spare.id}/history/manualLog`, note)).json()
    expect((await call('PUT', `/${ids.active.id}/history/manualLog/${own.id}`, note)).status).toBe(404)
    expect((await call('DELETE', `/${ids.active.id}/history/manualLog/${own.id}`)).status).toBe(404)
    const lea = (await t.login('lea.sourcer@acme.test')).access_token
    expect((await call('POST', `/${ids.activeTalentEntity.id}/history/manualLog`, note, lea)).status).toBe(
      403,
    )
    expect((await call('GET', `/${ids.activeTalentEntity.id}/history`, undefined, lea)).status).toBe(200)
  })

  it("answers 404 for another legal entity's application, reading or writing its notes", async () => {
    // Max works for Acme Staffing only; the application is Acme Talent's.
    const max = (await t.login('max.recruiter@acme.test')).access_token
    const other = ids.activeTalentEntity.id
    const own = await (await call('POST', `/${other}/history/manualLog`, note)).json()
    for (const res of [
      await call('GET', `/${other}/history`, undefined, max),
      await call('POST', `/${other}/history/manualLog`, note, max),
      await call('PUT', `/${other}/history/manualLog/${own.id}`, note, max),
      await call('DELETE', `/${other}/history/manualLog/${own.id}`, undefined, max),
    ]) {
      expect(res.status).toBe(404)
      expect((await res.json()).error).toBe('msp.v2.application.not.found')
    }
    expect((await history(other)).notes.map((n: { id: number }) => n.id)).toContain(own.id)
  })

  it("edits and deletes another recruiter's note only with team management; one's own always", async () => {
    const max = (await t.login('max.recruiter@acme.test')).access_token
    const nina = (await t.login('nina.lead@acme.test')).access_token
    const app = ids.active.id
    const annas = await (await call('POST', `/${app}/history/manualLog`, note)).json()
    const anna = await (await t.request('/api/msp', { token })).json()
    expect(annas.mspId).toBe(anna.id)
    const refused = await call(
      'PUT',
      `/${app}/history/manualLog/${annas.id}`,
      { ...note, note: 'Changed by Max' },
      max,
    )
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toBe('msp.v2.application.notes.error.not.author')
    expect((await call('DELETE', `/${app}/history/manualLog/${annas.id}`, undefined, max)).status).toBe(403)
    expect((await history(app)).notes.find((n: { id: number }) => n.id === annas.id).note).toBe(note.note)

    const maxs = await (await call('POST', `/${app}/history/manualLog`, note, max)).json()
    expect(maxs.mspId).not.toBe(anna.id)
    const ownEdit = await call(
      'PUT',
      `/${app}/history/manualLog/${maxs.id}`,
      { ...note, note: 'Max edits his own' },
      max,
    )
    expect(ownEdit.status).toBe(200)
    // Nina leads the team (TEAM_MANAGEMENT): she may tidy anyone's notes.
    const led = await call(
      'PUT',
      `/${app}/history/manualLog/${annas.id}`,
      { ...note, note: 'Tidied by Nina' },
      nina,
    )
    expect(led.status).toBe(200)
    expect((await call('DELETE', `/${app}/history/manualLog/${maxs.id}`, undefined, nina)).status).toBe(204)
    expect((await call('DELETE', `/${app}/history/manualLog/${annas.id}`)).status).toBe(204)
  })
})

type Q = {
  id: number
  componentName: string
  mspCanEdit: boolean
  mspVisibility: boolean
  questionJson: { type: string }
  answers: { value: string | null }[]
}

describe('screening answers', () => {
  const questionsOf = async (appId: number): Promise<Q[]> => (await call('GET', `/${appId}/question`)).json()
  const byName = (list: Q[], name: string) => list.find((q) => q.componentName === name) as Q
  const update = (q: Q, value: string | null, objectValue: unknown = null) => ({
    questionId: q.id,
    componentName: q.componentName,
    answers: value === null ? [] : [{ groupId: null, type: q.questionJson.type, value, objectValue }],
  })

  it('lists the applicable questions with their answers', async () => {
    const list = await questionsOf(ids.active.id)
    expect(list.map((q) => q.componentName)).toEqual(
      expect.arrayContaining(['expectedRate', 'workPermit', 'workPermitValidUntil', 'referralCode']),
    )
    expect(byName(list, 'referralCode').mspVisibility).toBe(false)
    expect((await call('GET', `/${ids.foreign.id}/question`)).status).toBe(404)
  })

  it('saves answers together, writes MSP_EDIT_ANSWER and shows a child once its parent says yes', async () => {
    const list = await questionsOf(ids.active.id)
    const res = await call('POST', `/${ids.active.id}/question`, [
      update(byName(list, 'yearsExperience'), '7'),
      update(byName(list, 'workPermit'), 'yes'),
      update(byName(list, 'workPermitValidUntil'), '2028-06-30'),
    ])
    expect(res.status).toBe(200)
    const saved: Q[] = await res.json()
    expect(byName(saved, 'yearsExperience').answers[0].value).toBe('7')
    expect(byName(saved, 'workPermitValidUntil').answers[0].value).toBe('2028-06-30')
    const h = await history(ids.active.id)
    const edits = h.results.filter((e: { event: string }) => e.event === 'MSP_EDIT_ANSWER')
    expect(edits.map((e: { newValue: { componentName: string } }) => e.newValue.componentName)).toEqual(
      expect.arrayContaining(['yearsExperience', 'workPermit', 'workPermitValidUntil']),
    )
  })

  it('refuses invalid values with field errors and required answers with the spec key', async () => {
    const list = await questionsOf(ids.active.id)
    const res = await call('POST', `/${ids.active.id}/question`, [
      update(byName(list, 'yearsExperience'), 'many'),
      update(byName(list, 'expectedRate'), null),
    ])
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.fields[String(byName(list, 'yearsExperience').id)]).toEqual([
      'msp.v2.application.screening.field.number',
    ])
    expect(body.fields[String(byName(list, 'expectedRate').id)]).toEqual([
      'msp.v2.application.screening.field.required',
    ])
    const wrongType = await call('POST', `/${ids.active.id}/question`, [
      {
        ...update(byName(list, 'yearsExperience'), '3'),
        answers: [{ groupId: null, type: 'text', value: '3' }],
      },
    ])
    expect(wrongType.status).toBe(400)
    const wrongName = await call('POST', `/${ids.active.id}/question`, [
      { ...update(byName(list, 'yearsExperience'), '3'), componentName: 'other' },
    ])
    expect(wrongName.status).toBe(400)
    expect((await call('POST', `/${ids.active.id}/question`, [])).status).toBe(400)
  })

  it('refuses questions the MSP may not edit or does not see', async () => {
    const list = await questionsOf(ids.active.id)
    const notEditable = await call('POST', `/${ids.active.id}/question`, [
      update(byName(list, 'ownCompany'), 'true'),
    ])
    expect(notEditable.status).toBe(409)
    expect((await notEditable.json()).error).toBe('msp.v2.application.screening.error.not.editable')
    const invisible = await call('POST', `/${ids.active.id}/question`, [
      update(byName(list, 'referralCode'), 'X1'),
    ])
    expect(invisible.status).toBe(409)
    const hiddenChild = await call('POST', `/${ids.active.id}/question`, [
      update(byName(list, 'workPermit'), 'no'),
      update(byName(list, 'workPermitValidUntil'), '2028-01-01'),
    ])
    expect(hiddenChild.status).toBe(409)
  })

  it('refuses saving on a non-active application, with pending pool applications, or without the permission', async () => {
    const hiredQuestions = await questionsOf(ids.hired.id)
    const hired = await call('POST', `/${ids.hired.id}/question`, [
      update(byName(hiredQuestions, 'yearsExperience'), '4'),
    ])
    expect(hired.status).toBe(409)
    expect((await hired.json()).error).toBe('msp.v2.application.screening.error.not.active')

    const list = await questionsOf(ids.spare.id)
    const tom = (await t.login('tom.viewer@acme.test')).access_token
    const body = [update(byName(list, 'yearsExperience'), '4')]
    expect((await call('POST', `/${ids.spare.id}/question`, body, tom)).status).toBe(403)
    expect((await call('POST', `/${ids.foreign.id}/question`, body)).status).toBe(404)

    const db = t.database.db
    const [pool] = await db.insert(pools).values({ clientId: ids.acme, name: 'Pending pool' }).returning()
    await db.insert(projectPools).values({ projectId: ids.spare.projectId, poolId: pool.id })
    await db
      .insert(poolMemberships)
      .values({ clientId: ids.acme, poolId: pool.id, talentId: ids.spare.talentId, status: 'PENDING' })
    const detail = await (await call('GET', `/${ids.spare.id}`)).json()
    expect(detail.pendingPoolMembership).toBe(true)
    // The pipeline table marks the row the same way.
    const search = await t.request('/api/search/projectApplication/query', {
      method: 'POST',
      token,
      json: { projectId: ids.spare.projectId, stage: detail.stage, size: 999 },
    })
    const rows: { id: number; pendingPoolMembership: boolean }[] = (await search.json()).results
    expect(rows.find((r) => r.id === ids.spare.id)?.pendingPoolMembership).toBe(true)
    expect(rows.filter((r) => r.pendingPoolMembership).every((r) => r.id === ids.spare.id)).toBe(true)
    const blocked = await call('POST', `/${ids.spare.id}/question`, body)
    expect(blocked.status).toBe(409)
    expect((await blocked.json()).error).toBe(
      'msp.v2.application.messages.screening.blocked.pool.access.needed',
    )
    await db.delete(poolMemberships).where(and(eq(poolMemberships.poolId, pool.id)))
    expect((await call('POST', `/${ids.spare.id}/question`, body)).status).toBe(200)
  })
})
