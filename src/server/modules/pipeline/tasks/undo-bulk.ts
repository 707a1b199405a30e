import type { TaskHandler } from '../../../tasks/types'
import { restoreChunk, UNDO_TASK_TYPE } from '../undo-service'
import { BULK_CHUNK_SIZE } from './bulk-application'

/**
 * Undo of a large bulk run, as a task of its own: restores the snapshot rows of the token in
 * application-id order; state.cursor is the last restored id, so a resumed task goes on after it.
 */
export const undoBulkRejectHandler: TaskHandler = {
  type: UNDO_TASK_TYPE,
  async processChunk(tx, task, ctx) {
    const token = String(task.args.undoToken)
    const cursor = typeof task.state?.cursor === 'number' ? task.state.cursor : 0
    const out = await restoreChunk(
      tx,
      token,
      { id: task.mspId, clientId: task.clientId },
      cursor,
      BULK_CHUNK_SIZE,
      ctx.now,
    )
    return {
      processed: out.count,
      failed: out.failures.length,
      state: { cursor: out.lastId },
      done: out.count < BULK_CHUNK_SIZE,
    }
  },
}
