import { monitorEventLoopDelay } from 'node:perf_hooks'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tasks } from '../db/schema/all'
import { noteWrite } from '../kernel/activity'
import type { Logger } from '../kernel/logger'
import { readTasksNow } from '../modules/tasks'
import { type TaskRow, toTaskRecord } from './queue'
import {
  keepTasksNow,
  noteProgress,
  noteTaskLeft,
  noteTasksChanged,
  ownTasksOf,
  tasksVersion,
} from './task-progress'
import {
  ACTIVE_STATUSES,
  claimNextTask,
  failedSoFar,
  failTask,
  markStaleTasks,
  newOwnerId,
  releaseTask,
} from './task-store'
import type { TaskHandler } from './types'

export interface TaskRunnerOptions {
  db: Db
  logger: Logger
  handlers: readonly TaskHandler[]
  /** The clock handlers see (`ctx.now`). */
  now?: () => Date
  /** Extra pause between chunks on top of yielding to the event loop. Default 0. */
  chunkPauseMs?: number
  /** Looks for new or abandoned tasks this often even without wake(). Default 1000. */
  pollMs?: number
  /** The database belongs to this process alone (PGlite): every task another owner left is abandoned. */
  exclusive?: boolean
  /** A RUNNING task whose heartbeat is this old has lost its runner (shared PostgreSQL). Default 30 s. */
  staleAfterMs?: number
}

export interface TaskRunner {
  /** Recovers abandoned tasks, then works the queue until stop(). */
  start(): Promise<void>
  /** Finishes the current chunk; the task being worked waits as SERVER_STOPPED for the next start. */
  stop(): Promise<void>
  /** Something was queued: look now. Cheap and idempotent. */
  wake(): void
  /** Marks tasks of runners that are gone SERVER_STOPPED (start() does this first). */
  recover(): Promise<number>
  /** Resolves once the queue has been looked at after this call and nothing is left to claim. */
  idle(): Promise<void>
}

type ChunkOutcome = 'continue' | 'done' | 'lost'
interface ChunkCommitted {
  outcome: ChunkOutcome
  processed: number
  /** The task's progress and state as this chunk committed them. */
  current: number
  state: Record<string, unknown> | null
}

/** Handlers that make no progress this many chunks in a row are broken, not slow. */
const MAX_EMPTY_CHUNKS = 100

const yieldToEventLoop = (pauseMs: number) =>
  new Promise<void>((resolve) => (pauseMs > 0 ? setTimeout(resolve, pauseMs) : setImmediate(resolve)))

/**
 * The chunk's transaction as its handler sees it: every raw statement (`execute`, what the
 * handlers write with) first hands the event loop back (setImmediate). PGlite runs statements on this thread and a transaction's
 * statements follow each other as microtasks, so without this a whole chunk (50 rows: seven
 * statements, ~50 ms) is one block of the loop; with it the loop waits at most one
 * statement. Other requests' queries still wait for the chunk's commit (PGlite serialises
 * transactions), but timers, I/O and requests that need no database go on meanwhile.
 */
function yieldingTx<T extends { execute: (...args: never[]) => unknown }>(tx: T): T {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver)
      if (prop !== 'execute' || typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        await yieldToEventLoop(0)
        return value.apply(target, args)
      }
    },
  })
}

/**
 * The background-task runner (§4 Background tasks, ARCHITECTURE "Real components"). One per
 * process. Each chunk is one transaction that locks the task row, lets the handler work,
 * and stores progress and cursor with the work, so a kill loses at most an uncommitted
 * chunk and a restart resumes exactly after the last committed one. Between chunks it
 * yields to the event loop so requests are served while a 5,000-row task runs.
 */
