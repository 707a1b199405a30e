import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { legalEntities, msps } from '../../src/server/db/schema/all'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { ProjectDetail, ProjectFormInput } from '../../src/shared/contracts/project'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 26 §1: project ownership (client flag + "ignore ownership restrictions") on project and
 * application calls, and the project parts that have calls of their own, saved by the one
 * whole-project service (same checks, same history).
 */

let t: TestApp
let anna: string
let max: string
let maxId: number
let staffing: number
let acmeClient: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  const db = t.database.db
  staffing = (await db.select().from(legalEntities).where(eq(legalEntities.name, 'Acme Staffing GmbH')))[0].id
  const [m] = await db.select().from(msps).where(eq(msps.email, 'max.recruiter@acme.test'))
  maxId = m.id
  acmeClient = m.clientId
})
afterAll(() => t.close())

const call = (method: string, path: string, token: string, json?: unknown) =>
  t.request(path, { method, token, json })

const form = (over: Partial<ProjectFormInput> = {}): ProjectFormInput => ({
  legalEntityId: staffing,
  title: 'Platform Engineer',
  description: 'Runs the platform.',
  skills: ['Go'],
  employment: 'FULLTIME',
  workMode: 'rm',
  positions: 2,
  maxSubmissions: 6,
  hiringDeadline: '2027-05-31',
  assignmentStart: '2027-06-01',
  assignmentEnd: '2027-12-31',
  ...over,
})

async function annasProject(): Promise<ProjectDetail> {
  const res = await call('POST', '/api/project', anna, form())
  expect(res.status).toBe(201)
  return res.json()
}

