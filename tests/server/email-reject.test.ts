import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailTemplateList, TalentEmailStatus } from '../../src/shared/contracts/email'
import type { ApplicationActionResponse, BulkActionResponse } from '../../src/shared/contracts/pipeline'
import { call, rowsFrom } from './email-support'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 19 §2/§3: reject carries the job-rejection template in each talent's language, held
 * for the undo window; undo (also after another recruiter re-activated the row) and
 * re-activation cancel it, so it never leaves. A real SMTP server shows what does leave.
 */

let sink: SmtpSink
let t: TestApp
let anna: string
let nina: string
let project: number
let clock = Date.now()
const taken = new Set<number>()
async function advance(ms: number) {
  clock += ms
  t.setNow(new Date(clock))
  await t.mailIdle()
}

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ seed: { talents: 300, projects: 6 }, smtpUrl: sink.url })
  t.setNow(new Date(clock))
  anna = (await t.login('anna.admin@acme.test')).access_token
  nina = (await t.login('nina.lead@acme.test')).access_token
  const [p] = await rowsFrom<{ id: number }>(
    t,
    sql`SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
      JOIN applications a ON a.project_id = p.id AND a.status = 'a'
      JOIN talents tt ON tt.id = a.talent_id AND tt.email_verified AND tt.state = 'ACTIVE'
      WHERE le.name = 'Acme Talent B.V.' AND p.status = 'ACTIVE' AND p.freelancer_visible
      GROUP BY p.id ORDER BY count(*) DESC LIMIT 1`,
  )
  project = Number(p.id)
})
afterAll(async () => {
  await t.close()
  await sink.close()
})

/** Active applications of the project whose talents can be emailed. */
async function emailable(n: number): Promise<{ id: number; talentId: number; email: string }[]> {
  const rows = await rowsFrom<{ id: number; talent_id: number; email: string }>(
    t,
    sql`SELECT a.id, a.talent_id, tt.email FROM applications a JOIN talents tt ON tt.id = a.talent_id
      WHERE a.project_id = ${project} AND a.status = 'a' AND tt.email_verified AND tt.state = 'ACTIVE'
      ORDER BY a.id`,
  )
  const free = rows.filter((r) => !taken.has(Number(r.id))).slice(0, n)
  if (free.length < n) throw new Error(`only ${free.length} emailable applications left`)
  for (const r of free) taken.add(Number(r.id))
  return free.map((r) => ({ id: Number(r.id), talentId: Number(r.talent_id), email: r.email }))
}

const reject = (ids: number[], extra: Record<string, unknown> = {}, token = anna) =>
  call<ApplicationActionResponse & { error?: string }>(t, token, '/projectApplication/reject', {
    method: 'POST',
    json: { ids, ...extra },
  })