export function createTaskRunner(options: TaskRunnerOptions): TaskRunner {
  const { db, logger } = options
  const handlers = new Map(options.handlers.map((h) => [h.type, h]))
  const now = options.now ?? (() => new Date())
  const pollMs = options.pollMs ?? 1000
  const chunkPauseMs = options.chunkPauseMs ?? 0
  const me = newOwnerId()
  const staleOptions = { exclusive: options.exclusive ?? false, staleAfterMs: options.staleAfterMs ?? 30_000 }
  if (staleOptions.exclusive) ownTasksOf(db)

  let started = false
  let stopping = false
  let woken = false
  let wakeUp: (() => void) | null = null
  let loopDone: Promise<void> = Promise.resolve()
  let idleWaiters: Array<() => void> = []

  const wake = () => {
    // Called after a task was queued and committed: the owner's kept tasks/now list lacks it.
    noteTasksChanged(db)
    woken = true
    wakeUp?.()
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve()
      const timer = setTimeout(done, pollMs)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  async function runChunk(id: string, handler: TaskHandler): Promise<ChunkCommitted> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update')
      // Stopped by the user, or taken over after a stall: not ours to work any more.
      if (!row || row.lockedBy !== me || !ACTIVE_STATUSES.includes(row.status)) {
        return {
          outcome: 'lost' as const,
          processed: 0,
          current: row?.current ?? 0,
          state: row?.state ?? null,
        }
      }
      const result = await handler.processChunk(yieldingTx(tx), toTaskRecord(row), { now: now() })
      await yieldToEventLoop(0)
      const current = row.current + result.processed
      const state = {
        ...(row.state ?? {}),
        ...result.state,
        failedCount: failedSoFar(row.state) + result.failed,
      }
      await tx
        .update(tasks)
        .set({
          current,
          state,
          status: result.done ? 'SUCCESSFUL' : row.status,
          lockedBy: result.done ? null : me,
          heartbeatAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(tasks.id, id))
      return {
        outcome: result.done ? ('done' as const) : ('continue' as const),
        processed: result.processed,
        current,
        state,
      }
    })
  }

  /**
   * The runner now works on `task`: polls of its owner are answered from memory (task-progress),
   * starting from the owner's list read here, while the database is not busy with a chunk yet.
   */
  async function startLive(task: TaskRow): Promise<void> {
    noteTasksChanged(db)
    noteProgress(db, task, task.current, task.state)
    if (!staleOptions.exclusive) return
    const version = tasksVersion(db)
    try {
      keepTasksNow(db, task.clientId, task.mspId, version, await readTasksNow(db, task.clientId, task.mspId))
    } catch (error) {
      // Only a head start for the polls: the first one reads the list itself.
      logger.warn('tasks/now list not read at claim', { taskId: task.id, error: String(error) })
    }
  }

  async function runTask(task: TaskRow): Promise<void> {
    const handler = handlers.get(task.type)
    if (!handler) {
      logger.error('task failed', { taskId: task.id, type: task.type, error: 'unknown task type' })
      await failTask(db, task.id, me, `unknown task type: ${task.type}`)
      noteTasksChanged(db)
      return
    }
    const started = performance.now()
    const stalls = monitorEventLoopDelay({ resolution: 10 })
    stalls.enable()
    // From the second chunk on: the first one after a server start runs statements PGlite has
    // not run yet in this process (code compiled and catalogs read on first use): several times slower.
    const laterStalls = monitorEventLoopDelay({ resolution: 10 })
    let chunks = 0
    let maxChunkMs = 0
    let emptyChunks = 0
    let outcome: ChunkOutcome | 'failed' | 'released' = 'continue'
    try {
      await startLive(task)
      while (outcome === 'continue') {
        if (stopping) {
          await releaseTask(db, task.id, me)
          outcome = 'released'
          break
        }
        try {
          const chunkStarted = performance.now()
          const chunk = await runChunk(task.id, handler)
          noteWrite(db)
          maxChunkMs = Math.max(maxChunkMs, performance.now() - chunkStarted)
          outcome = chunk.outcome
          if (outcome === 'continue') noteProgress(db, task, chunk.current, chunk.state)
          emptyChunks = chunk.processed === 0 ? emptyChunks + 1 : 0
          if (emptyChunks >= MAX_EMPTY_CHUNKS) throw new Error(`no progress in ${MAX_EMPTY_CHUNKS} chunks`)
        } catch (error) {
          outcome = 'failed'
          logger.error('task failed', { taskId: task.id, type: task.type, error: String(error) })
          await failTask(db, task.id, me, String(error))
          break
        }
        chunks++
        if (chunks === 1) laterStalls.enable()
        if (outcome === 'continue') await yieldToEventLoop(chunkPauseMs)
      }
    } finally {
      // Finished, failed, lost or released: polls read the database again.
      noteTaskLeft(db, task.id)
      stalls.disable()
      laterStalls.disable()
      const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 10) / 10
      // The longest the event loop was blocked while this task ran (budget: 50 ms).
      logger.info('task finished', {
        taskId: task.id,
        type: task.type,
        outcome,
        chunks,
        ms: Math.round(performance.now() - started),
        maxChunkMs: Math.round(maxChunkMs),
        maxEventLoopDelayMs: ms(stalls.max),
        p99EventLoopDelayMs: ms(stalls.percentile(99)),
        maxEventLoopDelayAfterFirstChunkMs: chunks > 1 ? ms(laterStalls.max) : null,
      })
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false
      try {
        await markStaleTasks(db, me, staleOptions)
        for (;;) {
          if (stopping) break
          const task = await claimNextTask(db, me)
          if (!task) break
          await runTask(task)
        }
      } catch (error) {
        if (!stopping) logger.error('task runner error', { error: String(error) })
      }
      if (!woken || stopping) {
        const waiters = idleWaiters
        idleWaiters = []
        for (const resolve of waiters) resolve()
      }
      await sleep()
    }
  }

  return {
    async start() {
      if (started) return
      started = true
      stopping = false
      const recovered = await markStaleTasks(db, me, staleOptions)
      if (recovered > 0) logger.info('tasks interrupted by a server stop will resume', { count: recovered })
      loopDone = loop()
    },
    async stop() {
      if (!started) return
      stopping = true
      wakeUp?.()
      await loopDone
      started = false
      const waiters = idleWaiters
      idleWaiters = []
      for (const resolve of waiters) resolve()
    },
    wake,
    recover: () => markStaleTasks(db, me, staleOptions),
    idle() {
      if (!started) return Promise.resolve()
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        wake()
      })
    },
  }
}
