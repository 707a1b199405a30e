import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type {
  AttentionResponse,
  DrillResponse,
  FunnelResponse,
  QueueResponse,
  SourcesResponse,
  TimeInStageResponse,
} from '../../src/shared/contracts/analytics'
import type { DashboardCounts } from '../../src/shared/contracts/dashboard'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let gina: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 200, projects: 12 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

const queue = async (stage: string, offset = 0, size = 100, token = anna): Promise<QueueResponse> => {
  const res = await t.request('/api/queue/applications', {
    method: 'POST',
    token,
    json: { stage, offset, size },
  })
  expect(res.status).toBe(200)
  return res.json()
}

const day = (d: Date) => d.toISOString().slice(0, 10)
const period = () => {
  const to = new Date()
  return { from: day(new Date(to.getTime() - 89 * 86_400_000)), to: day(to) }
}
const qs = (extra: Record<string, string> = {}) => new URLSearchParams({ ...period(), ...extra }).toString()
const get = async <T>(path: string, token = anna): Promise<T> => {
  const res = await t.request(path, { token })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json() as Promise<T>
}

describe('the cross-project work queue (issue 25 §1)', () => {
  it('lists one stage across every project, oldest update first, with the dashboard count as total', async () => {
    const counts: DashboardCounts = await get('/api/dashboard/counts')
    const first = await queue('active', 0, 50)
    expect(first.totalResults).toBe(counts.pipeline.active)
    expect(first.results.length).toBe(Math.min(50, counts.pipeline.active))
    expect(first.results.every((r) => r.stage === 'active')).toBe(true)
    expect(new Set(first.results.map((r) => r.projectId)).size).toBeGreaterThan(1)
    const updates = first.results.map((r) => r.lastUpdated)
    expect(updates).toEqual([...updates].sort())
    const titles = new Map(first.projects.map((p) => [p.id, p.title]))
    for (const r of first.results) expect(titles.get(r.projectId)).toBeTruthy()
    // Pages follow on without overlap.
    const second = await queue('active', 50, 50)
    const ids = new Set(first.results.map((r) => r.id))
    expect(second.results.some((r) => ids.has(r.id))).toBe(false)
  })

  it('drops a row rejected from the queue and counts one less', async () => {
    const before = await queue('active')
    const target = before.results[0]
    const res = await t.request('/api/projectApplication/reject', {
      method: 'POST',
      token: anna,
      json: { ids: [target.id] },
    })
    expect(res.status).toBe(200)
    const after = await queue('active')
    expect(after.totalResults).toBe(before.totalResults - 1)
    expect(after.results.some((r) => r.id === target.id)).toBe(false)
    const rejected = await queue('rejectedOrWithdrawn', 0, 500)
    expect(rejected.results.some((r) => r.id === target.id)).toBe(true)
  })

  it('counts what needs attention, and each count opens exactly its list', async () => {
    const res = await t.request('/api/queue/attention?activeDays=10&send2vmsDays=5', { token: anna })
    expect(res.status).toBe(200)
    const attention: AttentionResponse = await res.json()
    const list = async (json: Record<string, unknown>) => {
      const r = await t.request('/api/queue/applications', {
        method: 'POST',
        token: anna,
        json: { size: 500, ...json },
      })
      expect(r.status).toBe(200)
      return (await r.json()) as QueueResponse
    }
    const waiting = await list({ stage: 'active', olderThanDays: 10 })
    expect(waiting.totalResults).toBe(attention.waitingActive)
    expect(attention.waitingActive).toBeGreaterThan(0)
    const cutoff = Date.now() - 10 * 86_400_000
    expect(waiting.results.every((r) => Date.parse(r.lastUpdated) < cutoff)).toBe(true)
    // A row re-activated now is in the stage but has not waited.
    const rejected = (await list({ stage: 'rejectedOrWithdrawn', statuses: ['rm'] })).results[0]
    const reactivated = await t.request(`/api/projectApplication/${rejected.id}/reactivate`, {
      method: 'PUT',
      token: anna,
    })
    expect(reactivated.status).toBe(200)
    const all = await list({ stage: 'active' })
    const after = await list({ stage: 'active', olderThanDays: 10 })
    expect(all.results.some((r) => r.id === rejected.id)).toBe(true)
    expect(after.results.some((r) => r.id === rejected.id)).toBe(false)
    expect(after.totalResults).toBe(waiting.totalResults)
    const failed = await list({ stage: 'send2vms', statuses: ['sf'] })
    expect(failed.totalResults).toBe(attention.sendFailed)
    expect(failed.results.every((r) => r.status === 'sf')).toBe(true)
    expect((await list({ stage: 'send2vms', olderThanDays: 5 })).totalResults).toBe(attention.waitingSend2vms)
    // Failed emails and pending pool members, as the Outbox and the pools count them.
    const [other] = rowsOf<{ emails: number; pending: number }>(
      await t.database.db.execute(sql`SELECT
        (SELECT count(*)::int FROM email_outbox o JOIN clients c ON c.id = o.client_id WHERE c.code = 'acme' AND o.status = 'failed') AS emails,
        (SELECT count(*)::int FROM pool_memberships m JOIN clients c ON c.id = m.client_id WHERE c.code = 'acme' AND m.status = 'PENDING') AS pending`),
    )
    expect(attention.emailsFailed).toBe(other.emails)
    expect(attention.poolPending).toBe(other.pending)
    expect(attention.poolPending).toBeGreaterThan(0)
    const outbox = await t.request('/api/email/outbox?status=failed', { token: anna })
    expect(outbox.status).toBe(200)
    expect((await outbox.json()).totalResults).toBe(attention.emailsFailed)
  })

  it("shows no other client's applications", async () => {
    const acme = await queue('active', 0, 500)
    const globex = await queue('active', 0, 500, gina)
    const acmeIds = new Set(acme.results.map((r) => r.id))
    expect(globex.results.some((r) => acmeIds.has(r.id))).toBe(false)
  })
})

