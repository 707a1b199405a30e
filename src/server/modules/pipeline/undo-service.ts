import { eq, sql } from 'drizzle-orm'
import type { RowFailure, UndoResponse } from '../../../shared/contracts/pipeline'
import { BULK_TASK_THRESHOLD } from '../../../shared/contracts/pipeline'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { tasks, undoActions } from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { enqueueTask, toTaskDto } from '../../tasks/queue'
import { cancelHeld, releaseHeld } from '../email'
import { parseIntArray } from './application-rows'
import { pipelineErrors } from './errors'
import { type HistoryInsert, insertHistory, toIso } from './pipeline-sql'

/**
 * Undo of pipeline actions (issue 4 §4): every undoable action records, per application, what
 * it looked like before; undo restores exactly that (status, so stage; labels; allocation; the
 * last-update time, so the row returns to its place) and cancels the held rejection emails.
 */

/** Undo stays possible this long after the window the toast shows, for slow clicks and clocks. */
export const UNDO_SLACK_MS = 10 * 60_000
export const UNDO_TASK_TYPE = 'undoBulkReject'

export const undoExpiry = (now: Date, windowMs: number) => new Date(now.getTime() + windowMs + UNDO_SLACK_MS)

export async function createUndoAction(
  tx: DbOrTx,
  input: {
    token: string
    clientId: number
    mspId: number
    projectId: number | null
    action: string
    now: Date
    /** null while a bulk task runs; the task sets it when it ends. */
    expiresAt: Date | null
  },
): Promise<void> {
  await tx.insert(undoActions).values({
    token: input.token,
    clientId: input.clientId,
    mspId: input.mspId,
    projectId: input.projectId,
    action: input.action,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  })
}

/**
 * A finished bulk run: the undo window and the held emails' wait start now, in the caller's
 * transaction (so all at once for the user). `sendAfter`: when the emails leave.
 */
export async function openUndoWindow(
  tx: DbOrTx,
  token: string,
  now: Date,
  windowMs: number,
  sendAfter: Date,
): Promise<void> {
  await tx
    .update(undoActions)
    .set({ expiresAt: undoExpiry(now, windowMs) })
    .where(eq(undoActions.token, token))
  await releaseHeld(tx, token, sendAfter)
}

/** POST projectApplication/undo. */
export async function undoAction(deps: AppDeps, user: AuthUser, token: string): Promise<UndoResponse> {
  const now = nowOf(deps)
  const result = await deps.db.transaction(async (tx) => {
    const [action] = rowsOf<{
      project_id: number | null
      expires_at: Date | string | null
      undone_at: unknown
    }>(
      await tx.execute(sql`
        SELECT project_id, expires_at, undone_at FROM undo_actions
        WHERE token = ${token}::uuid AND client_id = ${user.clientId} AND msp_id = ${user.id} FOR UPDATE`),
    )
    if (!action) throw notFound(pipelineErrors.undoUnknown)
    if (action.undone_at) throw new ApiError(409, pipelineErrors.undoDone)
    if (action.expires_at === null) throw new ApiError(409, pipelineErrors.undoRunning)
    if (new Date(action.expires_at).getTime() < now.getTime())
      throw new ApiError(410, pipelineErrors.undoExpired)
    await tx.execute(
      sql`UPDATE undo_actions SET undone_at = ${now.toISOString()}::timestamptz WHERE token = ${token}::uuid`,
    )
    // Every time: also when a row was changed since (re-activated by another recruiter).
    await cancelHeld(tx, token)
    const [{ n }] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`SELECT count(*) AS n FROM undo_rows WHERE token = ${token}::uuid`),
    )
    const total = Number(n)
    if (total <= BULK_TASK_THRESHOLD) {
      const out = await restoreChunk(tx, token, user, 0, total + 1, now)
      return { mode: 'done' as const, succeededIds: out.restoredIds, failures: out.failures, undoToken: null }
    }
    const project = action.project_id
      ? rowsOf<{ title: string; job_handle: string }>(
          await tx.execute(sql`SELECT title, job_handle FROM projects WHERE id = ${action.project_id}`),
        )[0]
      : undefined
    const task = await enqueueTask(tx, {
      clientId: user.clientId,
      mspId: user.id,
      type: UNDO_TASK_TYPE,
      args: {
        undoToken: token,
        projectId: action.project_id ?? undefined,
        jobHandleId: project?.job_handle,
        jobTitle: project?.title,
      },
      total,
      state: { cursor: 0, failedCount: 0 },
    })
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, task.id))
    return { mode: 'task' as const, task: toTaskDto(row) }
  })
  if (result.mode === 'task') deps.taskRunner?.wake()
  return result
}

