import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { createVmsFixture, makeSendable, sendableApplications, type VmsFixture } from './support/vms-fixture'

/**
 * Issue 20 §3: faults injected into the reference VMS — 500s, 429 with Retry-After, a request
 * that times out, a submission the VMS accepted whose answer was lost, an expired token.
 * Nothing is sent twice, nothing is lost, every failure shows on the row while it is retried.
 */
let f: VmsFixture
let apps: Awaited<ReturnType<typeof sendableApplications>>
let next = 0
beforeAll(async () => {
  f = await createVmsFixture({ paceMs: 100, plan: 'confirm', timeoutMs: 800 })
  apps = await sendableApplications(f)
  await makeSendable(
    f,
    apps.map((a) => a.id),
  )
})
afterAll(() => f?.close())

const db = () => f.t.database.db
const send = (ids: number[]) =>
  f.t.request('/api/projectApplication/upload', { method: 'POST', token: f.token, json: { ids } })
const app = async (id: number) =>
  rowsOf<{ status: string; vms_message: string | null }>(
    await db().execute(sql`SELECT status, vms_message FROM applications WHERE id = ${id}`),
  )[0]
const submission = async (id: number) =>
  rowsOf<{ state: string; attempts: number; next_attempt_at: string | null; idempotency_key: string }>(
    await db().execute(sql`
      SELECT state, attempts, next_attempt_at, idempotency_key::text FROM vms_submissions
      WHERE application_id = ${id} ORDER BY id DESC LIMIT 1`),
  )[0]
const requests = async (id: number) =>
  rowsOf<{ outcome: string; response_status: number | null; message: string | null }>(
    await db().execute(sql`
      SELECT outcome, response_status, message FROM vms_requests WHERE application_id = ${id} ORDER BY id`),
  )
const vmsState = () =>
  f.vms.admin<{
    counters: { submitRequests: number; created: number; replayed: number }
    submissions: { externalRef: string; email: string }[]
  }>('GET', '/state')
/** The one application this test sends, not used by another test. */
const one = () => apps[next++].id

/** Moves the clocks on until the next attempt of `id` is due, then waits for the dispatcher. */
async function retryNow(id: number) {
  const s = await submission(id)
  if (s.next_attempt_at) f.advance(Math.max(0, Date.parse(s.next_attempt_at) - Date.now()) + 50)
  f.dispatcher.wake()
}

