import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  PipelineProject,
  PipelineStagesResponse,
  TalentActionResponse,
} from '../../src/shared/contracts/pipeline'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/** Project-level pipeline calls: status (§4), delete (§5), apply, invite, add to pool (§7). */

let t: TestApp
let anna: string
let max: string
let tom: string
let talentProjects: number[]
let vmsPaused: number
let globexProject: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const jobEvents = (id: number) =>
  q<{ event: string; old_value: unknown; new_value: unknown }>(sql`
    SELECT event, old_value, new_value FROM history_events WHERE entity_type = 'job' AND entity_id = ${id} ORDER BY id DESC`)
const call = async <T>(path: string, method: string, token: string, json?: unknown) => {
  const res = await t.request(`/api/${path}`, { method, token, json })
  return { status: res.status, body: (await res.json()) as T & { error?: string } }
}
const stages = async (id: number) =>
  (await call<PipelineStagesResponse>(`project/${id}/pipeline/stages`, 'GET', anna)).body

/** Talents of Acme that never applied to nor were invited to a project. */
async function freshTalents(projectId: number, n: number): Promise<number[]> {
  const found = await q<{ id: number }>(sql`
    SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
    WHERE c.code = 'acme' AND t.state = 'ACTIVE'
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = t.id)
    ORDER BY t.id LIMIT ${n}`)
  return found.map((r) => Number(r.id))
}

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  const ps = await q<{ id: number; le: string; status: string; visible: boolean }>(sql`
    SELECT p.id, le.name AS le, p.status, p.freelancer_visible AS visible FROM projects p
    JOIN legal_entities le ON le.id = p.legal_entity_id WHERE NOT p.is_template ORDER BY p.id`)
  talentProjects = ps
    .filter((p) => p.le === 'Acme Talent B.V.' && p.status === 'ACTIVE' && p.visible)
    .map((p) => Number(p.id))
  vmsPaused = Number(ps.find((p) => p.le === 'Acme Staffing GmbH' && p.status === 'PAUSED')?.id)
  // Acme has project ownership on: Max resumes a project he owns (ownership has its own test).
  await t.database.db.execute(sql`
    UPDATE projects SET owner_id = (SELECT id FROM msps WHERE email = 'max.recruiter@acme.test') WHERE id = ${vmsPaused}`)
  globexProject = Number(ps.find((p) => p.le === 'Globex Services Ltd')?.id)
})
afterAll(() => t.close())

describe('project status (§4)', () => {
  it('pauses an active project, writes the job event, and offers the targets of the new status', async () => {
    const id = talentProjects[0]
    const res = await call<PipelineProject>(`project/${id}/status`, 'PUT', anna, { status: 'PAUSED' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: 'PAUSED',
      chip: 'paused',
      allowedStatusTargets: ['ACTIVE', 'CLOSED'],
    })
    expect((await jobEvents(id))[0]).toMatchObject({ event: 'PAUSED', old_value: { status: 'ACTIVE' } })
    const deleted = await call(`project/${id}/status`, 'PUT', anna, { status: 'DELETED' })
    expect(deleted).toMatchObject({ status: 409, body: { error: 'msp.v2.pipeline.error.status.transition' } })
    const closed = await call<PipelineProject>(`project/${id}/status`, 'PUT', anna, {
      status: 'CLOSED',
      reasonForClosing: 'Budget cut',
    })
    expect(closed.body.status).toBe('CLOSED')
    expect((await jobEvents(id)).slice(0, 2).map((e) => e.event)).toEqual([
      'REASON_FOR_CLOSING_UPDATED',
      'CLOSED',
    ])
    const reopened = await call<PipelineProject>(`project/${id}/status`, 'PUT', anna, { status: 'ACTIVE' })
    expect(reopened.body.status).toBe('ACTIVE')
  })

  it('lets a project with a VMS only pause and resume', async () => {
    expect((await call(`project/${vmsPaused}/status`, 'PUT', anna, { status: 'CLOSED' })).status).toBe(409)
    const resumed = await call<PipelineProject>(`project/${vmsPaused}/status`, 'PUT', max, {
      status: 'ACTIVE',
    })
    expect(resumed.body).toMatchObject({ status: 'ACTIVE', allowedStatusTargets: ['PAUSED'] })
    expect((await jobEvents(vmsPaused))[0].event).toBe('UNPAUSED')
  })

  it('refuses a project that is not visible to freelancers, another legal entity, the viewer, another client', async () => {
    const id = talentProjects[1]
    await t.database.db.execute(sql`UPDATE projects SET freelancer_visible = false WHERE id = ${id}`)
    expect((await call(`project/${id}/status`, 'PUT', anna, { status: 'PAUSED' })).status).toBe(409)
    expect((await stages(id)).project.allowedStatusTargets).toEqual([])
    await t.database.db.execute(sql`UPDATE projects SET freelancer_visible = true WHERE id = ${id}`)
    // Another legal entity's project does not exist for Max: 404, as for another client's.
    expect(await call(`project/${id}/status`, 'PUT', max, { status: 'PAUSED' })).toMatchObject({
      status: 404,
      body: { error: 'msp.v2.pipeline.error.project.not.found' },
    })
    expect((await call(`project/${id}/status`, 'PUT', tom, { status: 'PAUSED' })).status).toBe(403)
    expect((await call(`project/${globexProject}/status`, 'PUT', anna, { status: 'PAUSED' })).status).toBe(
      404,
    )
    expect((await call(`project/${id}/status`, 'PUT', anna, { status: 'OPEN' })).status).toBe(400)
  })
})

