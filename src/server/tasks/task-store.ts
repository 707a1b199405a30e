import { hostname } from 'node:os'
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { TaskStatus } from '../../shared/domain/statuses'
import type { Db } from '../db/client'
import { tasks } from '../db/schema/all'
import type { TaskRow } from './queue'
import { noteTasksChanged } from './task-progress'

/** Statuses a runner picks up; SERVER_STOPPED resumes as RESUMED. */
const CLAIMABLE: TaskStatus[] = ['CREATED', 'SCHEDULED', 'SERVER_STOPPED']
/** Statuses of a task a runner is working on right now. */
export const ACTIVE_STATUSES: readonly TaskStatus[] = ['RUNNING', 'RESUMED']

/** `host|pid|nonce`: tells this runner's rows from others', and lets a runner see that a local owner died. */
export function newOwnerId(): string {
  return `${hostname()}|${process.pid}|${Math.random().toString(36).slice(2, 10)}`
}

/** True when the owner is certainly gone: a process on this host that no longer exists. */
export function ownerIsDead(lockedBy: string | null, me: string): boolean {
  if (!lockedBy) return true
  const [host, pidText] = lockedBy.split('|')
  const pid = Number(pidText)
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false
  // Same pid, other nonce: one runner per process, so that was a previous run of this pid.
  if (pid === process.pid) return lockedBy !== me
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Tasks left RUNNING/RESUMED by a runner that is gone become SERVER_STOPPED (§4), so the
 * next claim resumes them. Gone: any other owner when this process has the database to
 * itself (PGlite's data-dir lock), else a dead local process or a heartbeat older than
 * `staleAfterMs`. One UPDATE re-evaluates the condition under the row lock, so a live
 * runner that just committed a chunk (fresh heartbeat) keeps its task.
 */
export async function markStaleTasks(
  db: Db,
  me: string,
  options: { exclusive: boolean; staleAfterMs: number },
): Promise<number> {
  const notMine = or(isNull(tasks.lockedBy), ne(tasks.lockedBy, me))
  const active = inArray(tasks.status, [...ACTIVE_STATUSES])
  const owners = await db.selectDistinct({ lockedBy: tasks.lockedBy }).from(tasks).where(and(active, notMine))
  if (owners.length === 0) return 0
  const dead = owners.map((o) => o.lockedBy).filter((o): o is string => o !== null && ownerIsDead(o, me))
  const gone = options.exclusive
    ? sql`true`
    : or(
        isNull(tasks.lockedBy),
        dead.length > 0 ? inArray(tasks.lockedBy, dead) : sql`false`,
        sql`coalesce(${tasks.heartbeatAt}, ${tasks.updatedAt}) < now() - make_interval(secs => ${options.staleAfterMs / 1000})`,
      )
  const marked = await db
    .update(tasks)
    .set({ status: 'SERVER_STOPPED', lockedBy: null, updatedAt: sql`now()` })
    .where(and(active, notMine, gone))
    .returning({ id: tasks.id })
  if (marked.length > 0) noteTasksChanged(db)
  return marked.length
}

/** Takes the oldest waiting task; SKIP LOCKED lets several processes share one PostgreSQL. */
export async function claimNextTask(db: Db, me: string): Promise<TaskRow | null> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: tasks.id, status: tasks.status })
      .from(tasks)
      .where(inArray(tasks.status, CLAIMABLE))
      .orderBy(asc(tasks.createdAt), asc(tasks.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!candidate) return null
    const [row] = await tx
      .update(tasks)
      .set({
        status: candidate.status === 'SERVER_STOPPED' ? 'RESUMED' : 'RUNNING',
        lockedBy: me,
        heartbeatAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(tasks.id, candidate.id))
      .returning()
    return row ?? null
  })
}

const failedSoFar = (state: Record<string, unknown> | null) =>
  typeof state?.failedCount === 'number' ? state.failedCount : 0

/**
 * Ends a task this runner owns as FAILED: every row not handled counts as failed (a failed
 * bulk reject tells the user how many candidates were not rejected, §8).
 */
export async function failTask(db: Db, id: string, me: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update')
    if (!row || row.lockedBy !== me || !ACTIVE_STATUSES.includes(row.status)) return
    const notHandled = Math.max(0, row.total - row.current)
    await tx
      .update(tasks)
      .set({
        status: 'FAILED',
        error: error.slice(0, 2000),
        lockedBy: null,
        state: { ...(row.state ?? {}), failedCount: failedSoFar(row.state) + notHandled },
        heartbeatAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(tasks.id, id))
  })
}

/** On shutdown: the task waits as SERVER_STOPPED and the next start resumes it. */
export async function releaseTask(db: Db, id: string, me: string): Promise<void> {
  await db
    .update(tasks)
    .set({ status: 'SERVER_STOPPED', lockedBy: null, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.lockedBy, me), inArray(tasks.status, [...ACTIVE_STATUSES])))
}

export { failedSoFar }
