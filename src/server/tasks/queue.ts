import type { TaskDto } from '../../shared/contracts/pipeline'
import type { TaskStatus } from '../../shared/domain/statuses'
import type { DbOrTx } from '../db/client'
import { tasks } from '../db/schema/all'
import { noteTasksChanged } from './task-progress'
import type { TaskRecord } from './types'

export type TaskRow = typeof tasks.$inferSelect

export interface EnqueueTaskInput {
  clientId: number
  /** The user the task belongs to: its snackbar shows in their `tasks/now`. */
  mspId: number
  type: string
  /** Shown to the user: projectId, jobHandleId, jobTitle, vmsId; plus whatever the handler needs. */
  args: Record<string, unknown>
  /** Rows to handle; progress is current / total. */
  total: number
  /** The handler's initial cursor (may carry an undoToken). */
  state?: Record<string, unknown> | null
}

/**
 * Queues a background task (§4) with status CREATED. Inside the caller's transaction the task
 * appears only when that commits; call `deps.taskRunner?.wake()` afterwards so it starts at
 * once instead of on the runner's next poll.
 */
export async function enqueueTask(db: DbOrTx, input: EnqueueTaskInput): Promise<TaskRecord> {
  const [row] = await db
    .insert(tasks)
    .values({
      clientId: input.clientId,
      mspId: input.mspId,
      type: input.type,
      status: 'CREATED',
      args: input.args,
      total: input.total,
      current: 0,
      state: input.state ?? null,
    })
    .returning()
  // Inside a transaction `db` is not the handle polls use: the runner's wake() after the commit notes it.
  noteTasksChanged(db)
  return toTaskRecord(row)
}

export function toTaskRecord(row: TaskRow): TaskRecord {
  return {
    id: row.id,
    clientId: row.clientId,
    mspId: row.mspId,
    type: row.type,
    status: row.status,
    args: row.args,
    total: row.total,
    current: row.current,
    state: row.state,
  }
}

/** Statuses after which the runner never touches the task again. */
export const FINISHED_TASK_STATUSES: readonly TaskStatus[] = ['SUCCESSFUL', 'FAILED', 'USER_STOPPED']

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const positiveInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined

/**
 * The row as the client sees it. Only the display keys of `args` leave the server: a bulk
 * task's args may hold thousands of ids. `progress` is a percentage, 100 only when finished.
 */
export function toTaskDto(row: Pick<TaskRow, keyof TaskRow> | TaskRow): TaskDto {
  const args = row.args ?? {}
  const state = row.state ?? {}
  const done = row.status === 'SUCCESSFUL'
  const ratio = row.total > 0 ? Math.min(row.current, row.total) / row.total : done ? 1 : 0
  const progress = done ? 100 : Math.min(99, Math.floor(ratio * 100))
  const failedCount = typeof state.failedCount === 'number' ? state.failedCount : 0
  return {
    uuid: row.id,
    type: row.type,
    status: row.status,
    args: {
      projectId: positiveInt(args.projectId),
      jobHandleId: text(args.jobHandleId),
      jobTitle: text(args.jobTitle),
      vmsId: text(args.vmsId),
    },
    count: { total: row.total, current: row.current, progress },
    failedCount,
    // Undo exists once the run is over (the handler opens the undo window with its last chunk).
    undoToken: done ? (text(state.undoToken) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }
}
