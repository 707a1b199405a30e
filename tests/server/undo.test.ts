import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tasks } from '../../src/server/db/schema/all'
import type {
  ApplicationActionResponse,
  ApplicationSearchResponse,
  BulkActionResponse,
} from '../../src/shared/contracts/pipeline'

/** The undo window of a default configuration (UNDO_WINDOW_SECONDS). */
const UNDO_WINDOW_MS = 10_000

import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/** Undo (issue 4 §4): exact previous status, stage, labels; once; within the window; emails cancelled. */

let t: TestApp
let anna: string
let nina: string
let project: number
let activeLabel: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const post = async <T>(path: string, json: unknown, token = anna) => {
  const res = await t.request(`/api/projectApplication/${path}`, { method: 'POST', token, json })
  return { status: res.status, body: (await res.json()) as T & { error?: string } }
}
const put = async (path: string, json?: unknown) => {
  const res = await t.request(`/api/projectApplication/${path}`, { method: 'PUT', token: anna, json })
  return (await res.json()) as ApplicationActionResponse
}
/** The row exactly as the pipeline table shows it. */
async function rowOf(id: number, stage: string) {
  const res = await t.request('/api/search/projectApplication/query', {
    method: 'POST',
    token: anna,
    json: { projectId: project, stage, size: 1000 },
  })
  const body = (await res.json()) as ApplicationSearchResponse
  return body.results.find((r) => r.id === id)
}
const taken = new Set<number>()
async function appWithLabel(): Promise<number> {
  const found = await q<{ id: number }>(sql`
    SELECT a.id FROM applications a JOIN application_labels al ON al.application_id = a.id
    JOIN talents t ON t.id = a.talent_id
    WHERE a.project_id = ${project} AND a.status = 'a' AND al.label_id = ${activeLabel}
      AND t.email_verified -- a rejection email goes to verified addresses only
    ORDER BY a.id`)
  const id = found.map((r) => Number(r.id)).find((i) => !taken.has(i))
  if (id === undefined) throw new Error('no labelled application left')
  taken.add(id)
  return id
}
async function appIn(status: string): Promise<number> {
  const found = await q<{ id: number }>(sql`
    SELECT id FROM applications WHERE project_id = ${project} AND status = ${status} ORDER BY id DESC`)
  const id = found.map((r) => Number(r.id)).find((i) => !taken.has(i))
  if (id === undefined) throw new Error(`no ${status} application left`)
  taken.add(id)
  return id
}

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  nina = (await t.login('nina.lead@acme.test')).access_token
  const [p] = await q<{ id: number }>(sql`
    SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
    WHERE le.name = 'Acme Talent B.V.' AND p.status = 'ACTIVE' AND p.freelancer_visible ORDER BY p.id LIMIT 1`)
  project = Number(p.id)
  const [l] = await q<{ id: number }>(sql`
    SELECT l.id FROM pipeline_labels l JOIN pipeline_stages s ON s.id = l.stage_id
    JOIN application_labels al ON al.label_id = l.id
    WHERE l.project_id = ${project} AND s.key = 'active' GROUP BY l.id ORDER BY count(*) DESC LIMIT 1`)
  activeLabel = Number(l.id)
})
afterAll(() => t.close())

