import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { rebuildAnalyticsTables } from '../../src/server/modules/analytics'
import type { QueueResponse, TimeInStageResponse } from '../../src/shared/contracts/analytics'
import { APPLICATION_STATUS_CODES, stageOfApplicationStatus } from '../../src/shared/domain/statuses'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Time in stage reads stays pre-aggregated by triggers (migration 0022). These tests hold the
 * pre-aggregate to what the history says: the same after a change as a rebuild from scratch, the
 * chart moving with the change at once, and the roll-up's figures as the stays' own.
 */

let t: TestApp
let anna: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 200, projects: 12 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

const day = (d: Date) => d.toISOString().slice(0, 10)
const period = () => {
  const to = new Date()
  return { from: day(new Date(to.getTime() - 89 * 86_400_000)), to: day(to) }
}
const qs = (extra: Record<string, string> = {}) => new URLSearchParams({ ...period(), ...extra }).toString()
const timeInStage = async (extra: Record<string, string> = {}): Promise<TimeInStageResponse> => {
  const res = await t.request(`/api/analytics/timeInStage?${qs(extra)}`, { token: anna })
  expect(res.status).toBe(200)
  return res.json()
}
const activeOf = (r: TimeInStageResponse) => {
  const s = r.stages.find((x) => x.stage === 'active')
  if (!s) throw new Error('no active stage')
  return s
}

const snapshot = async () => ({
  stays: rowsOf(
    await t.database.db.execute(sql`SELECT application_id, seq, stage, entered_at, left_at, client_id,
      project_id, legal_entity_id, created_at FROM application_stage_stays ORDER BY application_id, seq`),
  ),
  counts: rowsOf(
    await t.database.db.execute(sql`SELECT client_id, created_day, legal_entity_id, stage, open, bucket, n
      FROM application_stay_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6`),
  ),
  activity: rowsOf(
    await t.database.db.execute(sql`SELECT * FROM recruiter_activity_days ORDER BY client_id, day, msp_id`),
  ),
})

describe('time in stage, pre-aggregated (issue 25 budgets)', () => {
  it('maps statuses to stages in SQL as the domain does (§4)', async () => {
    const rows = rowsOf<{ code: string; stage: string }>(
      await t.database.db.execute(
        sql`SELECT c AS code, application_stage_of(c) AS stage FROM unnest(${`{${APPLICATION_STATUS_CODES.join(',')}}`}::text[]) AS c`,
      ),
    )
    expect(rows.length).toBe(APPLICATION_STATUS_CODES.length)
    for (const r of rows) expect(r.stage, r.code).toBe(stageOfApplicationStatus(r.code))
  })

  it('moves a rejected application from waiting to moved on at once, as a rebuild from the history would', async () => {
    const before = activeOf(await timeInStage())
    const res = await t.request('/api/queue/applications', {
      method: 'POST',
      token: anna,
      json: { stage: 'active', size: 500 },
    })
    const queue: QueueResponse = await res.json()
    const { from } = period()
    const recent = queue.results.find((r) => r.createdAt >= from)
    expect(recent).toBeDefined()
    if (!recent) return
    const rejected = await t.request('/api/projectApplication/reject', {
      method: 'POST',
      token: anna,
      json: { ids: [recent.id] },
    })
    expect(rejected.status).toBe(200)
    const after = activeOf(await timeInStage())
    expect(after.waiting.count).toBe(before.waiting.count - 1)
    expect(after.movedOn.count).toBe(before.movedOn.count + 1)
    // Reactivated: a second stay in Active opens.
    const again = await t.request(`/api/projectApplication/${recent.id}/reactivate`, {
      method: 'PUT',
      token: anna,
    })
    expect(again.status).toBe(200)
    expect(activeOf(await timeInStage()).waiting.count).toBe(before.waiting.count)

    const kept = await snapshot()
    await rebuildAnalyticsTables(t.database.db)
    expect(await snapshot()).toEqual(kept)
    expect(
      kept.stays.filter((s) => Number((s as { application_id: number }).application_id) === recent.id),
    ).toHaveLength(3)
  })

  it('gives the same figures from the roll-up as from the stays, within its 2.5 % buckets of the exact median', async () => {
    const rolled = await timeInStage()
    const projects = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
        WHERE c.code = 'acme' AND NOT p.is_template ORDER BY p.id`),
    )
    // A project filter counts the stays themselves; every project selects what the roll-up counts.
    const counted = await timeInStage({ projectIds: projects.map((p) => p.id).join(',') })
    expect(counted).toEqual(rolled)
    const { from, to } = period()
    const [exact] = rowsOf<{ median: number; n: number }>(
      await t.database.db.execute(sql`
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s.seconds / 3600) AS median, count(*)::int AS n
        FROM application_stage_stays s JOIN clients c ON c.id = s.client_id
        WHERE c.code = 'acme' AND s.stage = 'active' AND s.left_at IS NOT NULL
          AND s.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
          AND s.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`),
    )
    const active = activeOf(rolled)
    expect(active.movedOn.count).toBe(Number(exact.n))
    expect(active.movedOn.count).toBeGreaterThan(0)
    const median = Number(exact.median)
    expect(Math.abs((active.movedOn.medianHours ?? 0) - median)).toBeLessThanOrEqual(0.03 * median + 0.1)
  })
})
