import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailSendResponse, TalentEmailStatus } from '../../src/shared/contracts/email'
import { call, emailableTalents, personalEmail, rowsFrom, talentSpeaking } from './email-support'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 19 §3: the outbox delivered for real. A real SMTP server on loopback receives what
 * the delivery worker sends; the test reads it as a mail client would (headers, language,
 * body) and plays the faults of a real server: refused addresses, "try later", a slow server.
 */

let sink: SmtpSink
let t: TestApp
let anna: string
let clock = Date.now()
/** Moves the server's clock on (undo windows, retry waits) and lets the worker send what is due. */
async function advance(ms: number) {
  clock += ms
  t.setNow(new Date(clock))
  await t.mailIdle()
}

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({
    seed: { talents: 80, projects: 3 },
    smtpUrl: sink.url,
    smtpTimeoutMs: 1500,
    env: { EMAIL_RETRY_SECONDS: '1', EMAIL_MAX_ATTEMPTS: '3' },
  })
  t.setNow(new Date(clock))
  anna = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(async () => {
  await t.close()
  await sink.close()
})

const outboxRow = async (id: number) =>
  (
    await rowsFrom<{
      status: string
      attempts: number
      error: string | null
      transport: string | null
      smtp_response: string | null
      language: string | null
      message_id: string
      next_attempt_at: Date | string | null
    }>(
      t,
      sql`SELECT status, attempts, error, transport, smtp_response, language, message_id, next_attempt_at
        FROM email_outbox WHERE id = ${id}`,
    )
  )[0]

async function sendTo(ids: number[]) {
  const res = await call<EmailSendResponse>(t, anna, '/freelancer/contact', {
    method: 'POST',
    json: personalEmail(ids),
  })
  expect(res.status).toBe(200)
  if (res.body.mode !== 'done') throw new Error('expected a direct send')
  const rows = await rowsFrom<{ id: number; talent_id: number }>(
    t,
    sql`SELECT id, talent_id FROM email_outbox WHERE undo_token = ${res.body.sendId}::uuid ORDER BY id`,
  )
  return { response: res.body, outboxIds: rows.map((r) => Number(r.id)) }
}

describe('delivery through SMTP', () => {
  it('holds a message for the undo window, then delivers it in the talent’s language with no raw token', async () => {
    const talent = await talentSpeaking(t, 'de')
    const status = await call<TalentEmailStatus>(t, anna, `/email/talent/${talent}`)
    expect(status.body.language).toBe('de')
    const [profile] = await rowsFrom<{ email: string; first_name: string; last_name: string }>(
      t,
      sql`SELECT email, first_name, last_name FROM talents WHERE id = ${talent}`,
    )
    const before = sink.received.length
    const { response, outboxIds } = await sendTo([talent])
    expect(response.emails).toMatchObject({ held: 1, skipped: 0, transport: 'smtp', undoWindowMs: 10_000 })
    await t.mailIdle()
    expect(sink.received.length).toBe(before)
    expect((await outboxRow(outboxIds[0])).status).toBe('held')

    await advance(13_000)
    const mails = sink.received.slice(before)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.envelopeTo).toEqual([profile.email])
    expect(mail.headers.from).toBe('no-reply@workspace.local')
    expect(mail.headers.to).toBe(profile.email)
    expect(mail.headers['content-language']).toBe('de')
    expect(mail.subject).toBe(`Hallo ${profile.first_name}`)
    expect(mail.body).toBe(
      `Hallo ${profile.first_name} ${profile.last_name},\n\neine Nachricht von Anna Admin bei Acme Group. Grüße!`,
    )
    expect(mail.raw).not.toMatch(/\{\{|\}\}/)
    const row = await outboxRow(outboxIds[0])
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', language: 'de', attempts: 1 })
    expect(row.smtp_response).toMatch(/^250/)
    expect(mail.headers['message-id']).toBe(`<${row.message_id}@workspace.test>`)
    const [history] = await rowsFrom<{ event: string; new_value: { outboxId: number; subject: string } }>(
      t,
      sql`SELECT event, new_value FROM history_events WHERE entity_type = 'talent' AND entity_id = ${talent}
        AND event = 'MSP_EMAIL' ORDER BY id DESC LIMIT 1`,
    )
    expect(history.new_value).toMatchObject({ outboxId: outboxIds[0], subject: mail.subject })
  })

  it('delivers the password-reset email at once (no undo window)', async () => {
    const before = sink.received.length
    const res = await t.request('/api/msp/requestPasswordReset', {
      method: 'POST',
      json: { email: 'tom.viewer@acme.test' },
    })
    expect(res.status).toBe(204)
    await t.mailIdle()
    const [mail] = sink.received.slice(before)
    expect(mail.envelopeTo).toEqual(['tom.viewer@acme.test'])
    expect(mail.subject).toBe('Reset your password')
    expect(mail.body).toMatch(/http:\/\/workspace\.test\/auth\/reset-password\?token=[\w-]{20,}/)
  })
})