describe('faults of the VMS', () => {
  it('retries after 500s with the same key and creates one submission', async () => {
    const id = one()
    await f.vms.faults({ request: [{ on: 'submit', kind: 'status', status: 500, times: 2 }] })
    const before = await vmsState()
    await send([id])
    await f.until(async () => (await app(id)).vms_message === 'Injected failure (HTTP 500).')
    expect((await app(id)).status).toBe('sp')
    await retryNow(id)
    await f.until(async () => (await requests(id)).length === 2 && (await submission(id)).state === 'queued')
    await retryNow(id)
    await f.until(async () => (await app(id)).status === 's2c')
    expect((await requests(id)).map((r) => [r.outcome, r.response_status])).toEqual([
      ['retry', 500],
      ['retry', 500],
      ['accepted', 201],
    ])
    const after = await vmsState()
    expect(after.counters.created - before.counters.created).toBe(1)
    expect((await app(id)).vms_message).toBeNull()
  })

  it('waits for Retry-After on a 429 before trying again', async () => {
    const id = one()
    await f.vms.faults({ request: [{ on: 'submit', kind: 'status', status: 429, retryAfter: 30, times: 1 }] })
    const sentAt = Date.now()
    await send([id])
    await f.until(async () => (await app(id)).vms_message === 'Too many requests: slow down.')
    const s = await submission(id)
    expect(Date.parse(s.next_attempt_at ?? '')).toBeGreaterThanOrEqual(sentAt + 30_000)
    // 20 s later (by the clock) it is not due yet: nothing more was sent.
    f.advance(20_000)
    f.dispatcher.wake()
    await f.dispatcher.idle()
    expect(await requests(id)).toHaveLength(1)
    await retryNow(id)
    await f.until(async () => (await app(id)).status === 's2c')
    expect((await requests(id)).map((r) => r.response_status)).toEqual([429, 201])
  })

  it('retries a request that got no answer in time', async () => {
    const id = one()
    const before = await vmsState()
    await f.vms.faults({ request: [{ on: 'submit', kind: 'hang', ms: 2000, times: 1 }] })
    await send([id])
    await f.until(async () => (await app(id)).vms_message === 'No answer from the VMS within 1 s.')
    await retryNow(id)
    await f.until(async () => (await app(id)).status === 's2c')
    expect((await requests(id)).map((r) => [r.outcome, r.response_status])).toEqual([
      ['retry', 0],
      ['accepted', 201],
    ])
    expect((await vmsState()).counters.created - before.counters.created).toBe(1)
  })

  it('sends a submission whose answer was lost again under its key: the VMS creates it once', async () => {
    const id = one()
    const before = await vmsState()
    await f.vms.faults({ request: [{ on: 'submit', kind: 'lose', ms: 2000, times: 1 }] })
    await send([id])
    // The VMS took it and confirms it by webhook while our attempt still waits for its answer.
    await f.until(async () => (await app(id)).status === 's2c')
    const key = (await submission(id)).idempotency_key
    await f.until(
      async () => (await requests(id)).length === 1 && (await requests(id))[0].outcome === 'retry',
    )
    const after = await vmsState()
    expect(after.counters.created - before.counters.created).toBe(1)
    expect(after.submissions.filter((s) => s.externalRef === key)).toHaveLength(1)
    // Confirmed by the VMS: no retry is due any more.
    expect((await submission(id)).state).toBe('confirmed')

    // Without the webhook's help: the retry is answered with the first answer (replayed).
    const other = one()
    await f.vms.faults({ request: [{ on: 'submit', kind: 'lose', ms: 2000, times: 1 }] })
    await f.vms.admin('PUT', '/config', { paceMs: 60_000 })
    await send([other])
    await f.until(async () => (await requests(other))[0]?.outcome === 'retry')
    await retryNow(other)
    await f.until(async () => (await submission(other)).state === 'accepted')
    const replayed = await vmsState()
    expect(replayed.counters.replayed - after.counters.replayed).toBe(1)
    expect(replayed.counters.created - after.counters.created).toBe(1)
    await f.vms.admin('PUT', '/config', { paceMs: 100 })
  })

  it('renews an expired token and repeats the call once', async () => {
    const id = one()
    await f.vms.admin('POST', '/tokens/expire')
    await send([id])
    await f.until(async () => (await app(id)).status === 's2c')
    expect((await requests(id)).map((r) => r.outcome)).toEqual(['accepted'])
  })

  it('shows send failed with the last answer after too many attempts; a re-send starts again', async () => {
    const id = one()
    await f.vms.faults({ request: [{ on: 'submit', kind: 'status', status: 503, times: 100 }] })
    await send([id])
    for (let attempt = 1; attempt < 12; attempt++) {
      await f.until(
        async () => (await requests(id)).length === attempt && (await submission(id)).state === 'queued',
      )
      await retryNow(id)
    }
    const failed = await f.until(async () => {
      const a = await app(id)
      return a.status === 'sf' ? a : null
    })
    expect(failed.vms_message).toBe(
      'No success after 12 attempts; the last answer: Injected failure (HTTP 503).',
    )
    await f.vms.admin('DELETE', '/faults')
    // Back to the VMS's time (its webhooks are signed with it: the replay window holds again).
    f.resetClock()
    const resend = await f.t.request('/api/projectApplication/upload', {
      method: 'POST',
      token: f.token,
      json: { ids: [id], mode: 'resend' },
    })
    expect((await resend.json()).succeededIds).toEqual([id])
    await f.until(async () => (await app(id)).status === 's2c')
  })
})
