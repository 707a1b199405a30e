import { and, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm'
import type { TaskDto } from '../../shared/contracts/pipeline'
import type { Db } from '../db/client'
import { tasks } from '../db/schema/all'
import type { AuthUser } from '../deps'
import { conflict, notFound } from '../http/api-error'
import { FINISHED_TASK_STATUSES, toTaskDto } from './queue'

/** A user's snackbars are few; an older unacknowledged backlog is not worth polling for. */
const NOW_LIMIT = 50

const own = (user: AuthUser, id: string) =>
  and(eq(tasks.id, id), eq(tasks.mspId, user.id), eq(tasks.clientId, user.clientId))

/** §7 GET tasks/now: the caller's tasks not yet acknowledged, newest first. */
export async function tasksNow(db: Db, user: AuthUser): Promise<TaskDto[]> {
  const rows = await db
    .select({
      ...getTableColumns(tasks),
      // Only the display keys: a bulk task's args hold every id, and this is polled.
      args: sql<Record<string, unknown>>`jsonb_build_object('projectId', ${tasks.args}->'projectId',
        'jobHandleId', ${tasks.args}->'jobHandleId', 'jobTitle', ${tasks.args}->'jobTitle', 'vmsId', ${tasks.args}->'vmsId')`,
    })
    .from(tasks)
    .where(and(eq(tasks.mspId, user.id), eq(tasks.clientId, user.clientId), isNull(tasks.acknowledgedAt)))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(NOW_LIMIT)
  return rows.map(toTaskDto)
}

/** §7 PUT tasks/{id}/acknowledge: the user has seen the outcome; the task leaves tasks/now. */
export async function acknowledgeTask(db: Db, user: AuthUser, id: string): Promise<TaskDto> {
  const [row] = await db
    .update(tasks)
    .set({ acknowledgedAt: sql`coalesce(${tasks.acknowledgedAt}, now())` })
    .where(own(user, id))
    .returning()
  if (!row) throw notFound('msp.v2.tasks.error.not.found')
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
  if (row) return toTaskDto(row)
  const [existing] = await db.select({ id: tasks.id }).from(tasks).where(own(user, id))
  if (!existing) throw notFound('msp.v2.tasks.error.not.found')
  throw conflict('msp.v2.tasks.error.finished')
}
