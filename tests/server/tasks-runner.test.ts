import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { tasks } from '../../src/server/db/schema/all'
import { enqueueTask } from '../../src/server/tasks/queue'
import { createTaskRunner } from '../../src/server/tasks/runner'
import type { TaskHandler } from '../../src/server/tasks/types'
import { type TaskDto, taskSchema } from '../../src/shared/contracts/pipeline'
import { markCounts, markingHandler, mspOf, range, type SeenChunk } from './support/task-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let anna: { id: number; clientId: number }
const seen: SeenChunk[] = []

/** A chunk of three statements that each keep PGlite busy for a while; notes when a timer got its turn. */
const order: string[] = []
const slowChunkHandler: TaskHandler = {
  type: 'test.slow',
  async processChunk(tx) {
    setTimeout(() => order.push('timer'), 1)
    for (const n of [1, 2, 3]) {
      await tx.execute(sql`SELECT count(*) FROM generate_series(1, 200000)`)
      order.push(`statement ${n}`)
    }
    return { processed: 1, failed: 0, state: {}, done: true }
  },
}

beforeAll(async () => {
  t = await createTestApp({
    seed: { talents: 20, projects: 2 },
    taskHandlers: [markingHandler(seen), slowChunkHandler],
  })
  token = (await t.login('anna.admin@acme.test')).access_token
  anna = await mspOf(t, 'anna.admin@acme.test')
})
afterAll(() => t.close())
afterEach(() => {
  seen.length = 0
})

async function taskNow(id: string): Promise<TaskDto> {
  const res = await t.request('/api/tasks/now', { token })
  const list = (await res.json()) as TaskDto[]
  const task = list.find((x) => x.uuid === id)
  if (!task) throw new Error(`task ${id} not in tasks/now`)
  return taskSchema.parse(task)
}

async function run(args: Record<string, unknown>, total: number, type = 'test.mark') {
  const task = await enqueueTask(t.database.db, {
    clientId: anna.clientId,
    mspId: anna.id,
    type,
    args,
    total,
  })
  t.taskRunner.wake()
  await t.tasksIdle()
  return taskNow(task.id)
}

describe('task runner', () => {
  it('works a task in chunks, committing progress with each chunk, to SUCCESSFUL', async () => {
    const ids = range(1000, 10)
    const task = await run({ ids, chunk: 3, projectId: 7, jobTitle: 'Data engineer' }, ids.length)
    expect(task.status).toBe('SUCCESSFUL')
    expect(task.count).toEqual({ total: 10, current: 10, progress: 100 })
    expect(task.args).toEqual({ projectId: 7, jobTitle: 'Data engineer' })
    expect(task.failedCount).toBe(0)
    // Each chunk started from the progress the previous one committed.
    expect(seen.map((c) => c.current)).toEqual([0, 3, 6, 9])
    expect(seen.every((c) => c.status === 'RUNNING')).toBe(true)
    expect(await markCounts(t, ids)).toEqual(ids.map(() => 1))
  })

  it('fails a task whose handler throws, keeping committed chunks and rolling back the failed one', async () => {
    const ids = range(2000, 10)
    const task = await run({ ids, chunk: 3, failAt: 5 }, ids.length)
    expect(task.status).toBe('FAILED')
    expect(task.count.current).toBe(3)
    // The rows not handled: what a failed bulk reject reports as "not rejected".
    expect(task.failedCount).toBe(7)
    expect(await markCounts(t, ids)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.uuid))
    expect(row.error).toContain('test handler failed')
    expect(row.lockedBy).toBeNull()
  })

  it('fails a task of an unknown type without touching anything', async () => {
    const task = await run({ ids: [1, 2] }, 2, 'no.such.type')
    expect(task.status).toBe('FAILED')
    expect(task.failedCount).toBe(2)
    expect(task.count.current).toBe(0)
  })

  it('gives the event loop back between the statements of a chunk, not only after it', async () => {
    // PGlite runs statements on the server's thread; a chunk's statements would otherwise
    // follow each other without a break and hold up everything else until the chunk ends.
    const task = await run({}, 1, 'test.slow')
    expect(task.status).toBe('SUCCESSFUL')
    expect(order).toHaveLength(4)
    expect(order.indexOf('timer')).toBeLessThan(order.indexOf('statement 3'))
  })

  it('logs how long the event loop was blocked at most while a task ran', async () => {
    await run({ ids: range(3000, 4), chunk: 2 }, 4)
    const line = t.logLines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'task finished' && l.type === 'test.mark')
    expect(line).toMatchObject({ type: 'test.mark', outcome: expect.any(String) })
    expect(typeof line.maxEventLoopDelayMs).toBe('number')
    // Two chunks: the longest stall once the first (cold) chunk is done is reported on its own.
    expect(typeof line.maxEventLoopDelayAfterFirstChunkMs).toBe('number')
  })
})

