import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook } from '../../src/reference/vms/webhooks'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { pollConnection } from '../../src/server/modules/vms'
import { createVmsFixture, makeSendable, sendableApplications, type VmsFixture } from './support/vms-fixture'

/**
 * Issue 20 §2 against the reference VMS: what comes back is applied once — statuses,
 * interviews, offers, the hire — whatever the order and however often it arrives; answers
 * on the talent's behalf go to the VMS; the owner is notified; forged or stale webhooks
 * are refused and counted; lost webhooks arrive through the pull feed.
 */
let f: VmsFixture
let apps: Awaited<ReturnType<typeof sendableApplications>>
let next = 0
beforeAll(async () => {
  f = await createVmsFixture({ paceMs: 120, plan: 'hire' })
  apps = await sendableApplications(f)
  await makeSendable(
    f,
    apps.map((a) => a.id),
  )
})
afterAll(() => f?.close())

const db = () => f.t.database.db
const post = (path: string, json: unknown, token = f.token) =>
  f.t.request(path, { method: 'POST', token, json })
const get = (path: string) => f.t.request(path, { token: f.token })
const vmsOf = async (id: number) => (await get(`/api/vms/application/${id}`)).json()
const status = async (id: number) =>
  rowsOf<{ status: string }>(await db().execute(sql`SELECT status FROM applications WHERE id = ${id}`))[0]
    .status
const historyOf = async (id: number) =>
  rowsOf<{ event: string }>(
    await db().execute(sql`
      SELECT event FROM history_events WHERE entity_type = 'application' AND entity_id = ${id} ORDER BY id`),
  ).map((r) => r.event)