interface UndoRowRecord {
  application_id: number
  prev_status: ApplicationStatusCode
  new_status: ApplicationStatusCode
  prev_label_ids: unknown
  prev_allocated_msp_id: number | null
  prev_last_updated: Date | string
  cur_status: ApplicationStatusCode
  cur_label_ids: unknown
  cur_allocated_msp_id: number | null
}

/**
 * Restores up to `limit` rows of the token after application id `afterId` (the task's cursor).
 * A row changed again since the action (another status) is left alone and reported.
 */
export async function restoreChunk(
  tx: DbOrTx,
  token: string,
  actor: { id: number; clientId: number },
  afterId: number,
  limit: number,
  now: Date,
): Promise<{ restoredIds: number[]; failures: RowFailure[]; lastId: number; count: number }> {
  const rows = rowsOf<UndoRowRecord>(
    await tx.execute(sql`
      SELECT u.application_id, u.prev_status, u.new_status, u.prev_label_ids, u.prev_allocated_msp_id,
        u.prev_last_updated, a.status AS cur_status, a.allocated_msp_id AS cur_allocated_msp_id,
        coalesce((SELECT array_agg(al.label_id ORDER BY al.label_id) FROM application_labels al
          WHERE al.application_id = a.id), '{}') AS cur_label_ids
      FROM undo_rows u JOIN applications a ON a.id = u.application_id
      WHERE u.token = ${token}::uuid AND u.application_id > ${afterId}
      ORDER BY u.application_id LIMIT ${limit}
      FOR UPDATE OF a`),
  )
  const failures: RowFailure[] = []
  const restore: UndoRowRecord[] = []
  for (const r of rows) {
    if (r.cur_status !== r.new_status)
      failures.push({ id: Number(r.application_id), reason: PIPELINE_REASONS.changedSince })
    else restore.push(r)
  }
  const lastId = rows.length > 0 ? Number(rows[rows.length - 1].application_id) : afterId
  if (restore.length === 0) return { restoredIds: [], failures, lastId, count: rows.length }
  const ids = restore.map((r) => Number(r.application_id))
  const json = JSON.stringify(
    restore.map((r) => ({
      id: Number(r.application_id),
      status: r.prev_status,
      allocated: r.prev_allocated_msp_id,
      last_updated: toIso(r.prev_last_updated),
    })),
  )
  await tx.execute(sql`
    UPDATE applications a SET status = v.status, allocated_msp_id = v.allocated,
      msp_pipeline_last_updated = v.last_updated, updated_at = ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json}::jsonb) AS v(id int, status text, allocated int, last_updated timestamptz)
    WHERE a.id = v.id`)
  // Labels exactly as before: drop the ones added since, put back the removed ones that still exist.
  await tx.execute(sql`
    DELETE FROM application_labels al USING undo_rows u
    WHERE u.token = ${token}::uuid AND u.application_id = al.application_id
      AND al.application_id = ANY(${intArray(ids)}) AND NOT (al.label_id = ANY(u.prev_label_ids))`)
  await tx.execute(sql`
    INSERT INTO application_labels (application_id, label_id, added_by, added_at)
    SELECT u.application_id, l.id, ${actor.id}, ${now.toISOString()}::timestamptz
    FROM undo_rows u JOIN pipeline_labels l ON l.id = ANY(u.prev_label_ids)
    WHERE u.token = ${token}::uuid AND u.application_id = ANY(${intArray(ids)})
    ON CONFLICT DO NOTHING`)
  await insertHistory(tx, actor.clientId, actor.id, 'application', undoHistory(restore), now)
  return { restoredIds: ids, failures, lastId, count: rows.length }
}

function undoHistory(rows: UndoRowRecord[]): HistoryInsert[] {
  const events: HistoryInsert[] = []
  for (const r of rows) {
    const entityId = Number(r.application_id)
    if (r.cur_status !== r.prev_status)
      events.push({
        entityId,
        event: 'MSP_CHANGED_STATUS',
        oldValue: { status: r.cur_status },
        newValue: { status: r.prev_status, undo: true },
      })
    const prev = new Set(parseIntArray(r.prev_label_ids))
    const cur = new Set(parseIntArray(r.cur_label_ids))
    for (const labelId of prev)
      if (!cur.has(labelId))
        events.push({ entityId, event: 'MSP_ADD_LABEL', newValue: { labelId, undo: true } })
    for (const labelId of cur)
      if (!prev.has(labelId))
        events.push({ entityId, event: 'MSP_REMOVE_LABEL', newValue: { labelId, undo: true } })
    const prevMsp = r.prev_allocated_msp_id === null ? null : Number(r.prev_allocated_msp_id)
    const curMsp = r.cur_allocated_msp_id === null ? null : Number(r.cur_allocated_msp_id)
    if (prevMsp !== curMsp)
      events.push({
        entityId,
        event: 'MSP_UPDATED',
        oldValue: { allocatedMspId: curMsp },
        newValue: { allocatedMspId: prevMsp, undo: true },
      })
  }
  return events
}
