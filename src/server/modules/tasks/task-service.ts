import { and, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm'
import type { TaskDto } from '../../../shared/contracts/pipeline'
import type { Db } from '../../db/client'
import { tasks } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { conflict, notFound } from '../../kernel/api-error'
import { FINISHED_TASK_STATUSES, type TaskRow, toTaskDto } from '../../tasks/queue'
import { keepTasksNow, keptTasksNow, noteTasksChanged, tasksVersion } from '../../tasks/task-progress'
import { tasksErrors } from './errors'

/** A user's snackbars are few; an older unacknowledged backlog is not worth polling for. */
const NOW_LIMIT = 50

const own = (user: AuthUser, id: string) =>
  and(eq(tasks.id, id), eq(tasks.mspId, user.id), eq(tasks.clientId, user.clientId))

/**
 * §7 GET tasks/now: the caller's tasks not yet acknowledged, newest first. While this process's
 * runner works on one of them, from memory with the progress its chunks committed (task-progress).
 */
export async function tasksNow(db: Db, user: AuthUser): Promise<TaskDto[]> {
  const kept = keptTasksNow(db, user.clientId, user.id)
  if (kept) return kept.map(toTaskDto)
  const version = tasksVersion(db)
  const rows = await readTasksNow(db, user.clientId, user.id)
  return keepTasksNow(db, user.clientId, user.id, version, rows).map(toTaskDto)
}

/** A user's unacknowledged tasks as tasks/now shows them, from the database. */
export async function readTasksNow(db: Db, clientId: number, mspId: number): Promise<TaskRow[]> {
  return db
    .select({
      ...getTableColumns(tasks),
      // Only the display keys: a bulk task's args hold every id, and this is polled.
      args: sql<Record<string, unknown>>`jsonb_build_object('projectId', ${tasks.args}->'projectId',
        'jobHandleId', ${tasks.args}->'jobHandleId', 'jobTitle', ${tasks.args}->'jobTitle', 'vmsId', ${tasks.args}->'vmsId')`,
    })
    .from(tasks)
    .where(and(eq(tasks.mspId, mspId), eq(tasks.clientId, clientId), isNull(tasks.acknowledgedAt)))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(NOW_LIMIT)
}

/** §7 PUT tasks/{id}/acknowledge: the user has seen the outcome; the task leaves tasks/now. */
export async function acknowledgeTask(db: Db, user: AuthUser, id: string): Promise<TaskDto> {
  const [row] = await db
    .update(tasks)
    .set({ acknowledgedAt: sql`coalesce(${tasks.acknowledgedAt}, now())` })
    .where(own(user, id))
    .returning()
  if (!row) throw notFound(tasksErrors.notFound)
  noteTasksChanged(db)
  return toTaskDto(row)
}

/**
 * The user stops a task: USER_STOPPED before its next chunk. Rows already handled stay
 * handled (each chunk committed with its progress). While a chunk runs, its row lock makes
 * this wait for the chunk to commit.
 */
export async function stopTask(db: Db, user: AuthUser, id: string): Promise<TaskDto> {
  const [row] = await db
    .update(tasks)
    .set({ status: 'USER_STOPPED', lockedBy: null, updatedAt: sql`now()` })
    .where(and(own(user, id), notInArray(tasks.status, [...FINISHED_TASK_STATUSES])))
    .returning()
  if (row) {
    noteTasksChanged(db)
    return toTaskDto(row)
  }
  const [existing] = await db.select({ id: tasks.id }).from(tasks).where(own(user, id))
  if (!existing) throw notFound(tasksErrors.notFound)
  throw conflict(tasksErrors.finished)
}