const ledger = async () =>
  rowsOf<{ n: number; distinct_ids: number }>(
    await db().execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_ids FROM vms_events`,
    ),
  )[0]

describe('what comes back from the VMS', () => {
  it('schedules an interview, makes an offer and hires, with the talent’s answers given here', async () => {
    const id = apps[next++].id
    await post('/api/projectApplication/upload', { ids: [id] })
    const interview = await f.until(async () => {
      const d = await vmsOf(id)
      return d.interviews[0]?.answerable ? d.interviews[0] : null
    })
    expect(await status(id)).toBe('s2c')
    expect(interview).toMatchObject({
      status: 'uc',
      talentResponse: 'pending',
      source: 'vms',
      externalId: expect.any(String),
    })
    expect(interview.startsAt).toBeTruthy()
    expect(interview.location).toBeTruthy()

    // Declining needs a reason.
    expect((await post(`/api/vms/interview/${interview.id}/decline`, {})).status).toBe(400)
    const accepted = await (await post(`/api/vms/interview/${interview.id}/accept`, { reason: null })).json()
    expect(accepted).toMatchObject({ kind: 'interview', result: 'done' })
    expect((await vmsOf(id)).interviews[0]).toMatchObject({
      talentResponse: 'accepted',
      status: 'cf',
      answerable: false,
    })
    // Answered once: a second answer is refused.
    expect((await post(`/api/vms/interview/${interview.id}/accept`, {})).status).toBe(409)

    const offer = await f.until(async () => {
      const d = await vmsOf(id)
      return d.offers[0]?.answerable ? d.offers[0] : null
    })
    expect(offer).toMatchObject({ status: 'cre', currency: 'EUR' })
    expect((await post(`/api/vms/offer/${offer.id}/accept`, {})).status).toBe(200)
    await f.until(async () => (await status(id)) === 'h')
    const events = await historyOf(id)
    for (const e of [
      'VMS_INTERVIEW_CREATED',
      'VMS_INTERVIEW_UPDATED',
      'VMS_OFFER_CREATED',
      'VMS_OFFER_UPDATED',
    ])
      expect(events).toContain(e)
    expect(events.filter((e) => e === 'VMS_CHANGED_STATUS')).toHaveLength(2)
    // The owner (who sent it) heard of each step.
    const notes = await (await get('/api/vms/notifications')).json()
    const kinds = notes.items
      .filter((n: { applicationId: number }) => n.applicationId === id)
      .map((n: { kind: string }) => n.kind)
    expect(kinds).toEqual(
      expect.arrayContaining(['vms.status', 'vms.interview.created', 'vms.offer.created']),
    )
    expect(notes.unread).toBeGreaterThan(0)
    await f.t.request('/api/vms/notifications/read', { method: 'POST', token: f.token, json: {} })
    expect((await (await get('/api/vms/notifications')).json()).unread).toBe(0)
    // Hired shows on the dashboard's pipeline counts.
    const dash = await (await get('/api/dashboard/counts')).json()
    expect(JSON.stringify(dash)).toContain('hired')
  })

  it('applies each event once whatever the order, however often it arrives', async () => {
    const before = await ledger()
    await f.vms.faults({
      webhook: [
        { mode: 'shuffle', times: 50 },
        { mode: 'duplicate', times: 50 },
      ],
    })
    const ids = apps.slice(next, next + 4).map((a) => a.id)
    next += 4
    await post('/api/projectApplication/upload', { ids })
    await f.until(async () => {
      const ds = await Promise.all(ids.map(vmsOf))
      return ds.every((d) => d.interviews.length === 1 && d.status === 's2c')
    })
    // Every stored event again, later (late duplicates).
    await f.vms.admin('POST', '/redeliver', { after: 0 })
    await f.until(
      async () => (await f.vms.admin<{ webhook: { idle: boolean } }>('GET', '/state')).webhook.idle,
    )
    const state = await f.vms.admin<{ lastSequence: number }>('GET', '/state')
    const after = await ledger()
    expect(after.n).toBe(after.distinct_ids)
    expect(after.n).toBe(state.lastSequence)
    expect(after.n).toBeGreaterThan(before.n)
    for (const id of ids) {
      const events = await historyOf(id)
      expect(events.filter((e) => e === 'VMS_CHANGED_STATUS')).toHaveLength(1)
      expect(events.filter((e) => e === 'VMS_INTERVIEW_CREATED')).toHaveLength(1)
    }
    await f.vms.admin('DELETE', '/faults')
  })

  it('keeps the newest state when an older event arrives late', async () => {
    const id = apps[next++].id
    await post('/api/projectApplication/upload', { ids: [id] })
    const vmsId = await f.until(async () => (await vmsOf(id)).submission?.vmsSubmissionId)
    const key = rowsOf<{ k: string }>(
      await db().execute(
        sql`SELECT idempotency_key::text AS k FROM vms_submissions WHERE application_id = ${id}`,
      ),
    )[0].k
    const hook = async (
      events: unknown[],
      secret = f.vms.webhookSecret,
      timestamp = Math.floor(Date.now() / 1000),
    ) => {
      const body = JSON.stringify({ events })
      return fetch(`${f.appUrl}/api/vms/webhook?legalEntity=${f.legalEntityId}`, {
        method: 'POST',
        headers: {
          'x-vms-timestamp': String(timestamp),
          'x-vms-signature': signWebhook(secret, timestamp, body),
        },
        body,
      })
    }
    const event = (n: number, data: Record<string, unknown>) => ({
      id: `test_${id}_${n}`,
      sequence: 1_000_000 + id * 10 + n,
      occurredAt: new Date().toISOString(),
      submissionId: vmsId,
      externalRef: key,
      type: 'submission.status',
      data,
    })
    // Rejected (newer) first, then the older "sent to client": it stays rejected.
    expect(
      (await hook([event(2, { status: 'rejected', message: 'Position filled internally.' })])).status,
    ).toBe(200)
    expect((await hook([event(1, { status: 'sent_to_client' })])).status).toBe(200)
    expect(await status(id)).toBe('rv')
    const d = await vmsOf(id)
    expect(d.vmsMessage).toBe('Position filled internally.')
    const outcomes = rowsOf<{ event_id: string; outcome: string }>(
      await db().execute(
        sql`SELECT event_id, outcome FROM vms_events WHERE event_id LIKE ${`test_${id}_%`} ORDER BY event_id`,
      ),
    )
    expect(outcomes.map((o) => o.outcome)).toEqual(['superseded', 'applied'])

    // A forged signature and a replayed (stale) request are refused, stored nowhere, counted.
    const forged = await hook([event(3, { status: 'hired' })], 'not-the-secret')
    expect(forged.status).toBe(401)
    const stale = await hook(
      [event(4, { status: 'hired' })],
      f.vms.webhookSecret,
      Math.floor(Date.now() / 1000) - 900,
    )
    expect(stale.status).toBe(401)
    expect(await status(id)).toBe('rv')
    expect(
      rowsOf(
        await db().execute(
          sql`SELECT 1 FROM vms_events WHERE event_id IN (${`test_${id}_3`}, ${`test_${id}_4`})`,
        ),
      ),
    ).toHaveLength(0)
    const board = await (await get('/api/vms/board')).json()
    expect(board.connections[0].webhookRefused).toBeGreaterThanOrEqual(2)
    expect(board.connections[0].lastWebhookError).toMatch(/bad signature or outside the replay window/)

    // An event about a submission we do not know is kept and listed as unmapped.
    await hook([{ ...event(5, { status: 'sent_to_client' }), submissionId: 'SUB-999999', externalRef: null }])
    const unmapped = await (await get('/api/vms/board')).json()
    expect(unmapped.unmapped.rows.map((u: { eventId: string }) => u.eventId)).toContain(`test_${id}_5`)
  })

  it('picks up events whose webhook was lost from the pull feed', async () => {
    const id = apps[next++].id
    // Every delivery for a while is lost for good.
    await f.vms.faults({ webhook: [{ mode: 'drop', times: 1000 }] })
    await post('/api/projectApplication/upload', { ids: [id] })
    await f.until(async () => (await vmsOf(id)).submission?.state === 'accepted')
    await f.until(async () => {
      const s = await f.vms.admin<{ submissions: { externalRef: string; status: string }[] }>('GET', '/state')
      return s.submissions.some((x) => x.status === 'sent_to_client' && x.externalRef !== null) ? true : null
    })
    await new Promise((r) => setTimeout(r, 400))
    expect(await status(id)).toBe('sp')
    const conn = f.t.deps.vms?.connections.list()[0]
    if (!conn) throw new Error('no connection')
    const pulled = await pollConnection(db(), conn, () => new Date())
    expect(pulled.applied).toBeGreaterThan(0)
    expect(await status(id)).toBe('s2c')
    // Pulling again applies nothing twice.
    const again = await pollConnection(db(), conn, () => new Date())
    expect(again.fresh).toBe(0)
    await f.vms.admin('DELETE', '/faults')
  })

  it('lets the MSP record interviews and offers where the legal entity has no VMS', async () => {
    const [local] = rowsOf<{ id: number }>(
      await db().execute(sql`
        SELECT a.id FROM applications a JOIN projects p ON p.id = a.project_id JOIN legal_entities le ON le.id = p.legal_entity_id
        WHERE le.name = 'Acme Talent B.V.' AND a.status = 'a' ORDER BY a.id LIMIT 1`),
    )
    const { access_token: anna } = await f.t.login('anna.admin@acme.test')
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const created = await post(
      '/api/vms/interview',
      {
        applicationId: local.id,
        startsAt: start,
        location: 'Office Utrecht',
        meetingUrl: 'https://meet.example.org/x',
      },
      anna,
    )
    expect(created.status).toBe(201)
    const interview = await created.json()
    expect(interview).toMatchObject({ source: 'msp', externalId: null, status: 'uc', answerable: true })
    expect((await post(`/api/vms/interview/${interview.id}/accept`, {}, anna)).status).toBe(200)
    const offer = await (
      await post(
        '/api/vms/offer',
        { applicationId: local.id, rate: 80, currency: 'EUR', rateUnit: 'HR', startDate: '2027-01-04' },
        anna,
      )
    ).json()
    expect(offer).toMatchObject({ status: 'cre', rate: '80.00' })
    const withdrawn = await (
      await post(`/api/vms/offer/${offer.id}/withdraw`, { reason: 'Budget frozen' }, anna)
    ).json()
    expect(withdrawn).toMatchObject({ status: 'can', message: 'Budget frozen' })
    expect(await historyOf(local.id)).toEqual(
      expect.arrayContaining([
        'VMS_INTERVIEW_CREATED',
        'VMS_INTERVIEW_UPDATED',
        'VMS_OFFER_CREATED',
        'VMS_OFFER_UPDATED',
      ]),
    )
    // With a VMS, the VMS keeps them: recording here is refused.
    expect((await post('/api/vms/interview', { applicationId: apps[0].id, startsAt: start })).status).toBe(
      409,
    )
  })
})
