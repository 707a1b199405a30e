import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ApplicationRow,
  ApplicationSearchResponse,
  PipelineStagesResponse,
} from '../../src/shared/contracts/pipeline'
import { statusesOfStage } from '../../src/shared/domain/pipeline'
import { stageOfApplicationStatus } from '../../src/shared/domain/statuses'
import { createTestApp, type TestApp } from './support/test-app'

/** GET project/{id}/pipeline/stages and POST search/projectApplication/query (§2, §7). */

let t: TestApp
let anna: string
let tom: string
let acmeProject: number
let globexProject: number
let staffingProject: number
let talentEntityProject: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  const projects = rows<{ id: number; code: string; entity: string; open: boolean }>(
    await t.database.db.execute(sql`
      SELECT p.id, c.code, le.name AS entity, p.status = 'ACTIVE' AND p.freelancer_visible AS open
      FROM projects p JOIN clients c ON c.id = p.client_id JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE NOT p.is_template ORDER BY p.id`),
  )
  acmeProject = projects.find((p) => p.open && p.code === 'acme')?.id as number
  globexProject = projects.find((p) => p.open && p.code === 'globex')?.id as number
  staffingProject = projects.find((p) => p.entity === 'Acme Staffing GmbH')?.id as number
  talentEntityProject = projects.find((p) => p.entity === 'Acme Talent B.V.')?.id as number
})
afterAll(() => t.close())

const stagesOf = async (projectId: number, token = anna) => {
  const res = await t.request(`/api/project/${projectId}/pipeline/stages`, { token })
  return { status: res.status, body: (await res.json()) as PipelineStagesResponse }
}
const search = async (json: Record<string, unknown>, token = anna) => {
  const res = await t.request('/api/search/projectApplication/query', { method: 'POST', token, json })
  return { status: res.status, body: (await res.json()) as ApplicationSearchResponse & { error?: string } }
}

describe('pipeline stages', () => {
  it('lists the eight stages in menu order with the counts of the database', async () => {
    const { status, body } = await stagesOf(acmeProject)
    expect(status).toBe(200)
    expect(body.stages.map((s) => s.key)).toEqual([
      'dataHarbour',
      'suggested',
      'invited',
      'active',
      'rejectedOrWithdrawn',
      'send2vms',
      'hired',
      'rejectedVms',
    ])
    expect(body.statusMenu.internal).toEqual(['active', 'rejectedOrWithdrawn'])
    const db = t.database.db
    for (const stage of body.stages.filter((s) => s.group !== 'sourcing')) {
      const [{ n }] = rows<{ n: number }>(
        await db.execute(sql`
          SELECT count(*)::int AS n FROM applications WHERE project_id = ${acmeProject}
            AND status = ANY(string_to_array(${statusesOfStage(stage.key).join(',')}, ','))`),
      )
      expect(stage.entriesInStageAndSubStagesCount).toBe(n)
      const labelled = stage.subStages.reduce((sum, s) => sum + s.entriesCount, 0)
      // An entry can carry two labels of its stage, so the unlabelled count is at least total minus labelled.
      expect(stage.entriesInStageCount).toBeGreaterThanOrEqual(n - labelled)
      expect(stage.entriesInStageCount).toBeLessThanOrEqual(n)
    }
    const active = body.stages.find((s) => s.key === 'active')
    expect(active?.subStages.length).toBeGreaterThan(0)
    const dh = body.stages.find((s) => s.key === 'dataHarbour')
    expect(dh?.dhCounts).not.toBeNull()
    expect(body.stages.find((s) => s.key === 'active')?.dhCounts).toBeNull()
  })

  it('stores the stage of every status as the §4 mapping says', async () => {
    const pairs = rows<{ status: string; stage: string }>(
      await t.database.db.execute(sql`SELECT DISTINCT status, stage FROM applications`),
    )
    expect(pairs.length).toBeGreaterThanOrEqual(9)
    for (const p of pairs) expect(p.stage).toBe(stageOfApplicationStatus(p.status))
  })

  it('shows the header: sent to client against max submissions, allowed targets, delete', async () => {
    const { body } = await stagesOf(acmeProject)
    const sent = body.stages
      .filter((s) => s.key === 'send2vms' || s.key === 'hired')
      .reduce((sum, s) => sum + s.entriesInStageAndSubStagesCount, 0)
    expect(body.project.sentToClientCount).toBe(sent)
    expect(body.project.status).toBe('ACTIVE')
    expect(body.project.allowedStatusTargets).toEqual(['CLOSED', 'DELETED', 'PAUSED'])
    // Visible to freelancers: cannot be deleted (§5).
    expect(body.project.canDelete).toBe(false)
  })

  it("answers 404 for another client's project exactly as for a missing one", async () => {
    const foreign = await stagesOf(globexProject)
    const missing = await stagesOf(999_999)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual(missing.body)
  })

  it("is readable by the read-only viewer, in his legal entity only (another's is a 404)", async () => {
    expect((await stagesOf(staffingProject, tom)).status).toBe(200)
    const other = await stagesOf(talentEntityProject, tom)
    expect(other.status).toBe(404)
    expect(other.body).toEqual((await stagesOf(999_999)).body)
  })
})