describe('recovery after a server stop', () => {
  let r: TestApp
  const resumed: SeenChunk[] = []
  beforeAll(async () => {
    r = await createTestApp({
      seed: { talents: 20, projects: 2 },
      taskHandlers: [markingHandler(resumed)],
      startTaskRunner: false,
    })
  })
  afterAll(() => r.close())

  it('marks a task left RUNNING by a dead process SERVER_STOPPED, resumes it and handles each row once', async () => {
    const user = await mspOf(r, 'anna.admin@acme.test')
    const userToken = (await r.login('anna.admin@acme.test')).access_token
    const ids = range(5000, 12)
    const task = await enqueueTask(r.database.db, {
      clientId: user.clientId,
      mspId: user.id,
      type: 'test.mark',
      args: { ids, chunk: 4 },
      total: ids.length,
    })
    // What a killed process leaves behind: two committed chunks, then RUNNING under its lock.
    await markingHandler().processChunk(
      r.database.db as never,
      { ...task, state: { offset: 0 } },
      { now: new Date() },
    )
    await markingHandler().processChunk(
      r.database.db as never,
      { ...task, state: { offset: 4 } },
      { now: new Date() },
    )
    await r.database.db
      .update(tasks)
      .set({
        status: 'RUNNING',
        current: 8,
        state: { offset: 8 },
        lockedBy: 'gone-host|4242|dead',
        heartbeatAt: sql`now()`,
      })
      .where(eq(tasks.id, task.id))

    expect(await r.taskRunner.recover()).toBe(1)
    const now = async () =>
      ((await (await r.request('/api/tasks/now', { token: userToken })).json()) as TaskDto[]).find(
        (x) => x.uuid === task.id,
      )
    expect((await now())?.status).toBe('SERVER_STOPPED')
    expect((await now())?.count.current).toBe(8)

    await r.taskRunner.start()
    await r.tasksIdle()
    expect(resumed.map((c) => [c.status, c.current])).toEqual([['RESUMED', 8]])
    expect((await now())?.status).toBe('SUCCESSFUL')
    expect(await markCounts(r, ids)).toEqual(ids.map(() => 1))
  })

  it('on a shared database, leaves a live runner its task and takes over one whose heartbeat stopped', async () => {
    const user = await mspOf(r, 'anna.admin@acme.test')
    const make = async (heartbeat: ReturnType<typeof sql>) => {
      const task = await enqueueTask(r.database.db, {
        clientId: user.clientId,
        mspId: user.id,
        type: 'test.mark',
        args: { ids: [] },
        total: 0,
      })
      await r.database.db
        .update(tasks)
        .set({ status: 'RUNNING', lockedBy: 'other-host|77|live', heartbeatAt: heartbeat })
        .where(eq(tasks.id, task.id))
      return task.id
    }
    const live = await make(sql`now()`)
    const stale = await make(sql`now() - interval '5 minutes'`)
    const peer = createTaskRunner({
      db: r.database.db,
      logger: r.deps.logger,
      handlers: [],
      staleAfterMs: 30_000,
    })
    expect(await peer.recover()).toBe(1)
    const status = async (id: string) =>
      (await r.database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, id)))[0].status
    expect(await status(live)).toBe('RUNNING')
    expect(await status(stale)).toBe('SERVER_STOPPED')
  })

  it('leaves the task it is working on SERVER_STOPPED when the server shuts down, to resume on the next start', async () => {
    const user = await mspOf(r, 'anna.admin@acme.test')
    const ids = range(7000, 4000)
    const task = await enqueueTask(r.database.db, {
      clientId: user.clientId,
      mspId: user.id,
      type: 'test.mark',
      args: { ids, chunk: 1 },
      total: ids.length,
    })
    r.taskRunner.wake()
    const row = async () => (await r.database.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]
    while ((await row()).current === 0) await new Promise((resolve) => setTimeout(resolve, 10))
    await r.taskRunner.stop()
    const stopped = await row()
    expect(stopped.status).toBe('SERVER_STOPPED')
    expect(stopped.current).toBeGreaterThan(0)
    expect(stopped.current).toBeLessThan(ids.length)
    const counts = await markCounts(r, ids)
    expect(counts.filter((c) => c === 1).length).toBe(stopped.current)
    expect(counts.every((c) => c <= 1)).toBe(true)
  })
})
