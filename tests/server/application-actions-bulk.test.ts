import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tasks } from '../../src/server/db/schema/all'
import { BULK_CHUNK_SIZE, bulkRejectHandler } from '../../src/server/modules/pipeline/tasks/bulk-application'
import { toTaskRecord } from '../../src/server/tasks/queue'
import type { TaskHandler } from '../../src/server/tasks/types'
import type { BulkActionResponse, PreflightResponse } from '../../src/shared/contracts/pipeline'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Bulk actions of §2 and the bulk-reject task (§4 background tasks). The runner is not started:
 * the handler is driven chunk by chunk here, as the runner would (its own tests cover the runner).
 */

let t: TestApp
let anna: string
let tom: string
let project: number
let bigProject: number
let extraIds: number[]

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const post = async <T>(path: string, json: unknown, token = anna) => {
  const res = await t.request(`/api/projectApplication/${path}`, { method: 'POST', token, json })
  return { status: res.status, body: (await res.json()) as T & { error?: string; messages?: string[] } }
}
const statusOf = async (ids: number[]) =>
  new Map(
    (
      await q<{ id: number; status: string }>(sql`
        SELECT id, status FROM applications WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[])`)
    ).map((r) => [Number(r.id), r.status]),
  )
const idsIn = async (projectId: number, status: string) =>
  (
    await q<{ id: number }>(
      sql`SELECT id FROM applications WHERE project_id = ${projectId} AND status = ${status} ORDER BY id`,
    )
  ).map((r) => Number(r.id))

/** One chunk per transaction, progress and state stored with it, exactly as the runner does. */
async function runChunk(handler: TaskHandler, taskId: string) {
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId))
    const result = await handler.processChunk(tx, toTaskRecord(row), { now: new Date() })
    const failedCount =
      (typeof row.state?.failedCount === 'number' ? row.state.failedCount : 0) + result.failed
    await tx
      .update(tasks)
      .set({
        current: row.current + result.processed,
        state: { ...(row.state ?? {}), ...result.state, failedCount },
        status: result.done ? 'SUCCESSFUL' : 'RUNNING',
      })
      .where(eq(tasks.id, taskId))
    return result
  })
}
async function runToEnd(handler: TaskHandler, taskId: string) {
  for (let i = 0; i < 10_000; i++) if ((await runChunk(handler, taskId)).done) return
  throw new Error('task never finished')
}

beforeAll(async () => {
  t = await createTestApp({ startTaskRunner: false })
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  const ps = await q<{ id: number }>(sql`
    SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
    WHERE le.name = 'Acme Talent B.V.' AND p.status = 'ACTIVE' AND p.freelancer_visible ORDER BY p.id`)
  project = Number(ps[0].id)
  bigProject = Number(ps[1].id)
  // 450 more active applications: a stage large enough for a background task.
  const talents = (
    await q<{ id: number }>(sql`
      SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = 'acme' AND t.email IS NOT NULL AND t.email_verified AND t.state = 'ACTIVE' ORDER BY t.id`)
  ).map((r) => Number(r.id))
  // Each chunk's talents differ: a talent rejected twice in one chunk gets one email (same text, same address).
  if (talents.length < BULK_CHUNK_SIZE)
    throw new Error(`only ${talents.length} talents with a verified email`)
  const picks = Array.from({ length: 450 }, (_, i) => talents[i % talents.length])
  extraIds = (
    await q<{ id: number }>(sql`
      INSERT INTO applications (client_id, project_id, talent_id, status, msp_pipeline_last_updated)
      SELECT p.client_id, p.id, t, 'a', now() - interval '1 day' FROM projects p,
        unnest(string_to_array(${picks.join(',')}, ',')::int[]) AS t
      WHERE p.id = ${bigProject} RETURNING id`)
  ).map((r) => Number(r.id))
})
afterAll(() => t.close())

