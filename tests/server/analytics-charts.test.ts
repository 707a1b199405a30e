import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type {
  ActivityResponse,
  DrillResponse,
  TimeToFillResponse,
} from '../../src/shared/contracts/analytics'
import { createTestApp, type TestApp } from './support/test-app'

/** Time to first submission and to fill per project, and recruiter activity (issue 25 §2). */

let t: TestApp
let anna: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 200, projects: 12 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

const day = (d: Date) => d.toISOString().slice(0, 10)
const period = (days = 365) => {
  const to = new Date()
  return { from: day(new Date(to.getTime() - (days - 1) * 86_400_000)), to: day(to) }
}
const qs = (extra: Record<string, string> = {}) => new URLSearchParams({ ...period(), ...extra }).toString()
const get = async <T>(path: string): Promise<T> => {
  const res = await t.request(path, { token: anna })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json() as Promise<T>
}

describe('time to first submission and to fill', () => {
  it('measures each project from its creation to its first submission and first hire, and lists them', async () => {
    const fill: TimeToFillResponse = await get(`/api/analytics/timeToFill?${qs()}`)
    const { from, to } = period()
    const [row] = rowsOf<{ projects: number; submitted: number; hired: number }>(
      await t.database.db.execute(sql`
        SELECT count(*)::int AS projects,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM applications a WHERE a.project_id = p.id
            AND (a.stage IN ('send2vms', 'hired', 'rejectedVms'))))::int AS submitted,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM applications a WHERE a.project_id = p.id AND a.stage = 'hired'))::int AS hired
        FROM projects p JOIN clients c ON c.id = p.client_id
        WHERE c.code = 'acme' AND NOT p.is_template
          AND p.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
          AND p.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`),
    )
    expect(fill.projects).toBe(row.projects)
    expect(fill.projects).toBeGreaterThan(0)
    // Hired now means it got there; a project can have been hired into and left again.
    expect(fill.fill.count).toBeGreaterThanOrEqual(row.hired)
    expect(fill.fill.count).toBeGreaterThan(0)
    expect(fill.firstSubmission.count).toBeGreaterThan(0)
    expect(fill.fill.p90Hours ?? 0).toBeGreaterThanOrEqual(fill.fill.medianHours ?? 0)

    const drill: DrillResponse = await get(
      `/api/analytics/drill?${qs({ kind: 'fill', key: 'hired', size: '500' })}`,
    )
    expect(drill.totalResults).toBe(fill.fill.count)
    expect(new Set(drill.results.map((r) => r.projectId)).size).toBe(drill.results.length)
    const hours = drill.results.map((r) => r.hours ?? -1)
    expect(hours).toEqual([...hours].sort((a, b) => b - a))
    for (const r of drill.results) {
      expect(Date.parse(r.leftAt ?? '')).toBeGreaterThanOrEqual(Date.parse(r.enteredAt) - 1)
      expect(r.hours).toBeCloseTo((Date.parse(r.leftAt ?? '') - Date.parse(r.enteredAt)) / 3_600_000, 0)
    }
    const median = fill.fill.medianHours ?? -1
    expect(median).toBeGreaterThanOrEqual(Math.min(...hours) - 0.1)
    expect(median).toBeLessThanOrEqual(Math.max(...hours) + 0.1)

    const csv = await t.request(
      `/api/analytics/drill.csv?${qs({ kind: 'firstSubmission', key: 'send2vms' })}`,
      {
        token: anna,
      },
    )
    expect(csv.status).toBe(200)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines.length - 1).toBe(fill.firstSubmission.count)
  })
})

describe('recruiter activity', () => {
  it('counts what each recruiter wrote per day, and a note just logged counts at once', async () => {
    const before: ActivityResponse = await get(`/api/analytics/activity?${qs()}`)
    expect(before.days).toBe(365)
    expect(before.perDay).toHaveLength(365)
    const sum = (k: 'actions' | 'notes' | 'calls' | 'submissions') =>
      before.recruiters.reduce((acc, r) => acc + r[k], 0)
    expect(before.perDay.reduce((acc, d) => acc + d.actions, 0)).toBe(sum('actions'))
    const { from, to } = period()
    const [row] = rowsOf<{ actions: number; notes: number }>(
      await t.database.db.execute(sql`
        SELECT count(*)::int AS actions, count(*) FILTER (WHERE h.event = 'MSP_LOG_NOTE')::int AS notes
        FROM history_events h JOIN clients c ON c.id = h.client_id
        WHERE c.code = 'acme' AND h.msp_id IS NOT NULL
          AND h.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
          AND h.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`),
    )
    expect(sum('actions')).toBe(row.actions)
    expect(sum('notes')).toBe(row.notes)

    const [app] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`SELECT a.id FROM applications a JOIN clients c ON c.id = a.client_id
        WHERE c.code = 'acme' ORDER BY a.id LIMIT 1`),
    )
    const logged = await t.request(`/api/projectApplication/${app.id}/history/manualLog`, {
      method: 'POST',
      token: anna,
      json: { note: 'Called about the start date.', actionType: 'cl', executionDate: day(new Date()) },
    })
    expect(logged.status, await logged.clone().text()).toBeLessThan(300)
    const after: ActivityResponse = await get(`/api/analytics/activity?${qs()}`)
    const today = (r: ActivityResponse) => r.perDay[r.perDay.length - 1]
    expect(today(after).calls).toBe(today(before).calls + 1)
    expect(today(after).actions).toBe(today(before).actions + 1)

    const csv = await t.request(`/api/analytics/activity.csv?${qs()}`, { token: anna })
    expect(csv.status).toBe(200)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines[0]).toBe('day,recruiter_id,recruiter,actions,notes,calls,submissions')
    const total = lines.slice(1).reduce((acc, l) => acc + Number(l.split(',')[3]), 0)
    expect(total).toBe(after.recruiters.reduce((acc, r) => acc + r.actions, 0))
  })
})
