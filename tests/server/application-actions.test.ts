import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationActionResponse, PipelineStagesResponse } from '../../src/shared/contracts/pipeline'

/** The undo window of a default configuration (UNDO_WINDOW_SECONDS). */
const UNDO_WINDOW_MS = 10_000

import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/** Single application actions of §7 (reject, re-activate, hire, un-hire, labels, allocate). */

let t: TestApp
let anna: string
let max: string
let tom: string
/** Acme Talent project (anna's legal entity, not max's). */
let project: number
let globexApp: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))

/** Applications of a project in a status, each used by one test only. */
const taken = new Set<number>()
async function appIn(projectId: number, status: string): Promise<number> {
  const found = await q<{ id: number }>(sql`
    SELECT a.id FROM applications a JOIN talents t ON t.id = a.talent_id
    WHERE a.project_id = ${projectId} AND a.status = ${status}
    ORDER BY t.email_verified DESC, a.id -- rejection emails go to verified addresses only`)
  const id = found.map((r) => Number(r.id)).find((i) => !taken.has(i))
  if (id === undefined) throw new Error(`no ${status} application left in ${projectId}`)
  taken.add(id)
  return id
}

const act = async (path: string, method: string, token: string, json?: unknown) => {
  const res = await t.request(`/api/projectApplication/${path}`, { method, token, json })
  return {
    status: res.status,
    body: (await res.json()) as ApplicationActionResponse & { error?: string; messages?: string[] },
  }
}
const historyOf = (id: number) =>
  q<{ event: string; old_value: unknown; new_value: unknown }>(sql`
    SELECT event, old_value, new_value FROM history_events
    WHERE entity_type = 'application' AND entity_id = ${id} ORDER BY id DESC`)

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  const [p] = await q<{ id: number }>(sql`
    SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
    WHERE le.name = 'Acme Talent B.V.' AND p.status = 'ACTIVE' AND p.freelancer_visible ORDER BY p.id LIMIT 1`)
  project = Number(p.id)
  const [g] = await q<{ id: number }>(sql`
    SELECT a.id FROM applications a JOIN clients c ON c.id = a.client_id WHERE c.code = 'globex' AND a.status = 'a' LIMIT 1`)
  globexApp = Number(g.id)
})
afterAll(() => t.close())