describe('analytics (issue 25 §2)', () => {
  it('counts the funnel of the period as the applications say', async () => {
    const f: FunnelResponse = await get(`/api/analytics/funnel?${qs()}`)
    const { from, to } = period()
    const [row] = rowsOf<{ applied: string; hired: string }>(
      await t.database.db.execute(sql`
        SELECT count(*) AS applied, count(*) FILTER (WHERE a.status = 'h') AS hired
        FROM applications a JOIN projects p ON p.id = a.project_id JOIN clients c ON c.id = a.client_id
        WHERE c.code = 'acme' AND NOT p.is_template
          AND a.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'
          AND a.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`),
    )
    expect(f.steps.map((s) => s.step)).toEqual(['applied', 'submitted', 'hired'])
    expect(f.steps[0].count).toBe(Number(row.applied))
    expect(f.steps[2].count).toBe(Number(row.hired))
    expect(f.steps[0].count).toBeGreaterThan(0)
    expect(f.steps[1].ofPrevious).toBeCloseTo(f.steps[1].count / f.steps[0].count, 6)
    // One project narrows it.
    const [p] = rowsOf<{ project_id: number }>(
      await t.database.db.execute(
        sql`SELECT project_id FROM applications GROUP BY project_id ORDER BY count(*) DESC LIMIT 1`,
      ),
    )
    const one: FunnelResponse = await get(`/api/analytics/funnel?${qs({ projectIds: String(p.project_id) })}`)
    expect(one.steps[0].count).toBeLessThan(f.steps[0].count)
  })

  it('splits the funnel by source, adding up to it', async () => {
    const f: FunnelResponse = await get(`/api/analytics/funnel?${qs()}`)
    const s: SourcesResponse = await get(`/api/analytics/sources?${qs()}`)
    expect(s.sources.map((x) => x.source)).toEqual([
      'applied',
      'invited',
      'msp',
      'pool',
      'dataHarbour',
      'suggested',
      'external',
    ])
    const sum = (k: 'applied' | 'submitted' | 'hired') => s.sources.reduce((acc, x) => acc + x[k], 0)
    expect(sum('applied')).toBe(f.steps[0].count)
    expect(sum('submitted')).toBe(f.steps[1].count)
    expect(sum('hired')).toBe(f.steps[2].count)
    expect(s.sources.filter((x) => x.applied > 0).length).toBeGreaterThan(1)
  })

  it('counts the applications by the tracking source the recruiter named', async () => {
    const referral = (r: SourcesResponse) =>
      r.trackingSources.find((x) => x.trackingSource === 'referral')?.applied ?? 0
    const before = referral(await get(`/api/analytics/sources?${qs()}`))
    const [target] = rowsOf<{ project_id: number; talent_id: number }>(
      await t.database.db.execute(sql`SELECT p.id AS project_id, t.id AS talent_id FROM projects p
        JOIN legal_entities le ON le.id = p.legal_entity_id JOIN clients c ON c.id = p.client_id
        JOIN talents t ON t.client_id = c.id AND t.state = 'ACTIVE'
        WHERE c.code = 'acme' AND (le.config->>'talentConsent')::boolean AND p.status = 'ACTIVE' AND NOT p.is_template
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = p.id AND a.talent_id = t.id)
        ORDER BY p.id, t.id LIMIT 1`),
    )
    const res = await t.request(`/api/project/${target.project_id}/apply`, {
      method: 'POST',
      token: anna,
      json: { talentIds: [Number(target.talent_id)], trackingSource: 'referral' },
    })
    expect((await res.json()).succeededIds).toEqual([Number(target.talent_id)])
    expect(referral(await get(`/api/analytics/sources?${qs()}`))).toBe(before + 1)
  })

  it('gives each new application the source it came through: its invitation, a pool of the project, or the recruiter', async () => {
    const [p] = rowsOf<{ id: number; pool_id: number }>(
      await t.database.db.execute(sql`SELECT p.id, (SELECT min(id) FROM pools WHERE client_id = c.id) AS pool_id
        FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id JOIN clients c ON c.id = p.client_id
        WHERE c.code = 'acme' AND (le.config->>'talentConsent')::boolean AND p.status = 'ACTIVE' AND NOT p.is_template
        ORDER BY p.id LIMIT 1`),
    )
    const projectId = Number(p.id)
    // Talents with nothing to do with the project yet: no application, invitation or pool of it.
    const fresh = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
        WHERE c.code = 'acme' AND t.state = 'ACTIVE'
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t.id)
          AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = t.id)
          AND NOT EXISTS (SELECT 1 FROM pool_memberships pm WHERE pm.talent_id = t.id)
        ORDER BY t.id LIMIT 4`),
    ).map((r) => Number(r.id))
    const [suggested, invited, pooled, added] = fresh
    const invite = async (json: unknown) =>
      (await t.request('/api/projectInvitation/add', { method: 'POST', token: anna, json })).status
    expect(await invite({ projectId, talentIds: [suggested], source: 'suggested' })).toBe(200)
    expect(await invite({ projectId, talentIds: [invited] })).toBe(200)
    // Only a sourcing list the browser invites from can be named.
    expect(await invite({ projectId, talentIds: [added], source: 'dataHarbour' })).toBe(400)
    await t.database.db.execute(sql`INSERT INTO project_pools (project_id, pool_id)
      VALUES (${projectId}, ${p.pool_id}) ON CONFLICT DO NOTHING`)
    await t.database.db.execute(sql`INSERT INTO pool_memberships (client_id, pool_id, talent_id, status, stage)
      SELECT client_id, id, ${pooled}, 'ACCEPTED', 'new' FROM pools WHERE id = ${p.pool_id}`)
    const before = await get<SourcesResponse>(`/api/analytics/sources?${qs()}`)
    const res = await t.request(`/api/project/${projectId}/apply`, {
      method: 'POST',
      token: anna,
      json: { talentIds: fresh },
    })
    expect((await res.json()).succeededIds).toEqual(fresh)
    const created = rowsOf<{ talent_id: number; source: string; logged: string }>(
      await t.database.db.execute(sql`SELECT a.talent_id, a.source, h.new_value->>'source' AS logged
        FROM applications a JOIN history_events h ON h.entity_type = 'application' AND h.entity_id = a.id AND h.event = 'CREATED'
        WHERE a.project_id = ${projectId} AND a.talent_id = ANY(${`{${fresh.join(',')}}`}::int[])`),
    )
    const sourceOf = new Map(created.map((r) => [Number(r.talent_id), r.source]))
    expect([suggested, invited, pooled, added].map((id) => sourceOf.get(id))).toEqual([
      'suggested',
      'invited',
      'pool',
      'msp',
    ])
    expect(created.every((r) => r.logged === r.source)).toBe(true)
    // The sources chart counts each under its own source.
    const after = await get<SourcesResponse>(`/api/analytics/sources?${qs()}`)
    const applied = (r: SourcesResponse, source: string) =>
      r.sources.find((x) => x.source === source)?.applied ?? 0
    for (const source of ['suggested', 'invited', 'pool', 'msp'])
      expect(applied(after, source), source).toBe(applied(before, source) + 1)
  })

  it('gives time in stage from the history, and the drill-down lists exactly the stays behind it', async () => {
    const tis: TimeInStageResponse = await get(`/api/analytics/timeInStage?${qs()}`)
    const active = tis.stages.find((s) => s.stage === 'active')
    expect(active).toBeDefined()
    if (!active) return
    expect(active.waiting.count).toBeGreaterThan(0)
    expect(active.movedOn.count).toBeGreaterThan(0)
    const drill: DrillResponse = await get(
      `/api/analytics/drill?${qs({ kind: 'movedOn', key: 'active', size: '500' })}`,
    )
    expect(drill.totalResults).toBe(active.movedOn.count)
    const hours = drill.results.map((r) => r.hours ?? -1)
    expect(hours).toEqual([...hours].sort((a, b) => b - a))
    expect(drill.results.every((r) => r.leftAt !== null)).toBe(true)
    const median = active.movedOn.medianHours ?? -1
    expect(median).toBeGreaterThanOrEqual(Math.min(...hours) - 0.1)
    expect(median).toBeLessThanOrEqual(Math.max(...hours) + 0.1)
    expect(active.movedOn.p90Hours ?? 0).toBeGreaterThanOrEqual(median)
  })

  it('exports the drill-down as CSV, every row, header first', async () => {
    const drill: DrillResponse = await get(
      `/api/analytics/drill?${qs({ kind: 'waiting', key: 'active', size: '1' })}`,
    )
    const res = await t.request(`/api/analytics/drill.csv?${qs({ kind: 'waiting', key: 'active' })}`, {
      token: anna,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '')
    expect(lines[0]).toBe('application_id,project_id,project,talent,status,entered_at,left_at,hours')
    expect(lines.length - 1).toBe(drill.totalResults)
    const ids = new Set(lines.slice(1).map((l) => l.split(',')[0]))
    expect(ids.size).toBe(drill.totalResults)
  })

  it('is not there for a client without the analytics flag, and refuses a bad period', async () => {
    const off = await t.request(`/api/analytics/funnel?${qs()}`, { token: gina })
    expect(off.status).toBe(404)
    const bad = await t.request('/api/analytics/funnel?from=2026-05-01&to=2026-04-01', { token: anna })
    expect(bad.status).toBe(400)
  })
})