describe('preflight', () => {
  it('lists what would fail and why, and changes nothing', async () => {
    const [active] = await idsIn(project, 'a')
    const [rejected] = await idsIn(project, 'rm')
    const [sent] = await idsIn(project, 's2c')
    const [globex] = (
      await q<{ id: number }>(
        sql`SELECT a.id FROM applications a JOIN clients c ON c.id = a.client_id WHERE c.code = 'globex' LIMIT 1`,
      )
    ).map((r) => Number(r.id))
    const [other] = await idsIn(bigProject, 'a')
    const ids = [active, rejected, sent, globex, other]
    const { status, body } = await post<PreflightResponse>('bulk/preflight', {
      action: 'reject',
      projectId: project,
      ids,
    })
    expect(status).toBe(200)
    expect(body.okIds).toEqual([active])
    expect(body.failures).toEqual([
      { id: rejected, reason: PIPELINE_REASONS.already },
      { id: sent, reason: PIPELINE_REASONS.status },
      { id: globex, reason: PIPELINE_REASONS.unknown },
      // Bulk calls act on one project: a row of another project is unknown there.
      { id: other, reason: PIPELINE_REASONS.unknown },
    ])
    expect((await statusOf([active])).get(active)).toBe('a')
  })

  it('reads a long list in slices and still answers every id once, in order', async () => {
    const active = await idsIn(bigProject, 'a')
    const unknown = Array.from({ length: 700 }, (_, i) => 900_000_000 + i)
    const ids = [...unknown.slice(0, 350), ...active, ...unknown.slice(350)]
    expect(ids.length).toBeGreaterThan(1000)
    const { status, body } = await post<PreflightResponse>('bulk/preflight', {
      action: 'reject',
      projectId: bigProject,
      ids,
    })
    expect(status).toBe(200)
    expect(body.okIds).toEqual(active)
    expect(body.failures).toEqual(unknown.map((id) => ({ id, reason: PIPELINE_REASONS.unknown })))
  })

  it('refuses pending applications in a bulk reject unless the legal entity allows it', async () => {
    const pending = await idsIn(project, 'uc')
    expect(pending.length).toBeGreaterThan(0)
    const { body } = await post<PreflightResponse>('bulk/preflight', {
      action: 'reject',
      projectId: project,
      ids: pending,
    })
    expect(body.failures.map((f) => f.reason)).toEqual(pending.map(() => PIPELINE_REASONS.pendingBulkReject))
  })
})

describe('bulk at once', () => {
  it('accepts unconfirmed applications and reports partial success by row', async () => {
    const pending = await idsIn(project, 'uc')
    const [active] = await idsIn(project, 'a')
    const { status, body } = await post<BulkActionResponse>('bulk', {
      action: 'accept',
      projectId: project,
      ids: [...pending, active],
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ mode: 'done', succeededIds: pending })
    if (body.mode !== 'done') return
    expect(body.failures).toEqual([{ id: active, reason: PIPELINE_REASONS.already }])
    expect(body.undoToken).not.toBeNull()
    const after = await statusOf(pending)
    expect([...after.values()].every((s) => s === 'a')).toBe(true)
  })

  it('refuses an empty list, more than 100,000 ids, a missing project and the viewer', async () => {
    const empty = await post('bulk', { action: 'reject', projectId: project, ids: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.messages).toContain('msp.v2.pipeline.error.empty.selection')
    const huge = Array.from({ length: 100_001 }, (_, i) => i + 1)
    const tooMany = await post('bulk', { action: 'reject', projectId: project, ids: huge })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.messages).toContain('msp.v2.pipeline.error.too.many')
    const missing = await post('bulk', { action: 'reject', projectId: 999_999, ids: [1] })
    expect(missing).toMatchObject({ status: 404, body: { error: 'msp.v2.pipeline.error.project.not.found' } })
    expect((await post('bulk', { action: 'reject', projectId: project, ids: [1] }, tom)).status).toBe(403)
    const noLabel = await post('bulk', { action: 'addLabel', projectId: project, ids: [1] })
    expect(noLabel).toMatchObject({ status: 400, body: { error: 'msp.v2.pipeline.error.label.required' } })
  })

  it('queues a 100,000-id list as a task without touching a row yet', async () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => 5_000_000 + i)
    const { status, body } = await post<BulkActionResponse>('bulk', {
      action: 'reject',
      projectId: project,
      ids,
    })
    expect(status).toBe(200)
    if (body.mode !== 'task') throw new Error('expected a task')
    expect(body.task).toMatchObject({
      type: 'bulkReject',
      status: 'CREATED',
      count: { total: 100_000, current: 0 },
    })
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, body.task.uuid))
    expect((row.args as { ids: number[] }).ids).toHaveLength(100_000)
    await t.database.db.update(tasks).set({ status: 'USER_STOPPED' }).where(eq(tasks.id, body.task.uuid))
  })
})

