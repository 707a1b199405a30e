import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { createVmsFixture, makeSendable, sendableApplications, type VmsFixture } from './support/vms-fixture'

/**
 * Issue 20 §1 against a reference VMS process on loopback: the preflight lists what blocks
 * each row and the send goes on with the rest; "send pending" at once, "sent to client" once
 * the VMS confirms, "send failed" with the VMS's own words; re-send, cancel, updateRates; the
 * payload and the answer of every attempt kept verbatim; permissions.
 */
let f: VmsFixture
let apps: Awaited<ReturnType<typeof sendableApplications>>
beforeAll(async () => {
  f = await createVmsFixture({ paceMs: 150, plan: 'confirm' })
  apps = await sendableApplications(f)
})
afterAll(() => f?.close())

const db = () => f.t.database.db
const post = (path: string, json: unknown, token = f.token) =>
  f.t.request(path, { method: 'POST', token, json })
const get = (path: string, token = f.token) => f.t.request(path, { token })
const app = async (id: number) =>
  rowsOf<{ status: string; vms_message: string | null; vms_id: string | null }>(
    await db().execute(sql`SELECT status, vms_message, vms_id FROM applications WHERE id = ${id}`),
  )[0]

/** Applications of one project, each its own talent, not used by another test yet. */
const used = new Set<number>()
function take(n: number, projectId?: number) {
  const chosen = apps
    .filter((a) => !used.has(a.id) && (projectId === undefined || a.project_id === projectId))
    .slice(0, n)
  for (const a of chosen) used.add(a.id)
  if (chosen.length < n) throw new Error('not enough sendable applications in the seed')
  return chosen
}

