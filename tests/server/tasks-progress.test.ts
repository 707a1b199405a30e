import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { driverOf } from '../../src/server/db/client'
import { tasks } from '../../src/server/db/schema/all'
import { enqueueTask } from '../../src/server/tasks/queue'
import type { TaskHandler } from '../../src/server/tasks/types'
import { type TaskDto, taskSchema } from '../../src/shared/contracts/pipeline'
import { mspOf } from './support/task-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * tasks/now while the runner works on a task (task-progress.ts): a poll is answered from what
 * the runner noted after each committed chunk, without waiting for the chunk that holds the
 * database at that moment (on PGlite a SELECT would wait for its transaction), and a stop, a
 * newly queued task and the end of the run show in the next poll.
 */

let t: TestApp
let anna: { token: string; id: number; clientId: number }

/** A chunk that waits inside its transaction until the test lets it go. */
const holds = new Map<number, { reached: () => void; release: Promise<void> }>()
const releases: (() => void)[] = []
function holdAt(offset: number) {
  let reached!: () => void
  let release!: () => void
  const reachedP = new Promise<void>((resolve) => {
    reached = resolve
  })
  holds.set(offset, { reached, release: new Promise<void>((resolve) => (release = resolve)) })
  releases.push(release)
  return { reached: reachedP, release }
}

/** Three rows a chunk, the third of every chunk failing; `holdAt` chunks wait for the test. */
const heldHandler: TaskHandler = {
  type: 'test.held',
  async processChunk(tx, task) {
    const total = task.args.total as number
    const offset = typeof task.state?.offset === 'number' ? task.state.offset : 0
    await tx.execute(sql`SELECT ${offset}::int`)
    const hold = holds.get(offset)
    if (hold && task.args.hold === true) {
      holds.delete(offset)
      hold.reached()
      await hold.release
    }
    const next = Math.min(total, offset + 3)
    return {
      processed: next - offset,
      failed: next - offset === 3 ? 1 : 0,
      state: { offset: next },
      done: next >= total,
    }
  },
}

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 }, taskHandlers: [heldHandler] })
  anna = {
    token: (await t.login('anna.admin@acme.test')).access_token,
    ...(await mspOf(t, 'anna.admin@acme.test')),
  }
})
// A failed test must not leave the runner waiting inside a chunk.
afterEach(() => {
  holds.clear()
  for (const release of releases.splice(0)) release()
})
afterAll(() => t.close())

const queue = (total: number, hold = true) =>
  enqueueTask(t.database.db, {
    clientId: anna.clientId,
    mspId: anna.id,
    type: 'test.held',
    args: { total, hold, jobTitle: 'Held' },
    total,
  })

/** tasks/now, failing the test if it takes longer than `ms` (it would be waiting for the database). */
async function pollWithin(ms: number): Promise<TaskDto[]> {
  const answer = t.request('/api/tasks/now', { token: anna.token }).then(async (res) => {
    expect(res.status).toBe(200)
    return taskSchema.array().parse(await res.json())
  })
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`tasks/now took over ${ms} ms`)), ms),
  )
  return Promise.race([answer, late])
}
const poll = async () =>
  taskSchema.array().parse(await (await t.request('/api/tasks/now', { token: anna.token })).json())
const find = (list: TaskDto[], id: string) => list.find((x) => x.uuid === id)
const onPglite = () => driverOf(t.database.db) instanceof PGlite

describe('tasks/now while the runner works on a task', () => {
  it('reports the progress the runner committed, at once, while a chunk holds the database', async () => {
    const held = holdAt(6)
    const task = await queue(10)
    t.taskRunner.wake()
    await held.reached
    // The chunk at 6 is inside its transaction: chunks 0-2 and 3-5 are committed.
    let dbRead = false
    const read = t.database.db
      .select({ current: tasks.current })
      .from(tasks)
      .where(eq(tasks.id, task.id))
      .then(() => {
        dbRead = true
      })
    const list = await pollWithin(1000)
    expect(find(list, task.id)).toMatchObject({
      status: 'RUNNING',
      count: { total: 10, current: 6, progress: 60 },
      failedCount: 2,
      args: { jobTitle: 'Held' },
      undoToken: null,
    })
    // On PGlite a statement outside the chunk does wait for it: the poll did not read.
    if (onPglite()) expect(dbRead).toBe(false)
    held.release()
    await read
    await t.tasksIdle()
    expect(find(await poll(), task.id)).toMatchObject({
      status: 'SUCCESSFUL',
      count: { total: 10, current: 10, progress: 100 },
      failedCount: 3,
    })
  })

  it('shows a task queued meanwhile and a stop in the next poll', async () => {
    const first = holdAt(3)
    const second = holdAt(9)
    const third = holdAt(15)
    const task = await queue(30)
    t.taskRunner.wake()
    await first.reached
    expect(find(await pollWithin(1000), task.id)?.count.current).toBe(3)

    // Another task of the same user, queued while this one runs: the next poll reads the list
    // again (on PGlite once the chunk holding the database has committed), the ones after it
    // are answered from memory again.
    first.release()
    const other = await queue(3, false)
    t.taskRunner.wake()
    await second.reached
    const reread = poll()
    await new Promise((resolve) => setTimeout(resolve, 50))
    second.release()
    expect(find(await reread, other.id)).toMatchObject({ status: 'CREATED', count: { current: 0 } })
    await third.reached
    const listed = await pollWithin(1000)
    expect(find(listed, other.id)).toMatchObject({ status: 'CREATED', count: { current: 0 } })
    expect(find(listed, task.id)).toMatchObject({ status: 'RUNNING', count: { current: 15 } })

    // The stop waits for the held chunk (its row lock), then the poll shows it.
    const stop = t.request(`/api/tasks/${task.id}/stop`, { method: 'PUT', token: anna.token })
    await new Promise((resolve) => setTimeout(resolve, 50))
    third.release()
    expect((await stop).status).toBe(200)
    expect(find(await poll(), task.id)).toMatchObject({ status: 'USER_STOPPED', count: { current: 18 } })
    await t.tasksIdle()
    const after = await poll()
    expect(find(after, task.id)).toMatchObject({ status: 'USER_STOPPED', count: { current: 18 } })
    expect(find(after, other.id)).toMatchObject({ status: 'SUCCESSFUL', count: { current: 3 } })
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id))
    expect([row.status, row.current]).toEqual(['USER_STOPPED', 18])
  })

  it('answers from the database again once the runner is idle, also for writes it did not make', async () => {
    const task = await queue(3, false)
    t.taskRunner.wake()
    await t.tasksIdle()
    await t.database.db.update(tasks).set({ current: 2, status: 'FAILED' }).where(eq(tasks.id, task.id))
    expect(find(await poll(), task.id)).toMatchObject({ status: 'FAILED', count: { current: 2 } })
  })
})