describe('bulk reject as a task', () => {
  it('rejects every row exactly once in chunks, holds the emails and the undo until the run ends', async () => {
    const ids = extraIds.slice(0, 420)
    const foreign = 999_999
    const { body } = await post<BulkActionResponse>('bulk', {
      action: 'reject',
      projectId: bigProject,
      ids: [...ids, foreign],
    })
    if (body.mode !== 'task') throw new Error('expected a task')
    const taskId = body.task.uuid
    // First chunk, then the same chunk again as if the process died before noticing it committed.
    const first = await runChunk(bulkRejectHandler, taskId)
    expect(first).toMatchObject({ processed: BULK_CHUNK_SIZE, failed: 0, done: false })
    const held = await q<{ n: number; pending: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE send_after IS NULL)::int AS pending FROM email_outbox
      WHERE undo_token = ${String(first.state.undoToken)}::uuid AND status = 'held'`)
    expect(held[0]).toEqual({ n: BULK_CHUNK_SIZE, pending: BULK_CHUNK_SIZE })
    const early = await post('undo', { undoToken: first.state.undoToken })
    expect(early).toMatchObject({ status: 409, body: { error: 'msp.v2.pipeline.error.undo.running' } })
    await t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId))
      const again = await bulkRejectHandler.processChunk(
        tx,
        { ...toTaskRecord(row), state: { offset: 0, undoToken: first.state.undoToken } },
        { now: new Date() },
      )
      expect(again).toMatchObject({ processed: BULK_CHUNK_SIZE, failed: 0 })
    })
    await runToEnd(bulkRejectHandler, taskId)
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId))
    expect(task.current).toBe(421)
    expect(task.state?.failedCount).toBe(1)
    const after = await statusOf(ids)
    expect([...after.values()].every((s) => s === 'rm')).toBe(true)
    const events = await q<{ entity_id: number; n: number }>(sql`
      SELECT entity_id, count(*)::int AS n FROM history_events
      WHERE entity_type = 'application' AND event = 'MSP_CHANGED_STATUS'
        AND entity_id = ANY(string_to_array(${ids.join(',')}, ',')::int[]) GROUP BY entity_id`)
    expect(events).toHaveLength(ids.length)
    expect(events.every((e) => e.n === 1)).toBe(true)
    const mails = await q<{ n: number; waiting: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE send_after > now())::int AS waiting FROM email_outbox
      WHERE undo_token = ${String(first.state.undoToken)}::uuid AND status = 'held'`)
    expect(mails[0]).toEqual({ n: ids.length, waiting: ids.length })
    // The wait of every email (written in slices) and the undo window start at one moment.
    const [window] = await q<{ starts: number; open: boolean }>(sql`
      SELECT count(DISTINCT o.send_after)::int AS starts, bool_and(u.expires_at IS NOT NULL) AS open
      FROM email_outbox o JOIN undo_actions u ON u.token = o.undo_token
      WHERE o.undo_token = ${String(first.state.undoToken)}::uuid`)
    expect(window).toEqual({ starts: 1, open: true })
  })

  it('runs a large "accept selected, reject the rest" as one task: accepts first, then rejects', async () => {
    const before = await q<{ id: number; status: string }>(sql`
      SELECT id, status FROM applications WHERE project_id = ${bigProject} AND stage = 'active' ORDER BY id`)
    expect(before.length).toBeGreaterThan(50)
    const keep = before
      .filter((r) => r.status === 'a')
      .slice(0, 2)
      .map((r) => Number(r.id))
    const { body } = await post<BulkActionResponse>('bulk/acceptAndReject', {
      projectId: bigProject,
      stage: 'active',
      acceptIds: keep,
    })
    if (body.mode !== 'task') throw new Error('expected a task')
    expect(body.task.count.total).toBe(before.length)
    await runToEnd(bulkRejectHandler, body.task.uuid)
    const after = await statusOf(before.map((r) => Number(r.id)))
    for (const r of before) {
      const id = Number(r.id)
      // Kept rows were already active ("already there"); pending ones may not be rejected in bulk here.
      const expected = keep.includes(id) ? 'a' : r.status === 'uc' ? 'uc' : 'rm'
      expect(after.get(id)).toBe(expected)
    }
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, body.task.uuid))
    const pending = before.filter((r) => r.status === 'uc').length
    expect(task.state?.failedCount).toBe(keep.length + pending)
  })

  it('accepts the selected and rejects the rest of a stage label in one undoable run', async () => {
    const stages = await (await t.request(`/api/project/${project}/pipeline/stages`, { token: anna })).json()
    const label = stages.stages
      .find((s: { key: string }) => s.key === 'active')
      .subStages.find((l: { entriesCount: number }) => l.entriesCount >= 2)
    const inLabel = (
      await q<{ id: number }>(sql`
        SELECT a.id FROM applications a JOIN application_labels al ON al.application_id = a.id
        WHERE al.label_id = ${label.id} AND a.status IN ('a', 'uc', 'placeholder') ORDER BY a.id`)
    ).map((r) => Number(r.id))
    const [keep, ...rest] = inLabel
    const req = { projectId: project, stage: 'active', labelId: label.id, acceptIds: [keep] }
    const preflight = await post<PreflightResponse>('bulk/acceptAndReject/preflight', req)
    expect(preflight.status).toBe(200)
    const { body } = await post<BulkActionResponse>('bulk/acceptAndReject', req)
    if (body.mode !== 'done') throw new Error('expected done')
    expect(body.succeededIds.sort()).toEqual(preflight.body.okIds.sort())
    const after = await statusOf(inLabel)
    expect(after.get(keep)).toBe('a')
    for (const id of rest) if (!body.failures.some((f) => f.id === id)) expect(after.get(id)).toBe('rm')
    const undo = await post<BulkActionResponse>('undo', { undoToken: body.undoToken })
    expect(undo.status).toBe(200)
    const restored = await statusOf(rest)
    expect([...restored.values()].every((s) => s !== 'rm')).toBe(true)
  })
})
