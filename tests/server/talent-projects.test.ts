import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

/** GET freelancer/{id}/projects?tab= (§2 talent-view project tabs, issue 26 §2). */

let t: TestApp
let anna: string
let max: string
let talentId: number
const p: Record<string, number> = {}

const one = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ id: number }>(await t.database.db.execute(query))[0].id)

async function project(name: string, legalEntity: string, status = 'ACTIVE') {
  return one(sql`INSERT INTO projects (client_id, legal_entity_id, title, description, status, freelancer_visible,
      positions, max_submissions, hiring_deadline, assignment_start, work_mode)
    SELECT le.client_id, le.id, ${`Tabs ${name}`}, 'Tabs', ${status}, true, 1, 10, '2027-06-30', '2027-07-01', 'rm'
    FROM legal_entities le WHERE le.name = ${legalEntity} RETURNING id`)
}
const apply = (projectId: number, status: string) =>
  t.database.db.execute(sql`INSERT INTO applications (client_id, project_id, talent_id, status, source)
    SELECT client_id, ${projectId}, ${talentId}, ${status}, 'applied' FROM projects WHERE id = ${projectId}`)

beforeAll(async () => {
  ;({ t, anna, max } = await talentTestApp())
  const res = await t.request('/api/freelancer/register', {
    method: 'POST',
    token: anna,
    json: { firstName: 'Tabitha', lastName: 'Tabs', email: 'tabitha.tabs@example.test' },
  })
  talentId = (await res.json()).id
  const staffing = 'Acme Staffing GmbH'
  for (const name of ['spotted', 'invited', 'applied', 'rejected', 'both'])
    p[name] = await project(name, staffing)
  p.closed = await project('closed', staffing, 'CLOSED')
  p.closedPool = await project('closedPool', staffing, 'CLOSED')
  p.otherEntity = await project('otherEntity', 'Acme Talent B.V.')
  const pool = await one(sql`INSERT INTO pools (client_id, name) SELECT client_id, 'Tabs pool' FROM talents
    WHERE id = ${talentId} RETURNING id`)
  await t.database.db.execute(sql`INSERT INTO pool_memberships (client_id, pool_id, talent_id, status)
    SELECT client_id, ${pool}, ${talentId}, 'ACCEPTED' FROM talents WHERE id = ${talentId}`)
  for (const id of [p.spotted, p.both, p.closedPool])
    await t.database.db.execute(sql`INSERT INTO project_pools (project_id, pool_id) VALUES (${id}, ${pool})`)
  await t.database.db.execute(sql`INSERT INTO project_invitations (client_id, project_id, talent_id, status)
    SELECT client_id, id, ${talentId}, 'invited' FROM projects WHERE id = ${p.invited}`)
  await apply(p.applied, 'a')
  await apply(p.rejected, 'rm')
  await apply(p.both, 's2c')
  await apply(p.closed, 'a')
  await apply(p.otherEntity, 'a')
})
afterAll(() => t.close())

const tab = async (name: string, token = anna) => {
  const res = await t.request(`/api/freelancer/${talentId}/projects?tab=${name}`, { token })
  expect(res.status).toBe(200)
  return res.json()
}
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title).sort()

describe('talent project tabs', () => {
  it('puts every project the talent relates to in exactly one tab', async () => {
    expect(titles(await tab('spotted'))).toEqual(['Tabs spotted'])
    expect(titles(await tab('invited'))).toEqual(['Tabs invited'])
    // An application outranks the pool that also suggests the talent.
    expect(titles(await tab('applied'))).toEqual(['Tabs applied', 'Tabs both', 'Tabs otherEntity'])
    // Rejected, and anything on a closed project; a closed project's pool suggests no one.
    const archived = await tab('archived')
    expect(titles(archived)).toEqual(['Tabs closed', 'Tabs rejected'])
    expect(archived.counts).toEqual({ spotted: 1, invited: 1, applied: 3, archived: 2 })
  })

  it('says what links the talent and opens the application', async () => {
    const spotted = (await tab('spotted')).results[0]
    expect(spotted).toMatchObject({ kind: 'pool', poolName: 'Tabs pool', applicationId: null })
    const applied = (await tab('applied')).results.find((r: { title: string }) => r.title === 'Tabs both')
    expect(applied).toMatchObject({
      kind: 'application',
      status: 's2c',
      legalEntityName: 'Acme Staffing GmbH',
    })
    expect(applied.applicationId).toBeGreaterThan(0)
  })

  it("shows only the projects of the caller's legal entities", async () => {
    const applied = await tab('applied', max)
    expect(titles(applied)).toEqual(['Tabs applied', 'Tabs both'])
  })

  it('refuses an unknown tab', async () => {
    const res = await t.request(`/api/freelancer/${talentId}/projects?tab=favourites`, { token: anna })
    expect(res.status).toBe(400)
  })
})