describe('send to VMS', () => {
  it('shows send pending at once and sent to client once the VMS confirms, keeping payload and answer verbatim', async () => {
    const rows = take(2)
    const ids = rows.map((a) => a.id)
    await makeSendable(f, ids)
    const res = await post('/api/projectApplication/upload', { ids })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.mode).toBe('done')
    expect(body.succeededIds).toEqual(ids)
    expect(body.rows.map((r: { status: string }) => r.status)).toEqual(['sp', 'sp'])
    await f.until(async () => (await app(ids[0])).status === 's2c' && (await app(ids[1])).status === 's2c')

    const detail = await (await get(`/api/vms/application/${ids[0]}`)).json()
    expect(detail.submission).toMatchObject({
      state: 'confirmed',
      attempts: 1,
      vmsSubmissionId: expect.stringMatching(/^SUB-/),
    })
    expect(detail.requests).toHaveLength(1)
    expect(detail.requests[0]).toMatchObject({ kind: 'submit', outcome: 'accepted', responseStatus: 201 })
    const exchange = await (await get(`/api/vms/request/${detail.requests[0].id}`)).json()
    const sent = JSON.parse(exchange.requestBody)
    const [talent] = rowsOf<{ first_name: string; email: string }>(
      await db().execute(
        sql`SELECT t.first_name, t.email FROM applications a JOIN talents t ON t.id = a.talent_id WHERE a.id = ${ids[0]}`,
      ),
    )
    expect(sent.candidate).toMatchObject({ firstName: talent.first_name, email: talent.email })
    expect(sent.rate).toMatchObject({ currency: 'EUR' })
    expect(exchange.files[0]).toMatchObject({ part: 'cv', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(JSON.parse(exchange.responseBody)).toMatchObject({
      id: detail.submission.vmsSubmissionId,
      status: 'received',
    })

    const history = await (await get(`/api/projectApplication/${ids[0]}/history`)).json()
    const events = history.results.map((e: { event: string }) => e.event)
    expect(events).toContain('MSP_CHANGED_STATUS')
    expect(events).toContain('VMS_CHANGED_STATUS')
    const state = await f.vms.admin<{ counters: { created: number } }>('GET', '/state')
    expect(state.counters.created).toBe(2)
  })

  it('lists what blocks each row (max submissions, duplicate, rate, screening) and sends the rest', async () => {
    const [p] = rowsOf<{ project_id: number }>(
      await db().execute(sql`
        SELECT a.project_id FROM applications a JOIN projects p ON p.id = a.project_id
        WHERE p.legal_entity_id = ${f.legalEntityId} AND p.vms_job_id IS NOT NULL AND a.status = 'a'
          AND a.talent_id IN (SELECT id FROM talents WHERE state = 'ACTIVE')
          AND NOT a.id = ANY(${`{${[...used].join(',')}}`}::int[])
        GROUP BY a.project_id HAVING count(*) >= 6 ORDER BY count(*) DESC LIMIT 1`),
    )
    const rows = take(5, Number(p.project_id))
    // Other tests send from this project too: its limit is lifted again afterwards.
    onTestFinished(async () => {
      await db().execute(sql`UPDATE projects SET max_submissions = -1 WHERE id = ${p.project_id}`)
    })
    const ids = rows.map((a) => a.id)
    await makeSendable(f, ids)
    // Rate outside the range, screening left open, a duplicate in another project of the same
    // requisition, and only one place left before maxSubmissions.
    await db().execute(sql`UPDATE applications SET rate = 99999 WHERE id = ${ids[1]}`)
    await db().execute(sql`DELETE FROM answers WHERE application_id = ${ids[2]}`)
    const [other] = rowsOf<{ id: number }>(
      await db().execute(sql`
        SELECT id FROM projects WHERE legal_entity_id = ${f.legalEntityId} AND id <> ${p.project_id} AND NOT is_template
        ORDER BY id LIMIT 1`),
    )
    await db().execute(sql`
      UPDATE projects SET vms_job_id = (SELECT vms_job_id FROM projects WHERE id = ${p.project_id}) WHERE id = ${other.id}`)
    await db().execute(sql`
      INSERT INTO applications (client_id, project_id, talent_id, status, allocated_msp_id)
      SELECT client_id, ${other.id}, talent_id, 's2c', (SELECT id FROM msps WHERE email = 'nina.lead@acme.test')
      FROM applications WHERE id = ${ids[3]}`)
    const [{ sent }] = rowsOf<{ sent: number }>(
      await db().execute(sql`
        SELECT count(*)::int AS sent FROM applications WHERE project_id = ${p.project_id} AND status IN ('sp', 's2c', 'sf', 'h')`),
    )
    await db().execute(
      sql`UPDATE projects SET max_submissions = ${Number(sent) + 1} WHERE id = ${p.project_id}`,
    )
    const hasScreening =
      rowsOf(
        await db().execute(sql`
        SELECT 1 FROM questions q JOIN projects p ON p.id = ${p.project_id}
        WHERE q.mandatory AND q.msp_visibility AND NOT q.hide AND q.parent_question_id IS NULL
          AND (q.project_id = p.id OR (q.project_id IS NULL AND q.legal_entity_id = p.legal_entity_id))`),
      ).length > 0

    const preflight = await (await post('/api/projectApplication/upload/preflight', { ids })).json()
    const reasons = (id: number) =>
      preflight.rows
        .find((r: { id: number }) => r.id === id)
        .blockers.map((b: { reason: string }) => b.reason)
    expect(preflight.okIds).toEqual([ids[0]])
    expect(reasons(ids[1])).toContain('msp.v2.vms.reason.rate.range')
    if (hasScreening) expect(reasons(ids[2])).toContain('msp.v2.vms.reason.screening')
    expect(reasons(ids[3])).toEqual(['msp.v2.vms.reason.duplicate'])
    const duplicate = preflight.rows.find((r: { id: number }) => r.id === ids[3]).blockers[0]
    expect(duplicate.params).toMatchObject({ recruiter: 'Nina Schulz', status: 's2c' })
    expect(reasons(ids[4])).toEqual(['msp.v2.vms.reason.max.submissions'])
    expect(preflight.rows.find((r: { id: number }) => r.id === ids[4]).blockers[0].params).toEqual({
      max: Number(sent) + 1,
      sent: Number(sent),
    })

    // The rate is fixed in the preflight (updateRates): now it takes the last place instead.
    const project = preflight.projects[0]
    const fixed = await post(`/api/projectApplication/${ids[1]}/updateRates`, { rate: project.rateMax })
    expect(fixed.status).toBe(200)
    expect((await fixed.json()).rate).toBe(Number(project.rateMax).toFixed(2))
    const again = await (
      await post('/api/projectApplication/upload/preflight', { ids: [ids[1], ids[0]] })
    ).json()
    expect(again.okIds).toEqual([ids[1]])

    const res = await (await post('/api/projectApplication/upload', { ids })).json()
    // The place goes to the rows in the order asked.
    expect(res.succeededIds).toEqual([ids[0]])
    expect(res.failures.map((x: { id: number }) => x.id).sort()).toEqual(ids.slice(1).sort())
    expect((await app(ids[4])).status).toBe('a')
  })

  it('shows the VMS’s refusal verbatim on the row and in the detail, and re-sends after the fix', async () => {
    const [row] = take(1)
    await makeSendable(f, [row.id])
    const [req] = rowsOf<{ vms_job_id: string; rate_max: string }>(
      await db().execute(sql`SELECT vms_job_id, rate_max FROM projects WHERE id = ${row.project_id}`),
    )
    // The client's VMS caps this requisition lower than our project's range says.
    const vmsMax = Number(req.rate_max) - 5
    await f.vms.requisitions([
      {
        id: req.vms_job_id,
        title: 'x',
        status: 'open',
        rateMax: vmsMax,
        currency: 'EUR',
        unit: 'HR',
        maxSubmissions: -1,
        requiresCv: true,
      },
    ])
    await post(`/api/projectApplication/${row.id}/updateRates`, {
      rate: Number(req.rate_max),
      rateUnit: 'HR',
      currency: 'EUR',
    })
    await post('/api/projectApplication/upload', { ids: [row.id] })
    const failed = await f.until(async () => {
      const a = await app(row.id)
      return a.status === 'sf' ? a : null
    })
    const text = `Bill rate ${Number(req.rate_max).toFixed(2)} EUR/HR exceeds the requisition's maximum of ${vmsMax.toFixed(2)} EUR/HR.`
    expect(failed.vms_message).toBe(text)
    const search = await (
      await post('/api/search/projectApplication/query', {
        projectId: row.project_id,
        stage: 'send2vms',
        size: 1000,
      })
    ).json()
    expect(search.results.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      status: 'sf',
      vmsMessage: text,
    })
    const detail = await (await get(`/api/vms/application/${row.id}`)).json()
    expect(detail.vmsMessage).toBe(text)
    expect(detail.requests[0]).toMatchObject({ outcome: 'rejected', responseStatus: 422, message: text })
    const notes = await (await get('/api/vms/notifications')).json()
    expect(
      notes.items.some(
        (n: { kind: string; applicationId: number }) =>
          n.kind === 'vms.send.failed' && n.applicationId === row.id,
      ),
    ).toBe(true)

    // A first send is refused for a failed row; a re-send goes, with a new submission.
    expect(
      (await (await post('/api/projectApplication/upload', { ids: [row.id] })).json()).failures[0].reason,
    ).toBe('msp.v2.vms.reason.status')
    await post(`/api/projectApplication/${row.id}/updateRates`, { rate: vmsMax })
    const resend = await (
      await post('/api/projectApplication/upload', { ids: [row.id], mode: 'resend' })
    ).json()
    expect(resend.succeededIds).toEqual([row.id])
    await f.until(async () => (await app(row.id)).status === 's2c')
    const after = await (await get(`/api/vms/application/${row.id}`)).json()
    expect(after.requests.map((r: { outcome: string }) => r.outcome)).toEqual(['accepted', 'rejected'])
  })

  it('re-sends a changed submission with the client as an update of the same VMS submission', async () => {
    const [row] = take(1)
    await makeSendable(f, [row.id])
    await post('/api/projectApplication/upload', { ids: [row.id] })
    const first = await f.until(async () => {
      const a = await app(row.id)
      return a.status === 's2c' ? a : null
    })
    const unchanged = await (
      await post('/api/projectApplication/upload', { ids: [row.id], mode: 'resend' })
    ).json()
    expect(unchanged.failures[0].reason).toBe('msp.v2.vms.reason.not.changed')
    await new Promise((r) => setTimeout(r, 5))
    const [{ rate }] = rowsOf<{ rate: string }>(
      await db().execute(sql`SELECT rate FROM applications WHERE id = ${row.id}`),
    )
    // Still inside the project's range: makeSendable put it at the minimum.
    const newRate = Number(rate) + 0.5
    await post(`/api/projectApplication/${row.id}/updateRates`, { rate: newRate })
    const changed = await (
      await post('/api/projectApplication/upload', { ids: [row.id], mode: 'resend' })
    ).json()
    expect(changed.succeededIds).toEqual([row.id])
    await f.until(async () => {
      const d = await (await get(`/api/vms/application/${row.id}`)).json()
      return d.status === 's2c' && d.submission.state === 'confirmed' && d.requests.length === 2
    })
    expect((await app(row.id)).vms_id).toBe(first.vms_id)
    const state = await f.vms.admin<{
      submissions: { id: string; email: string; rate: { amount: number } }[]
    }>('GET', '/state')
    const mine = state.submissions.filter((s) => s.email === row.email)
    expect(mine).toEqual([
      expect.objectContaining({ id: first.vms_id, rate: expect.objectContaining({ amount: newRate }) }),
    ])
  })

  it('cancels a pending send: not yet sent is cancelled here, taken by the VMS is withdrawn there', async () => {
    const [queued, taken] = take(2)
    await makeSendable(f, [queued.id, taken.id])
    // The VMS answers slowly once, so the first one is still waiting to be sent.
    await f.vms.faults({ request: [{ on: 'submit', kind: 'status', status: 503, times: 1 }] })
    await post('/api/projectApplication/upload', { ids: [queued.id] })
    await f.until(async () => (await app(queued.id)).vms_message !== null)
    const cancelled = await (await post('/api/projectApplication/upload/cancel', { ids: [queued.id] })).json()
    expect(cancelled.succeededIds).toEqual([queued.id])
    expect((await app(queued.id)).status).toBe('a')

    await f.vms.admin('PUT', '/config', { paceMs: 60_000 })
    await post('/api/projectApplication/upload', { ids: [taken.id] })
    await f.until(async () => (await app(taken.id)).vms_id !== null)
    const withdraw = await (await post('/api/projectApplication/upload/cancel', { ids: [taken.id] })).json()
    expect(withdraw.succeededIds).toEqual([taken.id])
    await f.until(async () => (await app(taken.id)).status === 'a')
    const state = await f.vms.admin<{ submissions: { id: string; status: string }[] }>('GET', '/state')
    const withdrawn = state.submissions.filter((s) => s.status === 'withdrawn')
    expect(withdrawn).toHaveLength(1)
    await f.vms.admin('PUT', '/config', { paceMs: 150 })
    // A sent one with the client is no longer pending.
    expect(
      (await (await post('/api/projectApplication/upload/cancel', { ids: [apps[0].id] })).json()).failures[0]
        .reason,
    ).toBe('msp.v2.vms.reason.not.pending')
  })

  it('lets a user without application manage see the state and not act', async () => {
    const { access_token: viewer } = await f.t.login('tom.viewer@acme.test')
    const sent = apps[0].id
    expect((await post('/api/projectApplication/upload', { ids: [sent] }, viewer)).status).toBe(403)
    expect((await post('/api/projectApplication/upload/cancel', { ids: [sent] }, viewer)).status).toBe(403)
    const detail = await (await get(`/api/vms/application/${sent}`, viewer)).json()
    expect(detail).toMatchObject({ status: 's2c', canManage: false })
    // Another legal entity's recruiter: the request does not exist for them (and its contact data with it).
    const { access_token: sourcer } = await f.t.login('lea.sourcer@acme.test')
    expect((await get(`/api/vms/request/${detail.requests[0].id}`, sourcer)).status).toBe(404)
    expect((await get(`/api/vms/application/${sent}`, sourcer)).status).toBe(404)
    const board = await (await get('/api/vms/board', viewer)).json()
    expect(board.connections[0]).toMatchObject({ connected: true, legalEntityName: 'Acme Staffing GmbH' })
  })

  it('forgets what was sent about a talent who is erased', async () => {
    const { id, talent_id: talentId } = apps[0]
    const [before] = rowsOf<{ key: string }>(
      await db().execute(
        sql`SELECT cv_file->>'storageKey' AS key FROM vms_submissions WHERE application_id = ${id}`,
      ),
    )
    const cvPath = join(f.t.deps.env.DATA_DIR, 'files', before.key)
    expect(existsSync(cvPath)).toBe(true)
    const { access_token: anna } = await f.t.login('anna.admin@acme.test')
    const erased = await f.t.request(`/api/freelancer/${talentId}`, {
      method: 'DELETE',
      token: anna,
      json: { confirm: 'DELETE' },
    })
    expect(erased.status).toBe(204)
    const requests = rowsOf<{ request_body: string; response_body: string | null }>(
      await db().execute(
        sql`SELECT request_body, response_body FROM vms_requests WHERE application_id = ${id}`,
      ),
    )
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((r) => r.request_body === '' && r.response_body === null)).toBe(true)
    const [sub] = rowsOf<{ payload: string | null }>(
      await db().execute(sql`SELECT payload FROM vms_submissions WHERE application_id = ${id}`),
    )
    expect(sub.payload).toBeNull()
    expect(existsSync(cvPath)).toBe(false)
  })
})
