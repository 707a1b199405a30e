import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TaskDto } from '../../src/shared/contracts/pipeline'
import type { BulkResultsResponse, MembershipBulkResponse } from '../../src/shared/contracts/pools'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Bulk accept and deny above 50 memberships (issue 22 §1, §3): a background task with a result
 * per member, stoppable while it runs, leaving exactly the members it handled moved.
 */

let t: TestApp
let lea: string
let anna: string
let clientId: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const call = async <T>(path: string, token: string, method = 'GET', json?: unknown) => {
  const res = await t.request(`/api${path}`, { method, token, json })
  return { status: res.status, body: (await res.json()) as T }
}

/** A new pool with `n` pending members (new talents of Acme): their membership ids in order. */
async function poolWithPending(name: string, n: number): Promise<{ poolId: number; ids: number[] }> {
  const [pool] = await q<{ id: number }>(sql`
    INSERT INTO pools (client_id, name) VALUES (${clientId}, ${name}) RETURNING id`)
  const talents = await q<{ id: number }>(sql`
    INSERT INTO talents (client_id, state, first_name, last_name)
    SELECT ${clientId}, 'ACTIVE', 'Bulk', ${name} || ' ' || g FROM generate_series(1, ${n}) g RETURNING id`)
  const members = await q<{ id: number }>(sql`
    INSERT INTO pool_memberships (client_id, pool_id, talent_id, status)
    SELECT ${clientId}, ${pool.id}, t, 'PENDING' FROM unnest(${`{${talents.map((x) => x.id).join(',')}}`}::int[]) t
    RETURNING id`)
  return { poolId: Number(pool.id), ids: members.map((m) => Number(m.id)).sort((a, b) => a - b) }
}

const statusCounts = async (poolId: number) =>
  Object.fromEntries(
    (
      await q<{ status: string; n: number }>(sql`
        SELECT status, count(*)::int AS n FROM pool_memberships WHERE pool_id = ${poolId} GROUP BY status`)
    ).map((r) => [r.status, r.n]),
  )
const storedCounts = async (poolId: number) =>
  Object.fromEntries(
    (
      await q<{ status: string; n: number }>(
        sql`SELECT status, n FROM pool_member_counts WHERE pool_id = ${poolId} AND n <> 0`,
      )
    ).map((r) => [r.status, r.n]),
  )

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 40, projects: 2 } })
  lea = (await t.login('lea.sourcer@acme.test')).access_token
  anna = (await t.login('anna.admin@acme.test')).access_token
  const [c] = await q<{ id: number }>(sql`SELECT id FROM clients WHERE code = 'acme'`)
  clientId = Number(c.id)
})
afterAll(() => t.close())

describe('bulk accept as a background task', () => {
  it('accepts 130 pending members with a result per member, naming the ones that could not move', async () => {
    const { poolId, ids } = await poolWithPending('Bulk accept', 130)
    // Two were handled meanwhile: one accepted, one denied.
    await call(`/pool/membership/${ids[5]}/accept`, anna, 'PUT')
    await call(`/pool/membership/${ids[7]}/deny`, anna, 'PUT')
    const sent = [...ids, ids[0], 999_999]
    const res = await call<MembershipBulkResponse>('/pool/membership/acceptBulk', lea, 'PUT', { ids: sent })
    expect(res.status).toBe(200)
    expect(res.body.mode).toBe('task')
    const task = (res.body as { task: TaskDto }).task
    expect(task).toMatchObject({
      type: 'poolAcceptBulk',
      count: { total: 131 },
      args: { jobTitle: 'Bulk accept' },
    })
    await t.tasksIdle()

    const results = await call<BulkResultsResponse>(`/pool/membership/bulk/${task.uuid}`, lea)
    expect(results.status).toBe(200)
    expect(results.body).toMatchObject({ action: 'accept', poolIds: [poolId], totalResults: 131, failed: 3 })
    expect(results.body.task).toMatchObject({ status: 'SUCCESSFUL', failedCount: 3 })
    expect(results.body.results.map((r) => r.id)).toEqual([...ids, 999_999])
    expect(results.body.results.find((r) => r.id === ids[5])).toMatchObject({
      status: null,
      reason: PIPELINE_REASONS.already,
    })
    expect(results.body.results.find((r) => r.id === ids[7])).toMatchObject({
      status: null,
      reason: PIPELINE_REASONS.status,
    })
    expect(results.body.results.at(-1)).toMatchObject({
      id: 999_999,
      status: null,
      reason: PIPELINE_REASONS.unknown,
      talent: null,
    })
    const ok = results.body.results.filter((r) => r.status === 'ACCEPTED')
    expect(ok).toHaveLength(128)
    expect(ok[0].talent?.lastName).toBe('Bulk accept 1')

    expect(await statusCounts(poolId)).toEqual({ ACCEPTED: 129, REJECTED: 1 })
    expect(await storedCounts(poolId)).toEqual({ ACCEPTED: 129, REJECTED: 1 })
    const [events] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM history_events WHERE entity_type = 'talent' AND event = 'MSP_ACCEPTS_POOL'
        AND new_value->>'poolId' = ${String(poolId)}`)
    expect(events.n).toBe(129)
    // Someone else's task is not there for the caller.
    expect((await t.request(`/api/pool/membership/bulk/${task.uuid}`, { token: anna })).status).toBe(404)
    expect((await t.request('/api/pool/membership/bulk/not-a-uuid', { token: lea })).status).toBe(404)
  })
})

describe('bulk deny stopped while it runs', () => {
  it('stops between chunks: the members it handled are denied, each with a result, the rest still pending', async () => {
    const { poolId, ids } = await poolWithPending('Bulk deny', 2000)
    const res = await call<MembershipBulkResponse>('/pool/membership/denyBulk', lea, 'PUT', { ids })
    const task = (res.body as { task: TaskDto }).task
    // Wait until it has handled some members, as a user watching the progress bar would.
    const current = async () =>
      Number(
        (await q<{ current: number }>(sql`SELECT current FROM tasks WHERE id = ${task.uuid}::uuid`))[0]
          .current,
      )
    while ((await current()) === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    const stop = await call<TaskDto>(`/tasks/${task.uuid}/stop`, lea, 'PUT')
    expect(stop.status).toBe(200)
    await t.tasksIdle()

    const results = await call<BulkResultsResponse>(`/pool/membership/bulk/${task.uuid}?size=1000`, lea)
    expect(results.body.task.status).toBe('USER_STOPPED')
    const handled = results.body.totalResults
    expect(handled).toBeGreaterThan(0)
    expect(handled).toBeLessThan(2000)
    expect(handled % 50).toBe(0)
    expect(results.body.failed).toBe(0)
    expect(results.body.results.slice(0, 3).map((r) => r.status)).toEqual([
      'REJECTED',
      'REJECTED',
      'REJECTED',
    ])
    expect(await statusCounts(poolId)).toEqual({ REJECTED: handled, PENDING: 2000 - handled })
    expect(await storedCounts(poolId)).toEqual({ REJECTED: handled, PENDING: 2000 - handled })
    const denied = await q<{ id: number }>(sql`
      SELECT id FROM pool_memberships WHERE pool_id = ${poolId} AND status = 'REJECTED' ORDER BY id`)
    expect(denied.map((d) => Number(d.id))).toEqual(ids.slice(0, handled))
  })
})