describe('faults of the SMTP server', () => {
  it('a 5xx to the address is a hard bounce: bounced, the address suppressed, later sends skip it', async () => {
    const [talent] = (await emailableTalents(t, 'acme', 30)).slice(-1)
    const [{ email }] = await rowsFrom<{ email: string }>(
      t,
      sql`SELECT email FROM talents WHERE id = ${talent}`,
    )
    sink.faults.rcpt = (address) =>
      address === email
        ? { code: 550, message: `5.1.1 <${address}>: Recipient address rejected: User unknown` }
        : null
    const { outboxIds } = await sendTo([talent])
    await advance(13_000)
    sink.faults.rcpt = undefined
    const row = await outboxRow(outboxIds[0])
    expect(row.status).toBe('bounced')
    expect(row.error).toContain('550')
    expect(row.error).toContain('User unknown')
    const status = await call<TalentEmailStatus>(t, anna, `/email/talent/${talent}`)
    expect(status.body.suppression).toMatchObject({ address: email.toLowerCase(), outboxId: outboxIds[0] })
    expect(status.body.suppression?.reason).toContain('User unknown')

    const again = await call<EmailSendResponse>(t, anna, '/freelancer/contact', {
      method: 'POST',
      json: personalEmail([talent]),
    })
    expect(again.body).toMatchObject({
      mode: 'done',
      queued: 0,
      skipped: [{ talentId: talent, reason: 'suppressed' }],
    })
    const retry = await call<{ error: string }>(t, anna, `/email/outbox/${outboxIds[0]}/retry`, {
      method: 'POST',
    })
    expect(retry).toMatchObject({ status: 409, body: { error: 'msp.v2.email.error.retry.suppressed' } })

    const removed = await call(t, anna, '/email/suppressions', { method: 'DELETE', json: { address: email } })
    expect(removed.status).toBe(204)
    expect((await call<TalentEmailStatus>(t, anna, `/email/talent/${talent}`)).body.suppression).toBeNull()
    const before = sink.received.length
    const retried = await call<{ status: string }>(t, anna, `/email/outbox/${outboxIds[0]}/retry`, {
      method: 'POST',
    })
    expect(retried.status).toBe(200)
    await t.mailIdle()
    expect(sink.received.slice(before).map((m) => m.envelopeTo[0])).toEqual([email])
    expect((await outboxRow(outboxIds[0])).status).toBe('sent')
  })

  it('a 4xx is temporary: retried after a wait, sent once the server takes it', async () => {
    const [talent] = (await emailableTalents(t, 'acme', 31)).slice(-1)
    sink.faults.rcpt = () => ({ code: 451, message: '4.7.1 Greylisted, try again later' })
    const { outboxIds } = await sendTo([talent])
    await advance(13_000)
    const waiting = await outboxRow(outboxIds[0])
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting.error).toContain('451')
    expect(new Date(waiting.next_attempt_at as string).getTime()).toBe(clock + 1000)
    sink.faults.rcpt = undefined
    const before = sink.received.length
    await advance(1000)
    expect(sink.received.length).toBe(before + 1)
    expect(await outboxRow(outboxIds[0])).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('a 4xx that never ends fails after the last attempt, without suppressing the address', async () => {
    const [talent] = (await emailableTalents(t, 'acme', 32)).slice(-1)
    sink.faults.data = () => ({ code: 452, message: '4.3.1 Insufficient system storage' })
    const { outboxIds } = await sendTo([talent])
    await advance(13_000)
    await advance(1000)
    await advance(2000)
    sink.faults.data = undefined
    const row = await outboxRow(outboxIds[0])
    expect(row).toMatchObject({ status: 'failed', attempts: 3 })
    expect(row.error).toContain('Insufficient system storage')
    expect((await call<TalentEmailStatus>(t, anna, `/email/talent/${talent}`)).body.suppression).toBeNull()
  })

  it('a 5xx to the message is permanent: the answer is kept verbatim, nothing retried', async () => {
    const [talent] = (await emailableTalents(t, 'acme', 33)).slice(-1)
    sink.faults.data = () => ({ code: 554, message: '5.7.1 Message rejected as spam' })
    const { outboxIds } = await sendTo([talent])
    await advance(13_000)
    sink.faults.data = undefined
    await advance(60_000)
    const row = await outboxRow(outboxIds[0])
    expect(row).toMatchObject({ status: 'bounced', attempts: 1 })
    expect(row.error).toBe('554 5.7.1 Message rejected as spam')
  })

  it('a server slower than the timeout is a temporary failure; one within it delivers', async () => {
    const [slowTalent, okTalent] = (await emailableTalents(t, 'acme', 36)).slice(-2)
    sink.faults.delayMs = 2500
    const slow = await sendTo([slowTalent])
    await advance(13_000)
    const row = await outboxRow(slow.outboxIds[0])
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row.error?.toLowerCase()).toContain('timeout')
    sink.faults.delayMs = 300
    const before = sink.received.length
    const ok = await sendTo([okTalent])
    // While the slow server answers, the API keeps answering: health is back before the delivery ends.
    let delivered = false
    const delivery = advance(13_000).then(() => {
      delivered = true
    })
    const res = await t.request('/api/health')
    expect(res.status).toBe(200)
    expect(delivered).toBe(false)
    await delivery
    sink.faults.delayMs = undefined
    expect((await outboxRow(ok.outboxIds[0])).status).toBe('sent')
    expect(sink.received.slice(before).map((m) => m.envelopeTo.length)).toContain(1)
  })
})

