import type { ChunkResult, TaskHandler, TaskRecord, Tx } from '../../../tasks/types'
import { runActionChunk } from '../application-actions-core'
import {
  BULK_ACTION_TASK,
  BULK_REJECT_TASK,
  type BulkTaskArgs,
  legalEntityIdsOf,
} from '../application-bulk-service'
import { openUndoWindow } from '../undo-service'

/** Rows per transaction: small enough that PGlite never blocks the event loop for long. */
export const BULK_CHUNK_SIZE = 50
const DEFAULT_UNDO_WINDOW_MS = 15_000

/**
 * Works a bulk application action (§4 background tasks) in chunks. The ids sit in the task's
 * args, the position in state.offset; each chunk runs in the runner's transaction with its
 * progress, and rows are locked and status-checked inside it, so a resumed task rejects every
 * application exactly once. The undo snapshot and the held rejection emails are written in the
 * same transaction; the undo window opens (and the emails' wait starts) with the last chunk.
 */
async function processBulkChunk(tx: Tx, task: TaskRecord, ctx: { now: Date }): Promise<ChunkResult> {
  const args = task.args as unknown as BulkTaskArgs
  const state = task.state ?? {}
  const offset = typeof state.offset === 'number' ? state.offset : 0
  const undoToken = typeof state.undoToken === 'string' ? state.undoToken : null
  const acceptIds = args.acceptIds ?? []
  // Tasks queued before these were stored: the defaults of their time.
  const windowMs = args.undoWindowMs ?? DEFAULT_UNDO_WINDOW_MS
  const holdMs = args.holdMs ?? windowMs
  const total = acceptIds.length + args.ids.length
  const end = Math.min(total, offset + BULK_CHUNK_SIZE)
  const acceptSlice = acceptIds.slice(Math.min(offset, acceptIds.length), Math.min(end, acceptIds.length))
  const mainSlice = args.ids.slice(
    Math.max(0, offset - acceptIds.length),
    Math.max(0, end - acceptIds.length),
  )
  const common = {
    actor: {
      id: task.mspId,
      clientId: task.clientId,
      legalEntityIds: await legalEntityIdsOf(tx, task.mspId),
    },
    projectId: args.projectId,
    bulk: true,
    undoToken,
    now: ctx.now,
    mailFrom: args.mailFrom,
    // The user can undo only once the run is over: the emails' wait starts then (openUndoWindow).
    emailsSendAfter: undoToken ? null : new Date(ctx.now.getTime() + holdMs),
    manualHire: args.manualHire === true,
  }
  let failed = 0
  if (acceptSlice.length > 0)
    failed += (await runActionChunk(tx, acceptSlice, { ...common, params: { action: 'accept' } })).failures
      .length
  if (mainSlice.length > 0)
    failed += (
      await runActionChunk(tx, mainSlice, {
        ...common,
        params: {
          action: args.action,
          labelId: args.labelId,
          mspId: args.mspId,
          email: args.email,
          reasonLabelId: args.reasonLabelId,
        },
      })
    ).failures.length
  const done = end >= total
  if (done && undoToken)
    await openUndoWindow(tx, undoToken, ctx.now, windowMs, new Date(ctx.now.getTime() + holdMs))
  return { processed: end - offset, failed, state: { offset: end, undoToken }, done }
}

export const bulkRejectHandler: TaskHandler = { type: BULK_REJECT_TASK, processChunk: processBulkChunk }
export const bulkApplicationActionHandler: TaskHandler = {
  type: BULK_ACTION_TASK,
  processChunk: processBulkChunk,
}
