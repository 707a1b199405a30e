import type { VmsRowFailure } from '../../../../shared/contracts/vms'
import type { ChunkResult, TaskHandler, TaskRecord, Tx } from '../../../tasks/types'
import { legalEntityIdsOf } from '../../pipeline'
import { evaluateSend, failuresOf } from '../preflight'
import { loadSendProjects, loadSendRows } from '../send-rows'
import { type SendTaskArgs, VMS_SEND_TASK } from '../send-service'
import { writeSendPlans } from '../submission-writes'

/** Rows per chunk (one transaction each). */
export const SEND_CHUNK_SIZE = 50
/** Per-row failures kept in the task's state for its result list. */
const MAX_KEPT_FAILURES = 5000

/**
 * Works a bulk send (§4 background tasks): each chunk locks its applications (and their
 * projects, for maxSubmissions), checks the send rules again and writes the queued
 * submissions and the status "send pending", in the runner's transaction with the progress,
 * so a resumed task queues every row once. The dispatcher delivers them after the commit;
 * the rows show what the VMS answered. The result per row (why some were not sent) stays in
 * the task's state.
 */
async function processSendChunk(tx: Tx, task: TaskRecord, ctx: { now: Date }): Promise<ChunkResult> {
  const args = task.args as unknown as SendTaskArgs
  const state = task.state ?? {}
  const offset = typeof state.offset === 'number' ? state.offset : 0
  const kept = Array.isArray(state.failures) ? (state.failures as VmsRowFailure[]) : []
  const early = offset === 0 && typeof state.early === 'number' ? state.early : 0
  const slice = args.ids.slice(offset, offset + SEND_CHUNK_SIZE)
  const actor = {
    id: task.mspId,
    clientId: task.clientId,
    legalEntityIds: await legalEntityIdsOf(tx, task.mspId),
  }
  const rows = await loadSendRows(tx, actor, slice, true)
  const projects = await loadSendProjects(
    tx,
    task.clientId,
    [...new Set([...rows.values()].map((r) => r.projectId))],
    true,
  )
  // Connections were checked when the task was queued (rows without one never got here).
  const { plans, blocked } = evaluateSend(slice, rows, projects, {
    mode: args.mode,
    legalEntityIds: actor.legalEntityIds,
    connected: () => true,
  })
  await writeSendPlans(tx, plans, actor, ctx.now)
  const failures = failuresOf(blocked)
  const next = offset + slice.length
  return {
    processed: slice.length + early,
    failed: failures.length,
    state: {
      offset: next,
      early: 0,
      failures: [...kept, ...failures].slice(0, MAX_KEPT_FAILURES),
      queuedCount: (typeof state.queuedCount === 'number' ? state.queuedCount : 0) + plans.length,
    },
    done: next >= args.ids.length,
  }
}

export const vmsSendHandler: TaskHandler = { type: VMS_SEND_TASK, processChunk: processSendChunk }