describe('delete projects (§5)', () => {
  it('deletes projects not visible to freelancers and reports the others by row', async () => {
    const [closed] = await q<{ id: number }>(sql`
      SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE le.name = 'Acme Talent B.V.' AND p.status = 'CLOSED' ORDER BY p.id LIMIT 1`)
    const hidden = Number(closed.id)
    const visible = talentProjects[1]
    await t.database.db.execute(sql`UPDATE projects SET freelancer_visible = false WHERE id = ${hidden}`)
    expect((await stages(hidden)).project.canDelete).toBe(true)
    const res = await call<{ succeededIds: number[]; failures: unknown[] }>('projects', 'DELETE', anna, {
      ids: [hidden, visible, 999_999, globexProject],
    })
    expect(res.status).toBe(200)
    expect(res.body.succeededIds).toEqual([hidden])
    expect(res.body.failures).toEqual([
      { id: visible, reason: PIPELINE_REASONS.projectVisible },
      { id: 999_999, reason: PIPELINE_REASONS.unknown },
      { id: globexProject, reason: PIPELINE_REASONS.unknown },
    ])
    expect((await stages(hidden)).project.status).toBe('DELETED')
    expect((await jobEvents(hidden))[0]).toMatchObject({
      event: 'STATUS_UPDATED',
      new_value: { status: 'DELETED' },
    })
    const again = await call<{ failures: unknown[] }>('projects', 'DELETE', anna, { ids: [hidden] })
    expect(again.body.failures).toEqual([{ id: hidden, reason: PIPELINE_REASONS.projectDeleted }])
  })

  it('needs JOB_MANAGE_DELETE: the recruiter and the viewer cannot delete; an empty list is refused', async () => {
    expect((await call('projects', 'DELETE', max, { ids: [talentProjects[0]] })).status).toBe(403)
    expect((await call('projects', 'DELETE', tom, { ids: [talentProjects[0]] })).status).toBe(403)
    expect((await call('projects', 'DELETE', anna, { ids: [] })).status).toBe(400)
  })
})

