import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { type AssessmentsFixture, createAssessmentsFixture } from './support/assessments-fixture'

/**
 * Issue 24 §3: the "incomplete assessments" list with its reminder (sent by the vendor after
 * the commit, once per key, at most once a day), and the pipeline filtered by assessment
 * state and score.
 */
let f: AssessmentsFixture
type Inv = { id: string; key: string; reminders: string[]; candidate: { email: string } }
let ids: number[]
let invitationOf: Map<number, string>
beforeAll(async () => {
  f = await createAssessmentsFixture()
  ids = await f.applications(true, 4)
  const res = await f.t.request('/api/assessment/send', {
    method: 'POST',
    token: f.anna,
    json: { applicationIds: ids, testId: 'js-senior' },
  })
  expect((await res.json()).sent).toHaveLength(4)
  await f.setup.worker?.runOnce()
  invitationOf = new Map(
    rowsOf<{ application_id: number; invitation_id: string }>(
      await f.t.database.db.execute(
        sql`SELECT application_id, invitation_id FROM assessments WHERE invitation_id IS NOT NULL`,
      ),
    ).map((r) => [Number(r.application_id), String(r.invitation_id)]),
  )
  // One passed (82 of 70), one did not (55 of 70); two still open.
  const done = (appId: number, score: number, eventId: string) => ({
    eventId,
    invitationId: invitationOf.get(appId),
    status: 'completed',
    score,
    passThreshold: 70,
    reportUrl: null,
  })
  expect((await f.webhook([done(ids[0], 82, 'e1'), done(ids[1], 55, 'e2')])).status).toBe(200)
}, 60_000)
afterAll(async () => {
  await f?.close()
})

const incompleteAll = async (query = '') =>
  (await f.t.request(`/api/assessment/incomplete${query}`, { token: f.anna })).json()
/** The demo's seeded assessments are listed too: these are the ones sent here. */
const incomplete = async () => {
  const body = await incompleteAll()
  return {
    ...body,
    results: body.results.filter((r: { applicationId: number }) => ids.includes(r.applicationId)),
  }
}
const remind = (assessmentIds: number[]) =>
  f.t.request('/api/assessment/remind', { method: 'POST', token: f.anna, json: { assessmentIds } })