describe('application search', () => {
  it('returns one stage, sorted by last pipeline update then id, with the stage total', async () => {
    const { body: stages } = await stagesOf(acmeProject)
    const active = stages.stages.find((s) => s.key === 'active')
    const { status, body } = await search({ projectId: acmeProject, stage: 'active', size: 1000 })
    expect(status).toBe(200)
    expect(body.totalResults).toBe(active?.entriesInStageAndSubStagesCount)
    expect(body.results).toHaveLength(body.totalResults)
    expect(body.results.every((r) => r.stage === 'active')).toBe(true)
    const keys = body.results.map((r) => [r.lastUpdated, r.id] as const)
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1))
    expect(keys).toEqual(sorted)
  })

  it('pages without overlap, default size 10', async () => {
    const first = await search({ projectId: acmeProject, stage: 'active' })
    const second = await search({ projectId: acmeProject, stage: 'active', offset: 10 })
    expect(first.body.results).toHaveLength(10)
    const ids = new Set(first.body.results.map((r) => r.id))
    expect(second.body.results.some((r) => ids.has(r.id))).toBe(false)
    expect(second.body.totalResults).toBe(first.body.totalResults)
  })

  it('filters by sub-stage label', async () => {
    const { body: stages } = await stagesOf(acmeProject)
    const label = stages.stages.find((s) => s.key === 'active')?.subStages.find((l) => l.entriesCount > 0)
    const { body } = await search({ projectId: acmeProject, stage: 'active', labelId: label?.id, size: 100 })
    expect(body.totalResults).toBe(label?.entriesCount)
    expect(body.results.every((r) => r.labels.some((l) => l.id === label?.id))).toBe(true)
  })

  it('searches talent first, last and full name, and active freelancers only', async () => {
    const all = await search({ projectId: acmeProject, stage: 'active', size: 1000 })
    const someone = all.body.results[0] as ApplicationRow
    for (const query of [
      someone.talent.lastName,
      someone.talent.firstName.toLowerCase(),
      `${someone.talent.firstName} ${someone.talent.lastName}`,
    ]) {
      const { body } = await search({ projectId: acmeProject, stage: 'active', query, size: 1000 })
      expect(body.results.map((r) => r.id)).toContain(someone.id)
      expect(
        body.results.every((r) =>
          `${r.talent.firstName} ${r.talent.lastName}`.toLowerCase().includes(query.toLowerCase()),
        ),
      ).toBe(true)
    }
    const active = await search({
      projectId: acmeProject,
      stage: 'active',
      filters: { active_freelancers_only: true },
      size: 1000,
    })
    expect(active.body.results.every((r) => r.talent.state === 'ACTIVE')).toBe(true)
    const inactive = all.body.results.filter((r) => r.talent.state !== 'ACTIVE').length
    expect(active.body.totalResults).toBe(all.body.totalResults - inactive)
  })

  it("answers 404 for another client's or legal entity's project, as for its stages, and refuses bad requests", async () => {
    const missing = await search({ projectId: 999_999, stage: 'active' })
    expect(missing.status).toBe(404)
    expect(await search({ projectId: globexProject, stage: 'active' })).toEqual(missing)
    expect(await search({ projectId: talentEntityProject, stage: 'active' }, tom)).toEqual(missing)
    expect((await search({ projectId: staffingProject, stage: 'active' }, tom)).status).toBe(200)
    expect((await search({ projectId: acmeProject, stage: 'dataHarbour' })).status).toBe(400)
    expect((await search({ projectId: acmeProject, stage: 'active', size: 0 })).status).toBe(400)
    const noAuth = await t.request('/api/search/projectApplication/query', {
      method: 'POST',
      json: { projectId: acmeProject, stage: 'active' },
    })
    expect(noAuth.status).toBe(401)
  })
})