describe('undo of single actions', () => {
  it('restores status, stage, labels and place of a rejected row, and cancels its email', async () => {
    const id = await appWithLabel()
    const before = await rowOf(id, 'active')
    const rejected = await post<ApplicationActionResponse>('reject', { ids: [id] })
    expect(await rowOf(id, 'active')).toBeUndefined()
    const undo = await post<BulkActionResponse>('undo', { undoToken: rejected.body.undoToken })
    expect(undo.status).toBe(200)
    expect(undo.body).toMatchObject({ mode: 'done', succeededIds: [id], failures: [] })
    expect(await rowOf(id, 'active')).toEqual(before)
    const mails = await q<{ status: string }>(sql`
      SELECT status FROM email_outbox WHERE undo_token = ${rejected.body.undoToken}::uuid`)
    expect(mails.map((m) => m.status)).toEqual(['cancelled'])
    const [last] = await q<{ event: string; old_value: unknown; new_value: unknown }>(sql`
      SELECT event, old_value, new_value FROM history_events WHERE entity_type = 'application' AND entity_id = ${id}
      ORDER BY id DESC LIMIT 1`)
    expect(last).toEqual({
      event: 'MSP_CHANGED_STATUS',
      old_value: { status: 'rm' },
      new_value: { status: 'a', undo: true },
    })
  })

  it('refuses a second undo of the same token with 409', async () => {
    const id = await appIn('a')
    const rejected = await post<ApplicationActionResponse>('reject', { ids: [id] })
    expect((await post('undo', { undoToken: rejected.body.undoToken })).status).toBe(200)
    const again = await post('undo', { undoToken: rejected.body.undoToken })
    expect(again).toMatchObject({ status: 409, body: { error: 'msp.v2.pipeline.error.undo.done' } })
  })

  it('restores labels added or dropped', async () => {
    const id = await appWithLabel()
    const before = await rowOf(id, 'active')
    const dropped = await post<ApplicationActionResponse>('removeLabel', {
      applicationIds: [id],
      labelId: activeLabel,
    })
    expect(dropped.body.rows[0].labels.map((l) => l.id)).not.toContain(activeLabel)
    await post('undo', { undoToken: dropped.body.undoToken })
    expect(await rowOf(id, 'active')).toEqual(before)
    const other = await appIn('a')
    const plain = await rowOf(other, 'active')
    const added = await post<ApplicationActionResponse>('addLabel', {
      applicationIds: [other],
      labelId: activeLabel,
    })
    await post('undo', { undoToken: added.body.undoToken })
    expect(await rowOf(other, 'active')).toEqual(plain)
  })

  it('restores hire and un-hire', async () => {
    const id = await appIn('s2c')
    const hired = await put(`${id}/hire`)
    await post('undo', { undoToken: hired.undoToken })
    expect((await rowOf(id, 'send2vms'))?.status).toBe('s2c')
    await put(`${id}/hire`)
    const unhired = await put(`${id}/unhire`)
    await post('undo', { undoToken: unhired.undoToken })
    expect((await rowOf(id, 'hired'))?.status).toBe('h')
  })

  it('leaves a row changed again since the action alone and says so', async () => {
    const id = await appIn('a')
    const rejected = await post<ApplicationActionResponse>('reject', { ids: [id] })
    await put(`${id}/reactivate`)
    const undo = await post<BulkActionResponse>('undo', { undoToken: rejected.body.undoToken })
    expect(undo.body).toMatchObject({
      mode: 'done',
      succeededIds: [],
      failures: [{ id, reason: PIPELINE_REASONS.changedSince }],
    })
    expect((await rowOf(id, 'active'))?.status).toBe('a')
  })

  it('answers 410 after the window, 404 for another user or an unknown token, 400 for a malformed one', async () => {
    const id = await appIn('a')
    const rejected = await post<ApplicationActionResponse>('reject', { ids: [id] })
    expect((await post('undo', { undoToken: rejected.body.undoToken }, nina)).status).toBe(404)
    expect((await post('undo', { undoToken: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
    expect((await post('undo', { undoToken: 'nope' })).status).toBe(400)
    t.setNow(new Date(Date.now() + UNDO_WINDOW_MS + 10 * 60_000 + 5_000))
    try {
      const late = await post('undo', { undoToken: rejected.body.undoToken })
      expect(late).toMatchObject({ status: 410, body: { error: 'msp.v2.pipeline.error.undo.expired' } })
    } finally {
      t.setNow(undefined)
    }
    expect((await rowOf(id, 'rejectedOrWithdrawn'))?.status).toBe('rm')
  })
})

describe('undo of a bulk reject run as a task', () => {
  it('undoes a finished run as a task of its own, restoring every row and cancelling its emails (more than one slice of them)', async () => {
    const talents = (
      await q<{ id: number }>(sql`
        SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
        WHERE c.code = 'acme' AND t.email_verified AND t.state = 'ACTIVE' ORDER BY t.id LIMIT 60`)
    ).map((r) => Number(r.id))
    const ids = (
      await q<{ id: number }>(sql`
        INSERT INTO applications (client_id, project_id, talent_id, status)
        SELECT p.client_id, p.id, tt, 'a' FROM projects p, unnest(string_to_array(${talents.join(',')}, ',')::int[]) AS tt
        WHERE p.id = ${project} RETURNING id`)
    ).map((r) => Number(r.id))
    await t.tasksIdle()
    const queued = await post<BulkActionResponse>('bulk', { action: 'reject', projectId: project, ids })
    if (queued.body.mode !== 'task') throw new Error('expected a task')
    await t.tasksIdle()
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, queued.body.task.uuid))
    expect(task.status).toBe('SUCCESSFUL')
    const token = String(task.state?.undoToken)
    // More held emails than one statement cancels (250): nine more for each row's.
    await q(sql`
      INSERT INTO email_outbox (client_id, msp_id, motivation, to_address, from_address, subject, text_body, status, send_after, undo_token)
      SELECT client_id, msp_id, motivation, to_address, from_address, subject, text_body, status, send_after, undo_token
      FROM email_outbox, generate_series(1, 9) WHERE undo_token = ${token}::uuid`)
    const statuses = await q<{ status: string }>(sql`
      SELECT DISTINCT status FROM applications WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[])`)
    expect(statuses).toEqual([{ status: 'rm' }])
    const undo = await post<BulkActionResponse>('undo', { undoToken: token })
    if (undo.body.mode !== 'task') throw new Error('expected an undo task')
    expect(undo.body.task).toMatchObject({ type: 'undoBulkReject', count: { total: ids.length } })
    await t.tasksIdle()
    const restored = await q<{ status: string }>(sql`
      SELECT DISTINCT status FROM applications WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[])`)
    expect(restored).toEqual([{ status: 'a' }])
    const mails = await q<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM email_outbox WHERE undo_token = ${token}::uuid GROUP BY status`,
    )
    expect(mails).toEqual([{ status: 'cancelled', n: ids.length * 10 }])
  })
})