describe('reject', () => {
  it('rejects as MSP: stage, history, last update, and a rejection email held for the undo window', async () => {
    const id = await appIn(project, 'a')
    const before = Date.now()
    const { status, body } = await act('reject', 'POST', anna, { ids: [id] })
    expect(status).toBe(200)
    expect(body.rows[0]).toMatchObject({ id, status: 'rm', stage: 'rejectedOrWithdrawn' })
    expect(new Date(body.rows[0].lastUpdated).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(body.undoToken).toMatch(/^[0-9a-f-]{36}$/)
    const [last] = await historyOf(id)
    expect(last).toMatchObject({
      event: 'MSP_CHANGED_STATUS',
      old_value: { status: 'a' },
      new_value: { status: 'rm' },
    })
    const mails = await q<{ status: string; send_after: string; motivation: string }>(sql`
      SELECT status, send_after, motivation FROM email_outbox WHERE undo_token = ${body.undoToken}::uuid`)
    expect(mails).toHaveLength(1)
    expect(mails[0].status).toBe('held')
    expect(mails[0].motivation).toBe('jobRejection')
    expect(new Date(mails[0].send_after).getTime()).toBeGreaterThanOrEqual(before + UNDO_WINDOW_MS - 1000)
  })

  it('reports per row: hired (status), already rejected, unknown and other client ids', async () => {
    const hired = await appIn(project, 's2c')
    await act(`${hired}/hire`, 'PUT', anna)
    const rejected = await appIn(project, 'rm')
    const { status, body } = await act('reject', 'POST', anna, { ids: [hired, rejected, 999_999, globexApp] })
    expect(status).toBe(200)
    expect(body.rows).toEqual([])
    expect(body.undoToken).toBeNull()
    expect(body.failures).toEqual([
      { id: hired, reason: PIPELINE_REASONS.status },
      { id: rejected, reason: PIPELINE_REASONS.already },
      { id: 999_999, reason: PIPELINE_REASONS.unknown },
      { id: globexApp, reason: PIPELINE_REASONS.unknown },
    ])
    const [g] = await q<{ status: string }>(sql`SELECT status FROM applications WHERE id = ${globexApp}`)
    expect(g.status).toBe('a')
  })

  it('refuses an empty list, more rows than the threshold, the viewer and other legal entities', async () => {
    const empty = await act('reject', 'POST', anna, { ids: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.messages).toContain('msp.v2.pipeline.error.empty.selection')
    const many = await act('reject', 'POST', anna, { ids: Array.from({ length: 51 }, (_, i) => i + 1) })
    expect(many).toMatchObject({ status: 400, body: { error: 'msp.v2.pipeline.error.use.bulk' } })
    const id = await appIn(project, 'a')
    expect((await act('reject', 'POST', tom, { ids: [id] })).status).toBe(403)
    // Another legal entity's application is as unknown as a missing one: nothing tells it exists.
    const other = await act('reject', 'POST', max, { ids: [id] })
    expect(other.body.failures).toEqual([{ id, reason: PIPELINE_REASONS.unknown }])
  })
})

describe('re-activate, hire, un-hire', () => {
  it('re-activates a rejected application; a second time is "already there"', async () => {
    const id = await appIn(project, 'rm')
    const first = await act(`${id}/reactivate`, 'PUT', anna)
    expect(first.status).toBe(200)
    expect(first.body.rows[0]).toMatchObject({ status: 'a', stage: 'active' })
    expect(first.body.undoToken).not.toBeNull()
    const again = await act(`${id}/reactivate`, 'PUT', anna)
    expect(again).toMatchObject({ status: 409, body: { error: PIPELINE_REASONS.already } })
  })

  it('hires a candidate sent to the client and un-hires back to "sent to client"', async () => {
    const id = await appIn(project, 's2c')
    const hired = await act(`${id}/hire`, 'PUT', anna)
    expect(hired.body.rows[0]).toMatchObject({ status: 'h', stage: 'hired' })
    const unhired = await act(`${id}/unhire`, 'PUT', anna)
    expect(unhired.body.rows[0]).toMatchObject({ status: 's2c', stage: 'send2vms' })
    const events = (await historyOf(id)).slice(0, 2)
    expect(events.map((e) => e.new_value)).toEqual([{ status: 's2c' }, { status: 'h' }])
  })

  it('refuses a status that does not allow it (409), unknown, foreign and other legal entity ids (404)', async () => {
    const active = await appIn(project, 'a')
    expect(await act(`${active}/unhire`, 'PUT', anna)).toMatchObject({
      status: 409,
      body: { error: PIPELINE_REASONS.status },
    })
    const missing = await act('999999/hire', 'PUT', anna)
    const foreign = await act(`${globexApp}/hire`, 'PUT', anna)
    expect(missing.status).toBe(404)
    expect(foreign).toEqual(missing)
    const rejected = await appIn(project, 'rm')
    expect(await act(`${rejected}/reactivate`, 'PUT', max)).toEqual(missing)
    expect((await act(`${rejected}/reactivate`, 'PUT', tom)).status).toBe(403)
    expect((await act('abc/hire', 'PUT', anna)).status).toBe(400)
  })
})

describe('labels and allocation', () => {
  let stages: PipelineStagesResponse
  beforeAll(async () => {
    stages = await (await t.request(`/api/project/${project}/pipeline/stages`, { token: anna })).json()
  })
  const labelOf = (key: string) => stages.stages.find((s) => s.key === key)?.subStages[0]?.id as number

  it('adds and drops a sub-stage label of the row stage, with history', async () => {
    const id = await appIn(project, 'a')
    const labelId = labelOf('active')
    const added = await act('addLabel', 'POST', anna, { applicationIds: [id], labelId })
    expect(added.body.rows[0].labels.map((l) => l.id)).toContain(labelId)
    expect(added.body.undoToken).not.toBeNull()
    const twice = await act('addLabel', 'POST', anna, { applicationIds: [id], labelId })
    expect(twice.body.failures).toEqual([{ id, reason: PIPELINE_REASONS.already }])
    const dropped = await act('removeLabel', 'POST', anna, { applicationIds: [id], labelId })
    expect(dropped.body.rows[0].labels.map((l) => l.id)).not.toContain(labelId)
    const events = (await historyOf(id)).slice(0, 2).map((e) => e.event)
    expect(events).toEqual(['MSP_REMOVE_LABEL', 'MSP_ADD_LABEL'])
  })

  it("refuses a label of another stage and an unknown or other client's label", async () => {
    const id = await appIn(project, 'a')
    const wrong = await act('addLabel', 'POST', anna, { applicationIds: [id], labelId: labelOf('hired') })
    expect(wrong.body.failures).toEqual([{ id, reason: PIPELINE_REASONS.labelStage }])
    const [globexLabel] = await q<{ id: number }>(sql`
      SELECT l.id FROM pipeline_labels l JOIN projects p ON p.id = l.project_id JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'globex' LIMIT 1`)
    for (const labelId of [999_999, Number(globexLabel.id)]) {
      const res = await act('addLabel', 'POST', anna, { applicationIds: [id], labelId })
      expect(res).toMatchObject({ status: 404, body: { error: 'msp.v2.pipeline.error.label.unknown' } })
    }
  })

  it("allocates an MSP of the client, shown as the row's owner; not one of another client", async () => {
    const id = await appIn(project, 'a')
    const [m] = await q<{ id: number }>(sql`SELECT id FROM msps WHERE email = 'max.recruiter@acme.test'`)
    const res = await act(`${id}/allocate`, 'PUT', anna, { mspId: Number(m.id) })
    expect(res.status).toBe(200)
    expect(res.body.rows[0].owner).toMatchObject({ id: Number(m.id), firstName: 'Max' })
    const [g] = await q<{ id: number }>(sql`SELECT id FROM msps WHERE email = 'gina.globex@globex.test'`)
    const foreign = await act(`${id}/allocate`, 'PUT', anna, { mspId: Number(g.id) })
    expect(foreign).toMatchObject({ status: 400, body: { error: 'msp.v2.pipeline.error.msp.unknown' } })
    const [last] = await historyOf(id)
    expect(last).toMatchObject({ event: 'MSP_UPDATED', new_value: { allocatedMspId: Number(m.id) } })
  })
})

describe('pool membership', () => {
  it('confirms a pending membership once', async () => {
    const [m] = await q<{ id: number }>(sql`
      SELECT pm.id FROM pool_memberships pm JOIN clients c ON c.id = pm.client_id
      WHERE c.code = 'acme' AND pm.status = 'PENDING' ORDER BY pm.id LIMIT 1`)
    const first = await t.request(`/api/pool/membership/${m.id}/accept`, { method: 'PUT', token: anna })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ id: Number(m.id), status: 'ACCEPTED' })
    const again = await t.request(`/api/pool/membership/${m.id}/accept`, { method: 'PUT', token: anna })
    expect(again.status).toBe(409)
    const missing = await t.request('/api/pool/membership/999999/accept', { method: 'PUT', token: anna })
    expect(missing.status).toBe(404)
  })
})
