import type { TaskRow } from './queue'

/**
 * What this process knows of the tasks its runner is working on, so `tasks/now` polls need not
 * read the database while a chunk runs. On PGlite (one connection) a poll's SELECT otherwise
 * waits behind the chunk's transaction: the snackbars' polls took ~100 ms at p95 and up to
 * ~300-400 ms during a 5,000-row bulk reject.
 *
 * The database stays authoritative: each chunk commits its progress first, and only then does
 * the runner note it here. A user's `tasks/now` list is kept as last read from the database (by
 * a poll, or by the runner right after it claimed the user's task) and answered from memory
 * while the runner owns one of that user's tasks, with the progress of the tasks it works on
 * laid over it. Every other write of the tasks table in this process (queue, claim, end of a
 * task, acknowledge, stop, recovery) makes the kept lists stale, so the next poll reads again.
 *
 * Only where the runner owns the database (`exclusive`, PGlite): there every write of the tasks
 * table goes through this process. On a shared PostgreSQL other processes write tasks too, and
 * a poll never waits behind a chunk there (its own pooled connection): it always reads.
 */

interface LiveProgress {
  clientId: number
  mspId: number
  current: number
  state: Record<string, unknown> | null
}

interface ProcessTasks {
  exclusive: boolean
  /** Bumped by every write of the tasks table except a chunk's progress. */
  version: number
  /** `client:msp` -> the rows of that user's tasks/now, read at `version`. */
  lists: Map<string, { version: number; rows: TaskRow[] }>
  /** Tasks the runner is working on: progress as of its last committed chunk. */
  live: Map<string, LiveProgress>
}

const byDb = new WeakMap<object, ProcessTasks>()

function tasksOf(db: object): ProcessTasks {
  let state = byDb.get(db)
  if (!state) {
    state = { exclusive: false, version: 0, lists: new Map(), live: new Map() }
    byDb.set(db, state)
  }
  return state
}

const userKey = (clientId: number, mspId: number) => `${clientId}:${mspId}`

/** The runner owns `db` (PGlite's data dir is this process's): kept lists may answer polls. */
export function ownTasksOf(db: object): void {
  tasksOf(db).exclusive = true
}

/** Something other than a chunk's progress changed in the tasks table (after or at its commit). */
export function noteTasksChanged(db: object): void {
  const state = tasksOf(db)
  state.version++
  state.lists.clear()
}

/** The runner claimed a task or committed one of its chunks (the task goes on). */
export function noteProgress(
  db: object,
  task: Pick<TaskRow, 'id' | 'clientId' | 'mspId'>,
  current: number,
  state: Record<string, unknown> | null,
): void {
  tasksOf(db).live.set(task.id, { clientId: task.clientId, mspId: task.mspId, current, state })
}

/** The runner no longer works on the task (finished, failed, stopped, released). */
export function noteTaskLeft(db: object, taskId: string): void {
  tasksOf(db).live.delete(taskId)
  noteTasksChanged(db)
}

/** A user's tasks/now rows from memory, or null when they must be read from the database. */
export function keptTasksNow(db: object, clientId: number, mspId: number): TaskRow[] | null {
  const state = tasksOf(db)
  if (!state.exclusive || !runsTaskOf(state, clientId, mspId)) return null
  const kept = state.lists.get(userKey(clientId, mspId))
  if (!kept || kept.version !== state.version) return null
  return withLiveProgress(state, kept.rows)
}

/** The version a read of the database starts at: keepTasksNow keeps it only if nothing changed since. */
export const tasksVersion = (db: object): number => tasksOf(db).version

/** Keeps a user's rows as just read (at `version`) while the runner works on one of their tasks. */
export function keepTasksNow(
  db: object,
  clientId: number,
  mspId: number,
  version: number,
  rows: TaskRow[],
): TaskRow[] {
  const state = tasksOf(db)
  if (state.exclusive && state.version === version && runsTaskOf(state, clientId, mspId))
    state.lists.set(userKey(clientId, mspId), { version, rows })
  // A chunk may have committed after the read: its progress is the newer one.
  return withLiveProgress(state, rows)
}

function runsTaskOf(state: ProcessTasks, clientId: number, mspId: number): boolean {
  for (const live of state.live.values()) if (live.clientId === clientId && live.mspId === mspId) return true
  return false
}

/** Rows of tasks still running (as read) with the runner's latest committed progress. */
function withLiveProgress(state: ProcessTasks, rows: TaskRow[]): TaskRow[] {
  if (state.live.size === 0) return rows
  return rows.map((row) => {
    const live = state.live.get(row.id)
    if (!live || (row.status !== 'RUNNING' && row.status !== 'RESUMED') || live.current < row.current)
      return row
    return { ...row, current: live.current, state: live.state }
  })
}
