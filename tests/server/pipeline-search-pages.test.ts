import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationRow, ApplicationSearchResponse } from '../../src/shared/contracts/pipeline'
import { busiestActiveProject } from './support/pipeline-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * POST search/projectApplication/query (§2 pipeline, §7): what a recruiter paging through a
 * stage sees — every page continues where the last one stopped in every sort, the totals
 * match the stage with and without filters, and each row shows its labels, owner and
 * screening state as the tables hold them.
 */

let t: TestApp
let anna: string
/** The Acme project with the most active applications. */
let project: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const search = async (json: Record<string, unknown>) => {
  const res = await t.request('/api/search/projectApplication/query', { method: 'POST', token: anna, json })
  expect(res.status).toBe(200)
  return (await res.json()) as ApplicationSearchResponse
}
const countActive = async (extra = sql``) =>
  Number(
    (
      await q<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM applications a JOIN talents t ON t.id = a.talent_id
        WHERE a.project_id = ${project} AND a.stage = 'active' ${extra}`)
    )[0].n,
  )

/** Every page of `size` rows, one request after the other, until a short page. */
async function allPages(json: Record<string, unknown>, size: number) {
  const pages: ApplicationSearchResponse[] = []
  for (let offset = 0; ; offset += size) {
    const page = await search({ ...json, offset, size })
    pages.push(page)
    if (page.results.length < size) return pages
  }
}

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  project = await busiestActiveProject(t)
})
afterAll(() => t.close())

describe('paging a stage', () => {
  const sorts: [string, { field: string; order: string }[]][] = [
    ['last update, oldest first (the default)', [{ field: 'msp_pipeline_last_updated', order: 'asc' }]],
    ['last update, newest first', [{ field: 'msp_pipeline_last_updated', order: 'desc' }]],
    ['creation, newest first', [{ field: 'created', order: 'desc' }]],
    ['talent name A-Z', [{ field: 'talent_name', order: 'asc' }]],
    [
      'talent name Z-A, then id descending',
      [
        { field: 'talent_name', order: 'desc' },
        { field: 'id', order: 'desc' },
      ],
    ],
  ]
  for (const [name, sort] of sorts)
    it(`continues each page exactly where the last one stopped: ${name}`, async () => {
      const whole = await search({ projectId: project, stage: 'active', sort, size: 1000 })
      expect(whole.totalResults).toBe(await countActive())
      expect(whole.results.length).toBe(whole.totalResults)
      expect(whole.totalResults).toBeGreaterThan(14)
      // Pages of 3: more than five requests of one statement, past PostgreSQL's switch to a generic plan.
      const pages = await allPages({ projectId: project, stage: 'active', sort }, 3)
      expect(pages.flatMap((p) => p.results.map((r) => r.id))).toEqual(whole.results.map((r) => r.id))
      expect(pages.every((p) => p.totalResults === whole.totalResults)).toBe(true)
    })

  it('keeps rows with the same last update in id order, so none is skipped or shown twice', async () => {
    // Five rows of the stage share one last-update time: the id decides, on every page.
    const tied = (
      await q<{ id: number }>(sql`
        SELECT id FROM applications WHERE project_id = ${project} AND stage = 'active' ORDER BY id DESC LIMIT 5`)
    ).map((r) => Number(r.id))
    await q(sql`UPDATE applications SET msp_pipeline_last_updated = '2020-01-01T00:00:00Z'
      WHERE id = ANY(string_to_array(${tied.join(',')}, ',')::int[])`)
    const first = await search({ projectId: project, stage: 'active', size: 3 })
    const second = await search({ projectId: project, stage: 'active', size: 3, offset: 3 })
    expect([...first.results, ...second.results].slice(0, 5).map((r) => r.id)).toEqual(
      [...tied].sort((a, b) => a - b),
    )
    const sorted = await search({
      projectId: project,
      stage: 'active',
      size: 4,
      offset: 2,
      sort: [{ field: 'msp_pipeline_last_updated', order: 'desc' }],
    })
    const whole = await search({
      projectId: project,
      stage: 'active',
      size: 1000,
      sort: [{ field: 'msp_pipeline_last_updated', order: 'desc' }],
    })
    expect(sorted.results.map((r) => r.id)).toEqual(whole.results.slice(2, 6).map((r) => r.id))
  })
})

describe('stage totals', () => {
  it('counts the whole stage, a name search and active freelancers only, each over all its pages', async () => {
    const all = await search({ projectId: project, stage: 'active', size: 5 })
    expect(all.totalResults).toBe(await countActive())

    const named = await allPages({ projectId: project, stage: 'active', query: 'an' }, 4)
    const expected = await countActive(sql`AND t.full_name ILIKE '%an%'`)
    expect(expected).toBeGreaterThan(4)
    expect(named.every((p) => p.totalResults === expected)).toBe(true)
    const found = named.flatMap((p) => p.results)
    expect(found).toHaveLength(expected)
    expect(
      found.every((r) => `${r.talent.firstName} ${r.talent.lastName}`.toLowerCase().includes('an')),
    ).toBe(true)

    const active = await search({
      projectId: project,
      stage: 'active',
      filters: { active_freelancers_only: true },
      size: 2,
    })
    expect(active.totalResults).toBe(await countActive(sql`AND t.state = 'ACTIVE'`))
    const nobody = await search({ projectId: project, stage: 'active', query: 'no such talent xyz' })
    expect(nobody).toEqual({ results: [], totalResults: 0 })
  })
})

describe('what a row shows', () => {
  it('labels in the stage menu order, the owner and the screening state of every row', async () => {
    const stageLabels = await q<{ id: number; name: string }>(sql`
      SELECT l.id, l.name FROM pipeline_labels l JOIN pipeline_stages s ON s.id = l.stage_id
      WHERE l.project_id = ${project} AND s.key = 'active' ORDER BY l.position, l.id`)
    expect(stageLabels.length).toBeGreaterThan(1)
    const before = await search({ projectId: project, stage: 'active', size: 1000 })
    const target = before.results[0] as ApplicationRow
    // Added last-first: the row still lists them in the menu's order.
    for (const label of [...stageLabels].reverse()) {
      const res = await t.request('/api/projectApplication/addLabel', {
        method: 'POST',
        token: anna,
        json: { applicationIds: [target.id], labelId: Number(label.id) },
      })
      expect(res.status).toBe(200)
    }
    const [max] = await q<{ id: number }>(sql`SELECT id FROM msps WHERE email = 'max.recruiter@acme.test'`)
    const allocated = await t.request(`/api/projectApplication/${target.id}/allocate`, {
      method: 'PUT',
      token: anna,
      json: { mspId: Number(max.id) },
    })
    expect(allocated.status).toBe(200)

    const after = await search({ projectId: project, stage: 'active', size: 1000 })
    const row = after.results.find((r) => r.id === target.id) as ApplicationRow
    expect(row.labels).toEqual(stageLabels.map((l) => ({ id: Number(l.id), name: l.name })))
    expect(row.owner).toMatchObject({ id: Number(max.id), firstName: 'Max' })

    // Screening (§5): mandatory top-level questions shown to MSPs, of the project or else the
    // legal entity's defaults; none exist, all are answered, or some are open.
    const questions = await q<{ id: number; project_id: number | null; legal_entity_id: number | null }>(sql`
      SELECT id, project_id, legal_entity_id FROM questions
      WHERE mandatory AND msp_visibility AND NOT hide AND parent_question_id IS NULL`)
    const answered = new Set(
      (
        await q<{ application_id: number; question_id: number }>(sql`
          SELECT DISTINCT a.application_id, a.question_id FROM answers a
          JOIN applications ap ON ap.id = a.application_id WHERE ap.project_id = ${project}`)
      ).map((a) => `${a.application_id}:${a.question_id}`),
    )
    const expected = (r: ApplicationRow) => {
      const mine = questions.filter((x) =>
        x.project_id === null
          ? Number(x.legal_entity_id) === r.legalEntityId
          : Number(x.project_id) === r.projectId,
      )
      if (mine.length === 0) return 'none'
      return mine.every((x) => answered.has(`${r.id}:${x.id}`)) ? 'complete' : 'incomplete'
    }
    expect(after.results.map((r) => [r.id, r.screening])).toEqual(
      after.results.map((r) => [r.id, expected(r)]),
    )
    expect(new Set(after.results.map((r) => r.screening)).size).toBeGreaterThan(1)
  })
})