describe('reject with the job-rejection template', () => {
  it('20 rejects in the talents’ own languages; 3 undone in the window never leave', async () => {
    const apps = await emailable(20)
    const templates = await call<EmailTemplateList>(t, anna, '/email/templates')
    const template = templates.body.templates.find((x) => x.motivation === 'jobRejection' && x.isDefault)
    if (!template) throw new Error('no default job-rejection template')
    const tokens: string[] = []
    for (const app of apps) {
      const res = await reject([app.id])
      expect(res.status).toBe(200)
      expect(res.body.emails).toMatchObject({ held: 1, skipped: 0, transport: 'smtp', undoWindowMs: 10_000 })
      tokens.push(res.body.undoToken as string)
    }
    for (const token of tokens.slice(0, 3)) {
      const undo = await call<BulkActionResponse>(t, anna, '/projectApplication/undo', {
        method: 'POST',
        json: { undoToken: token },
      })
      expect(undo.status).toBe(200)
    }
    const before = sink.received.length
    await advance(13_000)
    const mails = sink.received.slice(before)
    const undone = new Set(apps.slice(0, 3).map((a) => a.email))
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(
      apps
        .slice(3)
        .map((a) => a.email)
        .sort(),
    )
    expect(mails.some((m) => undone.has(m.envelopeTo[0]))).toBe(false)
    const [{ title }] = await rowsFrom<{ title: string }>(
      t,
      sql`SELECT title FROM projects WHERE id = ${project}`,
    )
    const languages = new Set<string>()
    for (const app of apps.slice(3)) {
      const mail = mails.find((m) => m.envelopeTo[0] === app.email)
      const { body: status } = await call<TalentEmailStatus>(t, anna, `/email/talent/${app.talentId}`)
      languages.add(status.language)
      const variant = template.variants[status.language]
      expect(mail?.headers['content-language']).toBe(status.language)
      expect(mail?.subject).toBe(variant.subject.replace('{{project.title}}', title))
      expect(mail?.body).toContain(title)
      expect(mail?.raw).not.toMatch(/\{\{|\}\}/)
    }
    // The demo talents speak several languages: more than one variant went out.
    expect(languages.size).toBeGreaterThan(1)
    const cancelled = await rowsFrom<{ status: string }>(
      t,
      sql`SELECT status FROM email_outbox WHERE undo_token = ANY(string_to_array(${tokens.slice(0, 3).join(',')}, ',')::uuid[])`,
    )
    expect(cancelled.map((c) => c.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])
  })

  it('a re-activation by another recruiter inside the window cancels the email; undo afterwards keeps it cancelled', async () => {
    const [first, second] = await emailable(2)
    const a = await reject([first.id])
    const b = await reject([second.id])
    const reactivated = await call(t, nina, `/projectApplication/${first.id}/reactivate`, { method: 'PUT' })
    expect(reactivated.status).toBe(200)
    expect(
      (await call(t, nina, `/projectApplication/${second.id}/reactivate`, { method: 'PUT' })).status,
    ).toBe(200)
    const undo = await call<BulkActionResponse>(t, anna, '/projectApplication/undo', {
      method: 'POST',
      json: { undoToken: b.body.undoToken },
    })
    expect(undo.body).toMatchObject({ mode: 'done', succeededIds: [], failures: [{ id: second.id }] })
    const before = sink.received.length
    await advance(13_000)
    expect(sink.received.slice(before).map((m) => m.envelopeTo[0])).not.toContain(first.email)
    expect(sink.received.slice(before).map((m) => m.envelopeTo[0])).not.toContain(second.email)
    const rows = await rowsFrom<{ status: string }>(
      t,
      sql`SELECT status FROM email_outbox WHERE undo_token IN (${a.body.undoToken}::uuid, ${b.body.undoToken}::uuid)`,
    )
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled'])
  })

  it('a variant: another rejection template with the reason label, or no email at all', async () => {
    const [withReason, silent] = await emailable(2)
    const templates = await call<EmailTemplateList>(t, anna, '/email/templates')
    const reasoned = templates.body.templates.find((x) => x.name === 'Job rejection with reason')
    const applicant = templates.body.templates.find((x) => x.motivation === 'applicantEmail')
    const [label] = await rowsFrom<{ id: number; name: string }>(
      t,
      sql`SELECT l.id, l.name FROM pipeline_labels l JOIN pipeline_stages s ON s.id = l.stage_id
        WHERE l.project_id = ${project} AND s.key = 'rejectedOrWithdrawn' ORDER BY l.id LIMIT 1`,
    )
    const [activeLabel] = await rowsFrom<{ id: number }>(
      t,
      sql`SELECT l.id FROM pipeline_labels l JOIN pipeline_stages s ON s.id = l.stage_id
        WHERE l.project_id = ${project} AND s.key = 'active' ORDER BY l.id LIMIT 1`,
    )
    const wrongTemplate = await reject([withReason.id], { email: { templateId: applicant?.id } })
    expect(wrongTemplate).toMatchObject({
      status: 404,
      body: { error: 'msp.v2.email.error.template.not.rejection' },
    })
    const wrongLabel = await reject([withReason.id], { reasonLabelId: activeLabel.id })
    expect(wrongLabel).toMatchObject({ status: 404, body: { error: 'msp.v2.pipeline.error.label.unknown' } })

    const res = await reject([withReason.id], {
      email: { templateId: reasoned?.id },
      reasonLabelId: label.id,
    })
    expect(res.status).toBe(200)
    expect(res.body.rows[0].labels).toEqual([{ id: label.id, name: label.name }])
    const none = await reject([silent.id], { email: { templateId: null } })
    expect(none.body.emails).toMatchObject({ held: 0 })
    const before = sink.received.length
    await advance(13_000)
    const mails = sink.received.slice(before)
    expect(mails.map((m) => m.envelopeTo[0])).toEqual([withReason.email])
    expect(mails[0].body).toContain(`${label.name}.`)
  })

  it('a bulk reject run as a task holds its emails until the run ends, then they leave', async () => {
    // Sixty more applicants with verified addresses: more than a direct call takes.
    await t.database.db.execute(sql`
      INSERT INTO applications (client_id, project_id, talent_id, status)
      SELECT p.client_id, p.id, tt.id, 'a' FROM projects p JOIN talents tt ON tt.client_id = p.client_id
      WHERE p.id = ${project} AND tt.email_verified AND tt.state = 'ACTIVE'
        AND NOT EXISTS (SELECT 1 FROM applications x WHERE x.project_id = p.id AND x.talent_id = tt.id)
      ORDER BY tt.id LIMIT 60`)
    const apps = await emailable(60)
    const res = await call<BulkActionResponse>(t, anna, '/projectApplication/bulk', {
      method: 'POST',
      json: { action: 'reject', projectId: project, ids: apps.map((a) => a.id) },
    })
    if (res.body.mode !== 'task') throw new Error('expected a task')
    await t.tasksIdle()
    const before = sink.received.length
    await advance(13_000)
    expect(sink.received.slice(before)).toHaveLength(60)
  })
})
