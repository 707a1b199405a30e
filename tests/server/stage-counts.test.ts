import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { ApplicationSearchResponse, PipelineStagesResponse } from '../../src/shared/contracts/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/** The stage totals the triggers keep (migration 0005) against a count of the rows themselves. */
let t: TestApp
let anna: string
let project: number

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))
async function drift() {
  return q<{ project_id: number; stage: string; counted: number; kept: number }>(sql`
    SELECT coalesce(a.project_id, c.project_id) AS project_id, coalesce(a.stage, c.stage) AS stage,
      coalesce(a.n, 0) AS counted, coalesce(c.n, 0) AS kept
    FROM (SELECT project_id, stage, count(*)::int AS n FROM applications GROUP BY 1, 2) a
    FULL JOIN application_stage_counts c ON c.project_id = a.project_id AND c.stage = a.stage
    WHERE coalesce(a.n, 0) <> coalesce(c.n, 0)`)
}

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  const [row] = await q<{ id: number }>(sql`
    SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
    WHERE le.name = 'Acme Talent B.V.' AND p.status = 'ACTIVE' AND p.freelancer_visible ORDER BY p.id LIMIT 1`)
  project = Number(row.id)
})
afterAll(() => t.close())

describe('stage totals', () => {
  it('match the rows after the seed, and the pipeline shows them', async () => {
    expect(await drift()).toEqual([])
    const stages: PipelineStagesResponse = await (
      await t.request(`/api/project/${project}/pipeline/stages`, { token: anna })
    ).json()
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM applications WHERE project_id = ${project} AND stage = 'active'`,
    )
    const active = stages.stages.find((s) => s.key === 'active')
    expect(active?.entriesInStageAndSubStagesCount).toBe(n)
    const search = await t.request('/api/search/projectApplication/query', {
      method: 'POST',
      token: anna,
      json: { projectId: project, stage: 'active', size: 5 },
    })
    expect(((await search.json()) as ApplicationSearchResponse).totalResults).toBe(n)
  })

  it('stay exact through actions, bulk runs, undo, inserts, deletes and a deleted project', async () => {
    const active = (
      await q<{ id: number }>(
        sql`SELECT id FROM applications WHERE project_id = ${project} AND status = 'a' ORDER BY id`,
      )
    ).map((r) => Number(r.id))
    const reject = await t.request('/api/projectApplication/bulk', {
      method: 'POST',
      token: anna,
      json: { action: 'reject', projectId: project, ids: active },
    })
    expect(reject.status).toBe(200)
    await t.tasksIdle()
    expect(await drift()).toEqual([])

    await q(sql`INSERT INTO applications (client_id, project_id, talent_id, status)
      SELECT client_id, project_id, talent_id, 'h' FROM applications WHERE project_id = ${project} LIMIT 3`)
    await q(sql`UPDATE applications SET status = 'a' WHERE project_id = ${project} AND status = 'rm'`)
    await q(
      sql`DELETE FROM applications WHERE id IN (SELECT id FROM applications WHERE project_id = ${project} LIMIT 2)`,
    )
    expect(await drift()).toEqual([])

    // A deleted project takes its applications (cascade) and its totals with it.
    const [other] = await q<{ id: number }>(
      sql`SELECT project_id AS id FROM applications WHERE project_id <> ${project} LIMIT 1`,
    )
    await q(sql`DELETE FROM projects WHERE id = ${other.id}`)
    expect(await drift()).toEqual([])
  })
})
