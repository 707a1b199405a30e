import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ComposePreviewResponse,
  EmailSendResponse,
  EmailSendResult,
  OutboxDetail,
  OutboxPage,
} from '../../src/shared/contracts/email'
import type { TaskDto } from '../../src/shared/contracts/pipeline'
import { call, emailableTalents, personalEmail, rowsFrom, talentSpeaking } from './email-support'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 19 §2 and §4: compose and send to talents and applicants, at once or as a background
 * task with a result per recipient; bad input answered with a clear error or a skip reason.
 * Without SMTP_URL the outbox is the delivery: sent messages stay there as delivered.
 */

let t: TestApp
let anna: string
let tom: string
let clock = Date.now()
async function advance(ms: number) {
  clock += ms
  t.setNow(new Date(clock))
  await t.mailIdle()
}

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 160, projects: 4 } })
  t.setNow(new Date(clock))
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
})
afterAll(() => t.close())

const send = (json: unknown, token = anna) =>
  call<EmailSendResponse & { error?: string; messages?: string[] }>(t, token, '/email/send', {
    method: 'POST',
    json,
  })

describe('compose preview', () => {
  it('renders the first recipient’s message in their language and counts who gets none, and why', async () => {
    const de = await talentSpeaking(t, 'de')
    const others = (await emailableTalents(t, 'acme', 6)).filter((id) => id !== de).slice(0, 3)
    const [unverified, noEmail] = others
    await t.database.db.execute(sql`UPDATE talents SET email_verified = false WHERE id = ${unverified}`)
    await t.database.db.execute(sql`UPDATE talents SET email = NULL WHERE id = ${noEmail}`)
    const { status, body } = await call<ComposePreviewResponse>(t, anna, '/email/compose/preview', {
      method: 'POST',
      json: personalEmail([de, unverified, noEmail, de, 2_000_000_000]),
    })
    expect(status).toBe(200)
    expect(body.recipients).toBe(4)
    expect(body.sendable).toBe(1)
    expect(body.skipped).toEqual({ unverified: 1, noEmail: 1, unknown: 1 })
    const [talent] = await rowsFrom<{ first_name: string; email: string }>(
      t,
      sql`SELECT first_name, email FROM talents WHERE id = ${de}`,
    )
    expect(body.first).toMatchObject({
      to: talent.email,
      language: 'de',
      subject: `Hallo ${talent.first_name}`,
    })
    expect(body.first?.body).not.toMatch(/\{\{|\}\}/)
  })
})