async function application(projectId: number, status = 'a'): Promise<number> {
  const [talent] = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`SELECT id FROM talents WHERE client_id = ${acmeClient} ORDER BY random() LIMIT 1`,
    ),
  )
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      INSERT INTO applications (client_id, project_id, talent_id, status, source)
      VALUES (${acmeClient}, ${projectId}, ${talent.id}, ${status}, 'applied') RETURNING id`),
  )
  return Number(row.id)
}

const history = async (id: number) =>
  ((await (await call('GET', `/api/project/${id}/history`, anna)).json()) as { event: string }[]).map(
    (e) => e.event,
  )

async function setOwnershipFlag(on: boolean) {
  await t.database.db.execute(
    sql`UPDATE clients SET config = jsonb_set(config, '{projectOwnership}', ${JSON.stringify(on)}::jsonb) WHERE id = ${acmeClient}`,
  )
}

describe('project ownership', () => {
  it('lets a recruiter read but not change a project someone else owns', async () => {
    const p = await annasProject()
    const seen = (await (await call('GET', `/api/project/${p.id}`, max)).json()) as ProjectDetail
    expect(seen.owner?.firstName).toBe('Anna')
    expect(seen.mayAct).toBe(false)
    const edit = await call('PUT', `/api/project/${p.id}/positions`, max, { positions: 3, maxSubmissions: 6 })
    expect(edit.status).toBe(403)
    expect((await edit.json()).error).toBe('msp.v2.project.error.ownership')
    expect((await call('PUT', `/api/project/${p.id}`, max, form({ title: 'Taken over' }))).status).toBe(403)
    const id = await application(p.id)
    const reject = await call('POST', '/api/projectApplication/reject', max, { ids: [id] })
    expect((await reject.json()).failures).toEqual([{ id, reason: 'msp.v2.pipeline.reason.ownership' }])
    expect((await call('PUT', `/api/projectApplication/${id}`, max)).status).toBe(403)
    // The owner and a holder of "ignore ownership restrictions" (Anna holds every permission) act.
    expect((await call('GET', `/api/project/${p.id}`, anna).then((r) => r.json())).mayAct).toBe(true)
  })

  it('lets the team act, and anyone once the client turns the flag off', async () => {
    const p = await annasProject()
    const team = await call('PUT', `/api/project/${p.id}/assignmentsUpdate`, anna, { assigneeIds: [maxId] })
    expect(team.status).toBe(200)
    expect((await call('GET', `/api/project/${p.id}`, max).then((r) => r.json())).mayAct).toBe(true)
    expect(
      (await call('PUT', `/api/project/${p.id}/positions`, max, { positions: 3, maxSubmissions: 6 })).status,
    ).toBe(200)
    const other = await annasProject()
    await setOwnershipFlag(false)
    try {
      expect((await call('GET', `/api/project/${other.id}`, max).then((r) => r.json())).mayAct).toBe(true)
      const res = await call('PUT', `/api/project/${other.id}/positions`, max, {
        positions: 4,
        maxSubmissions: 6,
      })
      expect(res.status).toBe(200)
    } finally {
      await setOwnershipFlag(true)
    }
  })

  it('keeps the team to job team management', async () => {
    const p = await annasProject()
    await call('PUT', `/api/project/${p.id}/assignmentsUpdate`, anna, { assigneeIds: [maxId] })
    const res = await call('PUT', `/api/project/${p.id}/assignmentsUpdate`, max, { assigneeIds: [] })
    expect(res.status).toBe(403)
    const whole = await call('PUT', `/api/project/${p.id}`, max, form({ assigneeIds: [] }))
    expect((await whole.json()).error).toBe('msp.v2.project.error.team.permission')
  })
})

describe('project parts', () => {
  it('saves each part through the whole-project update, with its history event', async () => {
    const p = await annasProject()
    const timelines = await call('PUT', `/api/project/${p.id}/timelines`, anna, {
      assignmentStart: '2027-07-01',
      assignmentEnd: '2027-11-30',
      hiringDeadline: '2027-06-15',
    })
    expect(((await timelines.json()) as ProjectDetail).form.assignmentEnd).toBe('2027-11-30')
    const rate = await call('POST', `/api/project/${p.id}/updateRateRange`, anna, {
      rateMin: 70,
      rateMax: 90,
      rateUnit: 'HR',
    })
    // The whole form's rule: a rate needs a currency.
    expect((await rate.json()).fields?.currency).toEqual(['msp.v2.project.error.rate.currency'])
    const deadline = await call('POST', `/api/project/${p.id}/updatePublicDeadline`, anna, {
      publicDeadline: '2027-06-10',
    })
    expect(((await deadline.json()) as ProjectDetail).form.publicDeadline).toBe('2027-06-10')
    // Staffing requires a hiring deadline: a part cannot drop it either.
    const missing = await call('PUT', `/api/project/${p.id}/timelines`, anna, {
      assignmentStart: null,
      assignmentEnd: null,
      hiringDeadline: null,
    })
    expect((await missing.json()).fields?.hiringDeadline).toEqual(['msp.v2.project.error.required'])
    const events = await history(p.id)
    expect(events).toEqual(expect.arrayContaining(['HIRING_DEADLINE_EDITED', 'ASSIGNMENT_END_EDITED']))
  })

  it('records the reason for closing only on a closed project', async () => {
    const p = await annasProject()
    expect(
      (await call('PUT', `/api/project/${p.id}/reasonforclosing`, anna, { reasonForClosing: 'Budget' }))
        .status,
    ).toBe(409)
    await t.database.db.execute(sql`UPDATE projects SET status = 'CLOSED' WHERE id = ${p.id}`)
    const res = await call('PUT', `/api/project/${p.id}/reasonforclosing`, anna, {
      reasonForClosing: 'Budget',
    })
    expect(((await res.json()) as ProjectDetail).reasonForClosing).toBe('Budget')
    expect(await history(p.id)).toContain('REASON_FOR_CLOSING_UPDATED')
  })

  it('lists applicants, steps between them, deletes one and rejects the pending ones', async () => {
    const p = await annasProject()
    const first = await application(p.id)
    const second = await application(p.id, 'uc')
    const page = await (await call('GET', `/api/project/${p.id}/applications`, anna)).json()
    expect(page.totalResults).toBe(2)
    const scroll = await (
      await call('POST', '/api/projectApplication/projectScroll', anna, { applicationId: first })
    ).json()
    expect(scroll).toEqual({ previousId: null, nextId: second, position: 1, total: 2 })
    const pending = await (
      await call('POST', '/api/projectApplication/rejectPending', anna, { projectId: p.id })
    ).json()
    expect(pending).toMatchObject({ mode: 'done', succeededIds: [second] })
    expect((await call('PUT', `/api/projectApplication/${first}`, anna)).status).toBe(200)
    expect((await call('GET', `/api/projectApplication/${first}`, anna)).status).toBe(404)
    expect(await history(p.id)).toContain('APPLICATION_DELETED')
    const hired = await application(p.id, 'h')
    expect((await call('PUT', `/api/projectApplication/${hired}`, anna)).status).toBe(409)
  })

  it('names the recruiters who can work on a job and the talent tiers', async () => {
    const p = await annasProject()
    const list = (await (await call('GET', `/api/msps/forJob/${p.id}`, max)).json()) as { id: number }[]
    expect(list[0].id).toBe(maxId)
    const tiers = await (await call('GET', '/api/client/tier', anna)).json()
    expect(tiers.map((x: { tier: string }) => x.tier)).toEqual(['gold', 'silver', 'bronze'])
  })
})