describe('a server that refuses connections', () => {
  let down: TestApp
  beforeAll(async () => {
    const closed = await startSmtpSink()
    const url = closed.url
    await closed.close()
    down = await createTestApp({
      seed: { talents: 30, projects: 2 },
      smtpUrl: url,
      env: { EMAIL_RETRY_SECONDS: '1', EMAIL_MAX_ATTEMPTS: '2' },
    })
  })
  afterAll(() => down.close())

  it('retries, then fails with the connection error; the address is not suppressed', async () => {
    let now = Date.now()
    down.setNow(new Date(now))
    const token = (await down.login('anna.admin@acme.test')).access_token
    const [talent] = await emailableTalents(down)
    const res = await call<EmailSendResponse>(down, token, '/freelancer/contact', {
      method: 'POST',
      json: personalEmail([talent]),
    })
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    const [row] = await rowsFrom<{ id: number }>(
      down,
      sql`SELECT id FROM email_outbox WHERE undo_token = ${res.body.sendId}::uuid`,
    )
    const state = async () =>
      (
        await rowsFrom<{ status: string; attempts: number; error: string }>(
          down,
          sql`SELECT status, attempts, error FROM email_outbox WHERE id = ${row.id}`,
        )
      )[0]
    now += 13_000
    down.setNow(new Date(now))
    await down.mailIdle()
    expect(await state()).toMatchObject({ status: 'queued', attempts: 1 })
    expect((await state()).error).toMatch(/ECONNREFUSED|connect/i)
    now += 1000
    down.setNow(new Date(now))
    await down.mailIdle()
    expect(await state()).toMatchObject({ status: 'failed', attempts: 2 })
    const suppressed = await rowsFrom(down, sql`SELECT 1 FROM email_suppressions`)
    expect(suppressed).toHaveLength(0)
  })
})

describe('smtps:// with authentication', () => {
  let secure: SmtpSink
  let app: TestApp
  const logins: string[] = []
  beforeAll(async () => {
    // smtp-server's own self-signed certificate: the URL asks to accept it.
    secure = await startSmtpSink({
      secure: true,
      authOptional: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`)
        if (auth.username === 'mailer@acme.test' && auth.password === 'p@ss w0rd:1')
          return callback(null, { user: auth.username })
        callback(new Error('Invalid username or password'))
      },
    })
    const url = `smtps://mailer%40acme.test:p%40ss%20w0rd%3A1@127.0.0.1:${secure.port}?rejectUnauthorized=false`
    app = await createTestApp({ seed: { talents: 30, projects: 2 }, smtpUrl: url })
  })
  afterAll(async () => {
    await app.close()
    await secure.close()
  })

  it('delivers over TLS after signing in with the URL’s (encoded) credentials', async () => {
    const res = await app.request('/api/msp/requestPasswordReset', {
      method: 'POST',
      json: { email: 'tom.viewer@acme.test' },
    })
    expect(res.status).toBe(204)
    await app.mailIdle()
    expect(logins).toEqual(['mailer@acme.test:p@ss w0rd:1'])
    expect(secure.received.map((m) => m.envelopeTo[0])).toEqual(['tom.viewer@acme.test'])
  })
})
