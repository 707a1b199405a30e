import type { TaskStatus } from '../../shared/domain/statuses'
import type { Db } from '../db/client'

/** A transaction handle as drizzle passes it to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A task row as a handler sees it. `state` is the handler's own resumable cursor. */
export interface TaskRecord {
  id: string
  clientId: number
  mspId: number
  type: string
  status: TaskStatus
  args: Record<string, unknown>
  total: number
  current: number
  state: Record<string, unknown> | null
}

export interface ChunkResult {
  /** Rows handled in this chunk (succeeded or failed); added to `current`. */
  processed: number
  /** Rows of this chunk that could not be handled; summed into state.failedCount. */
  failed: number
  /** The next cursor; stored with the progress in the same transaction. */
  state: Record<string, unknown>
  done: boolean
}

/**
 * A kind of background task (§4 Background tasks). The runner calls `processChunk` inside a
 * transaction that also stores the progress and the returned state, so a chunk either
 * happens completely, with its progress, or not at all: a server killed mid-task resumes
 * from the last committed chunk and handles every row exactly once. Handlers write with
 * `tx.execute`: the runner hands the event loop back before each such statement, so keep
 * each one short (PGlite runs it on the server's thread).
 */
export interface TaskHandler {
  type: string
  processChunk(tx: Tx, task: TaskRecord, ctx: { now: Date }): Promise<ChunkResult>
}
