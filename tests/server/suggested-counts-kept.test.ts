import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { DashboardCounts } from '../../src/shared/contracts/dashboard'
import { type MatchResult, SUGGESTED_SIZE } from '../../src/shared/contracts/matching'
import type { PipelineStagesResponse } from '../../src/shared/contracts/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 23: the dashboard's Suggested total uses the Suggested stage's definition (what each
 * active project's ranking lists), kept per project by a background recompute that follows
 * edits of talents, projects, applications and invitations.
 */

let t: TestApp
let anna: string
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q)
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await exec(q))

/** What the project's Suggested stage lists: the live ranking, best SUGGESTED_SIZE. */
const listed = async (projectId: number) => {
  const res = await t.request(`/api/match/freelancers/toJob/${projectId}?size=${SUGGESTED_SIZE}`, {
    token: anna,
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as MatchResult).results.map((r) => r.talentId)
}
const stageCount = async (projectId: number) => {
  const res = await t.request(`/api/project/${projectId}/pipeline/stages`, { token: anna })
  expect(res.status).toBe(200)
  const body = (await res.json()) as PipelineStagesResponse
  return body.stages.find((s) => s.key === 'suggested')?.entriesInStageAndSubStagesCount
}
const dashboardSuggested = async () => {
  const res = await t.request('/api/dashboard/counts', { token: anna })
  expect(res.status).toBe(200)
  return ((await res.json()) as DashboardCounts).pipeline.suggested
}
/** The kept row, as the dashboard sums it. */
const kept = async (projectId: number) => {
  const [row] = await query<{ n: number; stale: boolean }>(
    sql`SELECT n, stale FROM project_suggested_counts WHERE project_id = ${projectId}`,
  )
  return row
}
const recomputeTasks = async () =>
  query<{ id: string; current: number; status: string }>(
    sql`SELECT id, current, status FROM tasks WHERE type = 'matching.suggestedCounts' ORDER BY created_at, id`,
  )
/** The active projects the dashboard counts for anna (her legal entities). */
const annasActiveProjects = async () =>
  (
    await query<{ id: number }>(sql`
      SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'acme' AND p.status = 'ACTIVE' AND NOT p.is_template AND p.legal_entity_id IN (
        SELECT mle.legal_entity_id FROM msp_legal_entities mle JOIN msps m ON m.id = mle.msp_id
        WHERE m.email = 'anna.admin@acme.test')
      ORDER BY p.id`)
  ).map((p) => p.id)

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 300, projects: 10 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  await t.tasksIdle()
})
afterAll(() => t.close())

describe('the kept Suggested counts', () => {
  it('give the dashboard the sum of what the active projects Suggested stages list, on the seeded data', async () => {
    const projects = await annasActiveProjects()
    expect(projects.length).toBeGreaterThan(1)
    let lists = 0
    let stages = 0
    for (const id of projects) {
      const row = await kept(id)
      expect(row?.stale).toBe(false)
      const length = (await listed(id)).length
      expect(row.n).toBe(length)
      lists += length
      stages += (await stageCount(id)) ?? 0
    }
    expect(lists).toBeGreaterThan(0)
    expect(stages).toBe(lists)
    expect(await dashboardSuggested()).toBe(lists)
  })

  it('follow a talent that becomes or stops being eligible, and an invited talent, once the task ran', async () => {
    const [projectId] = await annasActiveProjects()
    // A skill few talents have and a title word nobody has: a short list the edits below move.
    const [rare] = await query<{ name: string }>(sql`
      SELECT s.name FROM talent_skills s JOIN clients c ON c.id = s.client_id WHERE c.code = 'acme'
      GROUP BY s.name HAVING count(DISTINCT s.talent_id) BETWEEN 3 AND 40
      ORDER BY count(DISTINCT s.talent_id) DESC, s.name LIMIT 1`)
    expect(rare).toBeDefined()
    await exec(sql`UPDATE projects SET skills = ARRAY[${rare.name}]::text[], title = 'Zeppelinwright'
      WHERE id = ${projectId}`)
    await t.tasksIdle()
    const start = await listed(projectId)
    expect(start.length).toBeGreaterThan(1)
    expect(start.length).toBeLessThan(SUGGESTED_SIZE)
    expect(await kept(projectId)).toEqual({ n: start.length, stale: false })
    const dashboardBefore = await dashboardSuggested()

    // Deactivated: no longer eligible.
    const off = await t.request(`/api/freelancer/${start[0]}/deactivate`, {
      method: 'PUT',
      token: anna,
      json: {},
    })
    expect(off.status).toBe(200)
    await t.tasksIdle()
    expect(await kept(projectId)).toEqual({ n: start.length - 1, stale: false })
    expect(await stageCount(projectId)).toBe(start.length - 1)
    expect(await dashboardSuggested()).toBe(dashboardBefore - 1)

    // A talent without the skill whose title now names the job: eligible.
    const [outsider] = await query<{ id: number }>(sql`
      SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = 'acme' AND t.state = 'ACTIVE'
        AND NOT EXISTS (SELECT 1 FROM talent_skills s WHERE s.talent_id = t.id AND s.name = ${rare.name})
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = t.id)
      ORDER BY t.id LIMIT 1`)
    const edit = await t.request(`/api/freelancer/${outsider.id}`, {
      method: 'PUT',
      token: anna,
      json: { title: 'Senior Zeppelinwright' },
    })
    expect(edit.status).toBe(200)
    await t.tasksIdle()
    const withOutsider = await listed(projectId)
    expect(withOutsider).toContain(outsider.id)
    expect(withOutsider.length).toBe(start.length)
    expect(await kept(projectId)).toEqual({ n: start.length, stale: false })

    // Invited from the list: out of it.
    const invite = await t.request('/api/projectInvitation/add', {
      method: 'POST',
      token: anna,
      json: { projectId, talentIds: [outsider.id] },
    })
    expect(invite.status).toBe(200)
    await t.tasksIdle()
    expect(await kept(projectId)).toEqual({ n: start.length - 1, stale: false })
    expect(await stageCount(projectId)).toBe((await listed(projectId)).length)
    expect(await dashboardSuggested()).toBe(dashboardBefore - 1)
  })

  it('queue one recompute per project for a bulk invite, not one per row', async () => {
    const [, projectId] = await annasActiveProjects()
    const before = (await recomputeTasks()).map((task) => task.id)
    const talents = await query<{ id: number }>(sql`
      SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = 'acme' AND t.state = 'ACTIVE'
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = t.id)
      ORDER BY t.id LIMIT 60`)
    expect(talents.length).toBe(60)
    const res = await t.request('/api/search/freelancer/bulk', {
      method: 'POST',
      token: anna,
      json: { action: 'invite', projectId, talentIds: talents.map((x) => x.id) },
    })
    expect(res.status).toBe(200)
    await t.tasksIdle()
    const queued = (await recomputeTasks()).filter((task) => !before.includes(task.id))
    // One task, which recomputed the one project the 60 invitations touched.
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ status: 'SUCCESSFUL', current: 1 })
    expect((await kept(projectId)).n).toBe((await listed(projectId)).length)
    // The earlier finished recomputes of the client are gone: one row per client stays.
    const perClient = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM tasks
      WHERE type = 'matching.suggestedCounts' GROUP BY client_id`)
    expect(perClient.every((c) => c.n === 1)).toBe(true)
  })

  it('never show the recompute in a user\u2019s task snackbar', async () => {
    const res = await t.request('/api/tasks/now', { token: anna })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Array<{ type: string }>
    expect(body.filter((task) => task.type === 'matching.suggestedCounts')).toEqual([])
  })
})
