import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tasks } from '../../src/server/db/schema/all'
import { enqueueTask } from '../../src/server/tasks/queue'
import { type TaskDto, taskSchema } from '../../src/shared/contracts/pipeline'
import { markCounts, markingHandler, mspOf, range } from './support/task-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: { token: string; id: number; clientId: number }
let max: { token: string; id: number; clientId: number }

const signIn = async (email: string) => ({
  token: (await t.login(email)).access_token,
  ...(await mspOf(t, email)),
})

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 }, taskHandlers: [markingHandler()] })
  anna = await signIn('anna.admin@acme.test')
  max = await signIn('max.recruiter@acme.test')
})
afterAll(() => t.close())

const queue = (owner: { id: number; clientId: number }, args: Record<string, unknown>, total: number) =>
  enqueueTask(t.database.db, { clientId: owner.clientId, mspId: owner.id, type: 'test.mark', args, total })

async function now(token: string): Promise<TaskDto[]> {
  const res = await t.request('/api/tasks/now', { token })
  expect(res.status).toBe(200)
  return taskSchema.array().parse(await res.json())
}

const put = (path: string, token?: string) => t.request(`/api/tasks/${path}`, { method: 'PUT', token })

describe('GET tasks/now', () => {
  it("lists the caller's unacknowledged tasks, newest first, without the handler's private args", async () => {
    const older = await queue(
      anna,
      { ids: range(1, 2), projectId: 3, jobHandleId: 'jh-1', jobTitle: 'Nurse' },
      2,
    )
    const newer = await queue(anna, { ids: range(10, 3) }, 3)
    await queue(max, { ids: range(20, 1) }, 1)
    await t.tasksIdle()
    const list = await now(anna.token)
    expect(list.map((x) => x.uuid)).toEqual([newer.id, older.id])
    expect(list[1]).toMatchObject({
      type: 'test.mark',
      status: 'SUCCESSFUL',
      args: { projectId: 3, jobHandleId: 'jh-1', jobTitle: 'Nurse' },
      count: { total: 2, current: 2, progress: 100 },
      failedCount: 0,
      undoToken: null,
    })
    expect(JSON.stringify(list)).not.toContain('"ids"')
  })

  it('offers the undo token of a task only once it has succeeded', async () => {
    const undoToken = '2d1f7a52-5b8e-4c1e-9d3a-0a4b5c6d7e8f'
    const state = { offset: 0, undoToken }
    const succeeded = await enqueueTask(t.database.db, {
      ...{ clientId: anna.clientId, mspId: anna.id },
      type: 'test.mark',
      args: { ids: range(70, 2) },
      total: 2,
      state,
    })
    const failed = await enqueueTask(t.database.db, {
      ...{ clientId: anna.clientId, mspId: anna.id },
      type: 'no.such.type',
      args: {},
      total: 2,
      state,
    })
    await t.tasksIdle()
    const list = await now(anna.token)
    expect(list.find((x) => x.uuid === succeeded.id)?.undoToken).toBe(undoToken)
    expect(list.find((x) => x.uuid === failed.id)).toMatchObject({ status: 'FAILED', undoToken: null })
  })

  it('needs a signed-in user', async () => {
    expect((await t.request('/api/tasks/now')).status).toBe(401)
  })
})

describe('PUT tasks/{id}/acknowledge', () => {
  it('takes an acknowledged task out of tasks/now', async () => {
    const task = await queue(anna, { ids: range(30, 1) }, 1)
    await t.tasksIdle()
    const res = await put(`${task.id}/acknowledge`, anna.token)
    expect(res.status).toBe(200)
    expect((await now(anna.token)).map((x) => x.uuid)).not.toContain(task.id)
    // Acknowledging twice is harmless.
    expect((await put(`${task.id}/acknowledge`, anna.token)).status).toBe(200)
  })

  it("answers 404 for another user's task, an unknown id and a malformed id", async () => {
    const foreign = await queue(max, { ids: range(40, 1) }, 1)
    await t.tasksIdle()
    for (const id of [foreign.id, '0b6d8c5e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await put(`${id}/acknowledge`, anna.token)
      expect(res.status).toBe(404)
      expect((await res.json()).error).toBe('msp.v2.tasks.error.not.found')
    }
    expect((await now(max.token)).map((x) => x.uuid)).toContain(foreign.id)
  })
})

describe('PUT tasks/{id}/stop', () => {
  it('stops a running task before its next chunk; rows already handled stay handled', async () => {
    const ids = range(10_000, 3000)
    const task = await queue(anna, { ids, chunk: 1 }, ids.length)
    t.taskRunner.wake()
    const current = async () =>
      (await t.database.db.select({ current: tasks.current }).from(tasks).where(eq(tasks.id, task.id)))[0]
        .current
    while ((await current()) === 0) await new Promise((resolve) => setTimeout(resolve, 5))

    const res = await put(`${task.id}/stop`, anna.token)
    expect(res.status).toBe(200)
    expect((await res.json()).status).toBe('USER_STOPPED')
    await t.tasksIdle()
    const [stopped] = (await now(anna.token)).filter((x) => x.uuid === task.id)
    expect(stopped.status).toBe('USER_STOPPED')
    expect(stopped.count.current).toBeGreaterThan(0)
    expect(stopped.count.current).toBeLessThan(ids.length)
    const counts = await markCounts(t, ids)
    expect(counts.filter((c) => c === 1).length).toBe(stopped.count.current)
    expect(counts.every((c) => c <= 1)).toBe(true)
  })

  it('refuses to stop a finished task and hides other users\u2019 tasks', async () => {
    const done = await queue(anna, { ids: range(50, 1) }, 1)
    const foreign = await queue(max, { ids: range(60, 1) }, 1)
    await t.tasksIdle()
    const finished = await put(`${done.id}/stop`, anna.token)
    expect(finished.status).toBe(409)
    expect((await finished.json()).error).toBe('msp.v2.tasks.error.finished')
    expect((await put(`${foreign.id}/stop`, anna.token)).status).toBe(404)
    expect((await put(`${foreign.id}/stop`)).status).toBe(401)
  })
})
