import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail } from '../../src/shared/contracts/application'
import type { ApplicationRow, ApplicationSearchResponse } from '../../src/shared/contracts/pipeline'
import { busiestActiveProject } from './support/pipeline-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The pipeline's detail pane (§2): on every j/k step it shows GET projectApplication/{id} of
 * the focused row, so it must tell the same story as the row: status, talent, labels in
 * menu order, owner, rate, last update, pending pool membership, and the newest VMS
 * interview and offer.
 */

let t: TestApp
let anna: string
let project: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const detailOf = async (id: number) => {
  const res = await t.request(`/api/projectApplication/${id}`, { token: anna })
  expect(res.status).toBe(200)
  return (await res.json()) as ApplicationDetail
}
const stage = async (key: string) => {
  const res = await t.request('/api/search/projectApplication/query', {
    method: 'POST',
    token: anna,
    json: { projectId: project, stage: key, size: 1000 },
  })
  return ((await res.json()) as ApplicationSearchResponse).results
}

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  project = await busiestActiveProject(t)
})
afterAll(() => t.close())

describe('the detail pane of a pipeline row', () => {
  it('agrees with the row it shows, for every row of two stages', async () => {
    const active = await stage('active')
    const [label] = await q<{ id: number }>(sql`
      SELECT l.id FROM pipeline_labels l JOIN pipeline_stages s ON s.id = l.stage_id
      WHERE l.project_id = ${project} AND s.key = 'active' ORDER BY l.position DESC LIMIT 1`)
    const labelled = await t.request('/api/projectApplication/addLabel', {
      method: 'POST',
      token: anna,
      json: { applicationIds: active.slice(0, 3).map((r) => r.id), labelId: Number(label.id) },
    })
    expect(labelled.status).toBe(200)
    const [max] = await q<{ id: number }>(sql`SELECT id FROM msps WHERE email = 'max.recruiter@acme.test'`)
    await t.request(`/api/projectApplication/${active[1].id}/allocate`, {
      method: 'PUT',
      token: anna,
      json: { mspId: Number(max.id) },
    })
    const shown = [...(await stage('active')), ...(await stage('rejectedOrWithdrawn'))]
    expect(shown.length).toBeGreaterThan(10)
    expect(shown.some((r) => r.labels.length > 0 && r.owner !== null)).toBe(true)
    for (const row of shown as ApplicationRow[]) {
      const detail = await detailOf(row.id)
      expect({
        id: detail.id,
        status: detail.status,
        stage: detail.stage,
        projectId: detail.project.id,
        legalEntityId: detail.project.legalEntityId,
        talent: [detail.talent.id, detail.talent.firstName, detail.talent.lastName, detail.talent.state],
        labels: detail.labels,
        owner: detail.allocatedMsp,
        rate: [detail.rate, detail.rateUnit, detail.currency],
        lastUpdated: detail.lastUpdated,
        createdAt: detail.createdAt,
        pending: detail.pendingPoolMembership,
      }).toEqual({
        id: row.id,
        status: row.status,
        stage: row.stage,
        projectId: row.projectId,
        legalEntityId: row.legalEntityId,
        talent: [row.talent.id, row.talent.firstName, row.talent.lastName, row.talent.state],
        labels: row.labels,
        owner: row.owner,
        rate: [row.rate, row.rateUnit, row.currency],
        lastUpdated: row.lastUpdated,
        createdAt: row.createdAt,
        pending: row.pendingPoolMembership,
      })
    }
  })

  it('names the newest VMS interview and offer, and none before there is one', async () => {
    const [row] = await stage('active')
    expect((await detailOf(row.id)).vmsInterview).toBeNull()
    const made = await q<{ id: number; kind: string }>(sql`
      INSERT INTO vms_interviews (application_id, status, created_at)
      VALUES (${row.id}, 'scheduled', now() - interval '2 days'), (${row.id}, 'scheduled', now() - interval '1 day')
      RETURNING id, 'interview' AS kind`)
    const offers = await q<{ id: number }>(sql`
      INSERT INTO vms_offers (application_id, status, rate, created_at)
      VALUES (${row.id}, 'open', 90, now()), (${row.id}, 'open', 80, now() - interval '3 days') RETURNING id`)
    const detail = await detailOf(row.id)
    expect(detail.vmsInterview).toEqual({ id: Number(made[1].id) })
    expect(detail.vmsOffer).toEqual({ id: Number(offers[0].id) })
  })
})