describe('send to talents', () => {
  it('holds the messages for the undo window, then the outbox delivers them (no SMTP_URL)', async () => {
    const ids = await emailableTalents(t, 'acme', 12)
    const res = await send(personalEmail(ids.slice(8, 11)))
    expect(res.status).toBe(200)
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    expect(res.body).toMatchObject({ queued: 3, skipped: [] })
    expect(res.body.emails).toMatchObject({ held: 3, transport: 'outbox', undoWindowMs: 10_000 })
    expect(new Date(res.body.emails.sendAfter ?? '').getTime()).toBe(clock + 12_000)
    await advance(13_000)
    const page = await call<OutboxPage>(t, anna, `/email/outbox?talentId=${ids[8]}`)
    expect(page.body.results[0]).toMatchObject({
      status: 'sent',
      transport: 'outbox',
      motivation: 'talentEmailByMsp',
    })
    const detail = await call<OutboxDetail>(t, anna, `/email/outbox/${page.body.results[0].id}`)
    expect(detail.body.smtpResponse).toContain('kept in the outbox')
  })

  it('undo cancels every held message of the send; a second undo is refused', async () => {
    const ids = await emailableTalents(t, 'acme', 16)
    const res = await send(personalEmail(ids.slice(12, 15)))
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    const undo = await call<{ cancelled: number }>(t, anna, '/email/undo', {
      method: 'POST',
      json: { undoToken: res.body.sendId },
    })
    expect(undo).toMatchObject({ status: 200, body: { cancelled: 3 } })
    await advance(13_000)
    const rows = await rowsFrom<{ status: string }>(
      t,
      sql`SELECT status FROM email_outbox WHERE undo_token = ${res.body.sendId}::uuid`,
    )
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])
    const again = await call<{ error: string }>(t, anna, '/email/undo', {
      method: 'POST',
      json: { undoToken: res.body.sendId },
    })
    expect(again).toMatchObject({ status: 409, body: { error: 'msp.v2.email.error.undo.done' } })
  })

  it('answers bad input with a clear error, and writes nothing', async () => {
    const [id] = await emailableTalents(t)
    const before = await rowsFrom<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM email_outbox`)
    const tooMany = await send(personalEmail(Array.from({ length: 10_000 }, (_, i) => i + 1)))
    expect(tooMany).toMatchObject({
      status: 400,
      body: { messages: ['msp.v2.email.error.recipients.too.many'] },
    })
    const unknown = await send(personalEmail([id], { templateId: 999_999 }))
    expect(unknown).toMatchObject({ status: 404, body: { error: 'msp.v2.email.error.template.unknown' } })
    const html = await send(
      personalEmail([id], { variants: { en: { subject: '<script>x</script>', body: 'Hi' } } }),
    )
    expect(html.body.messages).toContain('msp.v2.email.error.subject.html')
    const huge = await send(
      personalEmail([id], { variants: { en: { subject: 'Hi', body: 'x'.repeat(1_048_576) } } }),
    )
    expect(huge.body.messages).toContain('msp.v2.email.error.body.too.long')
    const variable = await send(
      personalEmail([id], { variants: { en: { subject: 'Hi {{talent.age}}', body: 'x' } } }),
    )
    expect(variable.body.messages).toContain('msp.v2.email.error.variable.unknown')
    const none = await send(personalEmail([]))
    expect(none.body.messages).toContain('msp.v2.email.error.recipients.none')
    const after = await rowsFrom<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM email_outbox`)
    expect(after).toEqual(before)
  })

  it('skips a recipient without a variant in their language or the default, and one with an unreplaced variable', async () => {
    const de = await talentSpeaking(t, 'de', [])
    const fr = await talentSpeaking(t, 'fr', [])
    // Only a German text: the French talent has neither their language nor the client default (en).
    const res = await send(
      personalEmail([de, fr], { variants: { de: { subject: 'Hallo', body: 'Hallo {{talent.firstName}}' } } }),
    )
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    expect(res.body.skipped).toEqual([{ talentId: fr, applicationId: null, reason: 'noVariant' }])
    // An applicant email needs the project title, which a talent alone does not have.
    const missing = await send({
      ...personalEmail([de]),
      motivation: 'applicantEmail',
      variants: {
        en: { subject: 'About {{project.title}}', body: 'Hi' },
        de: { subject: 'Zu {{project.title}}', body: 'Hallo' },
      },
    })
    if (missing.body.mode !== 'done') throw new Error('expected a direct send')
    expect(missing.body).toMatchObject({ queued: 0, skipped: [{ talentId: de, reason: 'variableMissing' }] })
  })

  it('refuses talents to a user without the action-log permission', async () => {
    const [id] = await emailableTalents(t)
    expect((await send(personalEmail([id]), tom)).status).toBe(403)
  })
})

describe('send to applicants', () => {
  it('writes the project into the message and, once sent, the application’s EMAIL_TRIGGERED', async () => {
    const [app] = await rowsFrom<{ id: number; title: string }>(
      t,
      sql`SELECT a.id, p.title FROM applications a JOIN projects p ON p.id = a.project_id
        JOIN talents tt ON tt.id = a.talent_id JOIN legal_entities le ON le.id = p.legal_entity_id
        WHERE le.name = 'Acme Talent B.V.' AND tt.email_verified AND tt.state = 'ACTIVE' AND a.status = 'a'
        ORDER BY a.id LIMIT 1`,
    )
    const res = await send({
      target: { kind: 'applications', ids: [app.id] },
      motivation: 'applicantEmail',
      templateId: null,
      variants: {
        en: { subject: 'About {{project.title}}', body: 'Hi {{talent.firstName}}' },
        de: { subject: 'Zu {{project.title}}', body: 'Hallo {{talent.firstName}}' },
        fr: { subject: 'À propos de {{project.title}}', body: 'Bonjour' },
        nl: { subject: 'Over {{project.title}}', body: 'Hoi' },
        es: { subject: 'Sobre {{project.title}}', body: 'Hola' },
      },
    })
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    expect(res.body.queued).toBe(1)
    await advance(13_000)
    const [history] = await rowsFrom<{ new_value: { subject: string } }>(
      t,
      sql`SELECT new_value FROM history_events WHERE entity_type = 'application' AND entity_id = ${app.id}
        AND event = 'EMAIL_TRIGGERED'`,
    )
    expect(history.new_value.subject).toContain(app.title)
  })
})