describe('incomplete assessments', () => {
  it('lists the open ones with their candidate, project and test, oldest first', async () => {
    const all = await incompleteAll()
    expect(all.totalResults).toBe(all.results.length)
    const sentAt = all.results.map((r: { sentAt: string }) => r.sentAt)
    expect(sentAt).toEqual([...sentAt].sort())
    const body = await incomplete()
    expect(body.results).toHaveLength(2)
    expect(body.results.map((r: { applicationId: number }) => r.applicationId).sort()).toEqual(
      [ids[2], ids[3]].sort(),
    )
    expect(body.results[0]).toMatchObject({
      testName: 'JavaScript (senior)',
      status: 'invited',
      reminding: false,
    })
    expect(body.results[0].talentName).toMatch(/\S+ \S+/)
    const [project] = rowsOf<{ project_id: number }>(
      await f.t.database.db.execute(sql`SELECT project_id FROM applications WHERE id = ${ids[2]}`),
    )
    const narrowed = await incompleteAll(`?projectId=${project.project_id}`)
    expect(narrowed.results.some((r: { applicationId: number }) => r.applicationId === ids[2])).toBe(true)
    expect(
      narrowed.results.every((r: { projectId: number }) => r.projectId === Number(project.project_id)),
    ).toBe(true)
    expect((await f.t.request('/api/assessment/incomplete?projectId=abc', { token: f.anna })).status).toBe(
      400,
    )
  })

  it('reminds through the vendor once, then not again the same day; a finished one is refused', async () => {
    const open = (await incomplete()).results as Array<{ id: number; applicationId: number }>
    const finished = rowsOf<{ id: number }>(
      await f.t.database.db.execute(sql`SELECT id FROM assessments WHERE application_id = ${ids[0]}`),
    )[0]
    const res = await remind([...open.map((o) => o.id), Number(finished.id)])
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.reminded.sort()).toEqual(open.map((o) => o.id).sort())
    expect(body.skipped).toEqual([
      { assessmentId: Number(finished.id), reason: 'msp.v2.assessment.reason.closed' },
    ])
    // Nothing leaves before the worker runs (after the commit); then each candidate once.
    expect((await incomplete()).results.every((r: { reminding: boolean }) => r.reminding)).toBe(true)
    await f.setup.worker?.runOnce()
    await f.setup.worker?.runOnce()
    const invs = await f.vendor.admin<Inv[]>('GET', '/invitations')
    for (const o of open)
      expect(invs.find((i) => i.id === invitationOf.get(o.applicationId))?.reminders).toHaveLength(1)
    const after = (await incomplete()).results as Array<{ remindedAt: string | null; reminding: boolean }>
    expect(after.every((r) => r.remindedAt !== null && !r.reminding)).toBe(true)
    const again = await (await remind(open.map((o) => o.id))).json()
    expect(again.reminded).toEqual([])
    expect(again.skipped.map((s: { reason: string }) => s.reason)).toEqual(
      open.map(() => 'msp.v2.assessment.reason.recent'),
    )
    // A day later it may go again (the reminder is dated back: a token would not live that long).
    await f.t.database.db.execute(
      sql`UPDATE assessments SET reminded_at = reminded_at - interval '25 hours' WHERE id = ${open[0].id}`,
    )
    expect((await (await remind([open[0].id])).json()).reminded).toEqual([open[0].id])
  })

  it('says why when the vendor keeps refusing the reminder', async () => {
    const [open] = (await incomplete()).results as Array<{ id: number; reminding: boolean }>
    const pending = open.reminding ? open : null
    expect(pending).not.toBeNull()
    await f.vendor.admin('POST', '/faults', { count: 3, status: 503 })
    for (let i = 0; i < 3; i++) {
      f.t.setNow(new Date(Date.now() + (i + 1) * 30_000))
      await f.setup.worker?.runOnce()
    }
    f.t.setNow(undefined)
    const row = (
      (await incomplete()).results as Array<{ id: number; reminding: boolean; error: string | null }>
    ).find((r) => r.id === open.id)
    expect(row?.reminding).toBe(false)
    expect(row?.error).toMatch(/503/)
  })

  it('refuses an empty or oversized list', async () => {
    expect((await remind([])).status).toBe(400)
    expect((await remind(Array.from({ length: 501 }, (_, i) => i + 1))).status).toBe(400)
  })
})

describe('the pipeline filtered by assessment', () => {
  const search = async (appId: number, assessment: Record<string, unknown>) => {
    const [row] = rowsOf<{ project_id: number; stage: string }>(
      await f.t.database.db.execute(sql`SELECT project_id, stage FROM applications WHERE id = ${appId}`),
    )
    const res = await f.t.request('/api/search/projectApplication/query', {
      method: 'POST',
      token: f.anna,
      json: { projectId: Number(row.project_id), stage: row.stage, filters: { assessment }, size: 1000 },
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.totalResults).toBe(body.results.length)
    return body.results.map((r: { id: number }) => r.id) as number[]
  }

  it('finds passed, not passed, incomplete and by minimum score', async () => {
    expect(await search(ids[0], { state: 'passed' })).toContain(ids[0])
    expect(await search(ids[0], { state: 'notPassed' })).not.toContain(ids[0])
    expect(await search(ids[1], { state: 'notPassed' })).toContain(ids[1])
    expect(await search(ids[1], { state: 'passed' })).not.toContain(ids[1])
    expect(await search(ids[2], { state: 'incomplete' })).toContain(ids[2])
    expect(await search(ids[2], { state: 'completed' })).not.toContain(ids[2])
    expect(await search(ids[0], { minScore: 80 })).toContain(ids[0])
    expect(await search(ids[1], { minScore: 60 })).not.toContain(ids[1])
    expect(await search(ids[1], { minScore: 50 })).toContain(ids[1])
  })

  it('refuses an unknown state or a score outside 0-100', async () => {
    const [row] = rowsOf<{ project_id: number; stage: string }>(
      await f.t.database.db.execute(sql`SELECT project_id, stage FROM applications WHERE id = ${ids[0]}`),
    )
    for (const assessment of [{ state: 'great' }, { minScore: 101 }, { minScore: -1 }]) {
      const res = await f.t.request('/api/search/projectApplication/query', {
        method: 'POST',
        token: f.anna,
        json: { projectId: Number(row.project_id), stage: row.stage, filters: { assessment } },
      })
      expect(res.status).toBe(400)
    }
  })
})
