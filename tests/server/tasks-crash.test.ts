import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/open'
import { tasks } from '../../src/server/db/schema/all'
import { intArray, rowsOf } from '../../src/server/db/sql-helpers'
import { seedDemo } from '../../src/server/seed/seed-demo'
import { seedLargeStage } from '../../src/server/seed/seed-stage'
import type { BulkActionResponse, TaskDto } from '../../src/shared/contracts/pipeline'
import { type ServerProcess, startServerProcess } from './support/server-process'

const APPLICATIONS = 5000
const dataDir = mkdtempSync(join(tmpdir(), 'rw-crash-'))
let server: ServerProcess | undefined

afterAll(async () => {
  await server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A small demo set plus one Acme project with 5,000 active applications, written before the server starts. */
async function prepareData(): Promise<{ projectId: number; ids: number[] }> {
  const database = await openDatabase({ DATA_DIR: dataDir })
  try {
    const { db } = database
    await seedDemo(db, { talents: 100, projects: 4, applications: 40 })
    return await seedLargeStage(db, APPLICATIONS, 'Crash test: warehouse operatives')
  } finally {
    await database.close()
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna.admin@acme.test', password: 'Recruit!2026' }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

async function taskOf(url: string, token: string, id: string): Promise<TaskDto | undefined> {
  const res = await fetch(`${url}/api/tasks/now`, { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as TaskDto[]).find((t) => t.uuid === id)
}

async function waitForTask(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('a server killed during a 5,000-application bulk reject', () => {
  it('resumes the task after a restart and rejects every application exactly once', {
    timeout: 150_000,
  }, async () => {
    const { projectId, ids } = await prepareData()

    server = await startServerProcess({ DATA_DIR: dataDir })
    const token = await signIn(server.url)
    const res = await fetch(`${server.url}/api/projectApplication/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'reject', projectId, ids }),
    })
    expect(res.status).toBe(200)
    const queued = (await res.json()) as BulkActionResponse
    if (queued.mode !== 'task') throw new Error('a 5,000-row bulk reject must run as a task')
    const taskId = queued.task.uuid

    // Kill it mid-run: some chunks committed, others not yet done.
    let atKill: TaskDto | undefined
    const running = server
    await waitForTask(
      async () => {
        atKill = await taskOf(running.url, token, taskId)
        return atKill !== undefined && atKill.count.current > 0 && atKill.count.current < APPLICATIONS
      },
      'the task to be part-way through',
      60_000,
    )
    await server.kill()
    expect(atKill?.status).toMatch(/^(RUNNING|RESUMED)$/)

    server = await startServerProcess({ DATA_DIR: dataDir })
    const restarted = server
    // The runner starts once the server listens: its first act marks the interrupted task.
    const logged = () => restarted.lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l))
    await waitForTask(
      async () => logged().some((l) => l.msg === 'tasks interrupted by a server stop will resume'),
      'the restarted server to recover the task',
      30_000,
    )
    expect(logged().find((l) => l.msg === 'tasks interrupted by a server stop will resume')).toMatchObject({
      count: 1,
    })
    let finished: TaskDto | undefined
    await waitForTask(
      async () => {
        finished = await taskOf(restarted.url, token, taskId)
        return finished?.status === 'SUCCESSFUL' || finished?.status === 'FAILED'
      },
      'the resumed task to finish',
      60_000,
    )
    expect(finished).toMatchObject({
      status: 'SUCCESSFUL',
      failedCount: 0,
      count: { total: APPLICATIONS, current: APPLICATIONS },
    })
    const finishLine = logged().find((l) => l.msg === 'task finished' && l.taskId === taskId)
    console.info(
      `[crash test] killed at ${atKill?.count.current}/${APPLICATIONS}; resumed run: ${finishLine?.chunks} chunks in ${finishLine?.ms} ms, longest event-loop delay ${finishLine?.maxEventLoopDelayMs} ms`,
    )
    await server.stop()
    server = undefined

    const database = await openDatabase({ DATA_DIR: dataDir })
    try {
      const { db } = database
      const statuses = rowsOf<{ status: string; n: number }>(
        await db.execute(sql`SELECT status, count(*)::int AS n FROM applications
          WHERE id = ANY(${intArray(ids)}) GROUP BY status`),
      )
      expect(statuses).toEqual([{ status: 'rm', n: APPLICATIONS }])
      const events = rowsOf<{ events: number; n: number }>(
        await db.execute(sql`SELECT events, count(*)::int AS n FROM (
            SELECT a.id, count(h.id)::int AS events FROM applications a
            LEFT JOIN history_events h ON h.entity_type = 'application' AND h.entity_id = a.id
              AND h.event = 'MSP_CHANGED_STATUS' AND h.new_value->>'status' = 'rm'
            WHERE a.id = ANY(${intArray(ids)}) GROUP BY a.id) per_app
          GROUP BY events`),
      )
      // Every application has exactly one rejection in its history: none missed, none twice.
      expect(events).toEqual([{ events: 1, n: APPLICATIONS }])
      const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId))
      expect(task).toMatchObject({ status: 'SUCCESSFUL', current: APPLICATIONS, lockedBy: null })
    } finally {
      await database.close()
    }
  })
})