describe('bulk send', () => {
  it('runs over 50 recipients as a task with a result per recipient; one email per talent', async () => {
    const ids = await emailableTalents(t, 'acme', 70)
    // Two talents of a client cannot share an address (migration 0017's unique index): a talent
    // named twice is the duplicate a send meets.
    const res = await send(personalEmail([...ids, ids[0]]))
    expect(res.status).toBe(200)
    if (res.body.mode !== 'task') throw new Error('expected a task')
    const queuedTask = res.body.task
    expect(queuedTask).toMatchObject({ type: 'bulkEmail', count: { total: ids.length } })
    await t.tasksIdle()
    const result = await call<EmailSendResult>(t, anna, `/email/sends/${res.body.sendId}`)
    expect(result.body).toMatchObject({ total: ids.length, queued: ids.length, done: true })
    expect(result.body.skipped).toEqual([])
    const tasks = await call<TaskDto[]>(t, anna, '/tasks/now')
    const task = tasks.body.find((x) => x.uuid === queuedTask.uuid)
    expect(task).toMatchObject({ status: 'SUCCESSFUL', undoToken: res.body.sendId })
    // Undo of the finished task cancels every held message.
    const undo = await call<{ cancelled: number }>(t, anna, '/email/undo', {
      method: 'POST',
      json: { undoToken: res.body.sendId },
    })
    expect(undo.body.cancelled).toBe(ids.length)
  })
})

describe('the outbox', () => {
  it('lists newest first with filters, shows the rendered message, cancels held ones', async () => {
    const ids = await emailableTalents(t, 'acme', 20)
    const res = await send(personalEmail(ids.slice(17, 19)))
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    const held = await call<OutboxPage>(t, anna, '/email/outbox?status=held&motivation=talentEmailByMsp')
    expect(held.body.totalResults).toBeGreaterThanOrEqual(2)
    expect(held.body.results.every((r) => r.status === 'held')).toBe(true)
    const all = await call<OutboxPage>(t, anna, '/email/outbox?size=50')
    const times = all.body.results.map((r) => r.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(all.body.totalResults).toBeGreaterThan(held.body.totalResults)
    const [{ id: mspId }] = await rowsFrom<{ id: number }>(
      t,
      sql`SELECT id FROM msps WHERE email = 'anna.admin@acme.test'`,
    )
    const mine = await call<OutboxPage>(t, anna, `/email/outbox?mspId=${mspId}&size=200`)
    expect(mine.body.results.every((r) => r.recruiter === 'Anna Admin')).toBe(true)
    const today = new Date(clock).toISOString().slice(0, 10)
    const dated = await call<OutboxPage>(t, anna, `/email/outbox?from=${today}&to=${today}`)
    expect(dated.body.results.length).toBeGreaterThan(0)

    const first = held.body.results[0]
    const detail = await call<OutboxDetail>(t, anna, `/email/outbox/${first.id}`)
    expect(detail.body).toMatchObject({ id: first.id, status: 'held', from: 'no-reply@workspace.local' })
    expect(detail.body.body).not.toMatch(/\{\{/)
    const cancelled = await call<OutboxDetail>(t, anna, `/email/outbox/${first.id}/cancel`, {
      method: 'POST',
    })
    expect(cancelled.body.status).toBe('cancelled')
    const twice = await call<{ error: string }>(t, anna, `/email/outbox/${first.id}/cancel`, {
      method: 'POST',
    })
    expect(twice).toMatchObject({ status: 409, body: { error: 'msp.v2.email.error.cancel.status' } })
    expect((await call(t, anna, '/email/outbox?status=stored')).status).toBe(400)
    expect((await call(t, anna, '/email/outbox/999999')).status).toBe(404)
    // Mail to talents is part of their history: a user without that permission reads none of it.
    expect((await call(t, tom, '/email/outbox')).status).toBe(403)
  })
})