describe('apply, invite, add to pool', () => {
  it('applies talents as MSP: new active applications with source msp, once per talent', async () => {
    const id = talentProjects[0]
    await t.database.db.execute(
      sql`UPDATE projects SET multiple_applications_allowed = false WHERE id = ${id}`,
    )
    const before =
      (await stages(id)).stages.find((s) => s.key === 'active')?.entriesInStageAndSubStagesCount ?? 0
    const talents = await freshTalents(id, 2)
    const [foreign] = await q<{ id: number }>(sql`
      SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id WHERE c.code = 'globex' LIMIT 1`)
    const res = await call<TalentActionResponse>(`project/${id}/apply`, 'POST', anna, {
      talentIds: [...talents, Number(foreign.id)],
    })
    expect(res.status).toBe(200)
    expect(res.body.succeededIds).toEqual(talents)
    expect(res.body.failures).toEqual([{ id: Number(foreign.id), reason: PIPELINE_REASONS.unknown }])
    const created = await q<{ status: string; source: string }>(sql`
      SELECT status, source FROM applications WHERE project_id = ${id} AND talent_id = ${talents[0]}`)
    expect(created).toEqual([{ status: 'a', source: 'msp' }])
    const after = (await stages(id)).stages.find((s) => s.key === 'active')?.entriesInStageAndSubStagesCount
    expect(after).toBe(before + 2)
    const again = await call<TalentActionResponse>(`project/${id}/apply`, 'POST', anna, {
      talentIds: [talents[0]],
    })
    expect(again.body.failures).toEqual([{ id: talents[0], reason: PIPELINE_REASONS.already }])
  })

  it('writes the tracking source the recruiter names on the applications, and only one the client tracks', async () => {
    const id = talentProjects[0]
    const [fresh, other] = await freshTalents(id, 2)
    const unknown = await call(`project/${id}/apply`, 'POST', anna, {
      talentIds: [fresh],
      trackingSource: 'tiktok',
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { trackingSource: ['msp.v2.application.error.tracking.source'] } },
    })
    const res = await call<TalentActionResponse>(`project/${id}/apply`, 'POST', anna, {
      talentIds: [fresh],
      trackingSource: 'linkedin',
    })
    expect(res.body.succeededIds).toEqual([fresh])
    // The talent search's bulk apply: a talent who gave consent.
    await t.database.db.execute(
      sql`UPDATE talents SET consent_to = now() + interval '1 year' WHERE id = ${other}`,
    )
    const bulk = await call<{ results: { talentId: number; outcome: string }[] }>(
      'search/freelancer/bulk',
      'POST',
      anna,
      {
        action: 'apply',
        projectId: id,
        talentIds: [other],
        trackingSource: 'referral',
      },
    )
    expect(bulk.body.results).toEqual([{ talentId: other, outcome: 'applied' }])
    const written = await q<{ talent_id: number; tracking_source: string; event_source: string }>(sql`
      SELECT a.talent_id, a.tracking_source, h.new_value->>'trackingSource' AS event_source FROM applications a
      JOIN history_events h ON h.entity_type = 'application' AND h.entity_id = a.id AND h.event = 'CREATED'
      WHERE a.project_id = ${id} AND a.talent_id IN (${fresh}, ${other}) ORDER BY a.talent_id`)
    expect(written).toEqual(
      [
        { talent_id: fresh, tracking_source: 'linkedin', event_source: 'linkedin' },
        { talent_id: other, tracking_source: 'referral', event_source: 'referral' },
      ].sort((a, b) => a.talent_id - b.talent_id),
    )
  })

  it('applies only to an active project, and only when the client lets MSPs apply talents', async () => {
    const [closed] = await q<{ id: number }>(sql`
      SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE le.name = 'Acme Staffing GmbH' AND p.status = 'CLOSED' LIMIT 1`)
    const talents = await freshTalents(Number(closed.id), 1)
    const res = await call(`project/${closed.id}/apply`, 'POST', anna, { talentIds: talents })
    expect(res).toMatchObject({ status: 409, body: { error: 'msp.v2.pipeline.error.project.not.active' } })
    await t.database.db.execute(
      sql`UPDATE clients SET config = config || '{"mspAppliesTalent": false}'::jsonb WHERE code = 'acme'`,
    )
    const off = await call(`project/${talentProjects[0]}/apply`, 'POST', anna, { talentIds: talents })
    expect(off).toMatchObject({ status: 403, body: { error: 'msp.v2.pipeline.error.msp.applies.disabled' } })
    await t.database.db.execute(
      sql`UPDATE clients SET config = config || '{"mspAppliesTalent": true}'::jsonb WHERE code = 'acme'`,
    )
  })

  it('invites talents to a project: the invited stage grows; invited or applied talents are "already there"', async () => {
    const id = talentProjects[0]
    const invitedBefore = (await stages(id)).stages.find((s) => s.key === 'invited')?.entriesInStageCount ?? 0
    const talents = await freshTalents(id, 2)
    const res = await call<TalentActionResponse>('projectInvitation/add', 'POST', anna, {
      projectId: id,
      talentIds: talents,
    })
    expect(res.body.succeededIds).toEqual(talents)
    expect((await stages(id)).stages.find((s) => s.key === 'invited')?.entriesInStageCount).toBe(
      invitedBefore + 2,
    )
    const again = await call<TalentActionResponse>('projectInvitation/add', 'POST', anna, {
      projectId: id,
      talentIds: [talents[0]],
    })
    expect(again.body.failures).toEqual([{ id: talents[0], reason: PIPELINE_REASONS.already }])
    expect(
      (await call('projectInvitation/add', 'POST', tom, { projectId: id, talentIds: talents })).status,
    ).toBe(403)
  })

  it('adds talents to a pool as accepted members; members already in are reported', async () => {
    const [pool] = await q<{ id: number }>(sql`
      SELECT p.id FROM pools p JOIN clients c ON c.id = p.client_id WHERE c.code = 'acme' ORDER BY p.id LIMIT 1`)
    const [outside] = await q<{ id: number }>(sql`
      SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id WHERE c.code = 'acme' AND t.state = 'ACTIVE'
        AND NOT EXISTS (SELECT 1 FROM pool_memberships pm WHERE pm.pool_id = ${pool.id} AND pm.talent_id = t.id)
      LIMIT 1`)
    const res = await call<TalentActionResponse>('pool/freelancer/add', 'POST', anna, {
      poolId: Number(pool.id),
      talentIds: [Number(outside.id)],
    })
    expect(res.body.succeededIds).toEqual([Number(outside.id)])
    const [m] = await q<{ status: string }>(sql`
      SELECT status FROM pool_memberships WHERE pool_id = ${pool.id} AND talent_id = ${outside.id}`)
    expect(m.status).toBe('ACCEPTED')
    const again = await call<TalentActionResponse>('pool/freelancer/add', 'POST', anna, {
      poolId: Number(pool.id),
      talentIds: [Number(outside.id)],
    })
    expect(again.body.failures).toEqual([{ id: Number(outside.id), reason: PIPELINE_REASONS.already }])
    const missing = await call('pool/freelancer/add', 'POST', anna, { poolId: 999_999, talentIds: [1] })
    expect(missing.status).toBe(404)
  })
})
