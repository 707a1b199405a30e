import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ComposePreviewResponse, EmailSendResponse } from '../../src/shared/contracts/email'
import type { HeldEmails } from '../../src/shared/contracts/email-hold'
import type { MembershipBulkResponse } from '../../src/shared/contracts/pools'
import { call, rowsFrom } from './email-support'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Pool emails (issue 19 §2 pool/contact, issue 22 §1 deny "with the pool-rejection email"): a
 * real SMTP server on loopback receives what leaves after the undo window.
 */

let sink: SmtpSink
let t: TestApp
let anna: string
let clientId: number
let clock = Date.now()
async function advance(ms: number) {
  clock += ms
  t.setNow(new Date(clock))
  await t.mailIdle()
}

/** A new pool with `n` emailable talents (verified, English) as members of `status`. */
async function poolWith(name: string, n: number, status: 'ACCEPTED' | 'PENDING') {
  const [pool] = await rowsFrom<{ id: number }>(
    t,
    sql`INSERT INTO pools (client_id, name) VALUES (${clientId}, ${name}) RETURNING id`,
  )
  const talents = await rowsFrom<{ id: number; email: string }>(
    t,
    sql`INSERT INTO talents (client_id, state, first_name, last_name, email, email_verified)
      SELECT ${clientId}, 'ACTIVE', 'Mia' || g, ${name}, lower(replace(${name}, ' ', '')) || g || '@talents.test', true
      FROM generate_series(1, ${n}) g RETURNING id, email`,
  )
  const members = await rowsFrom<{ id: number; talent_id: number }>(
    t,
    sql`INSERT INTO pool_memberships (client_id, pool_id, talent_id, status)
      SELECT ${clientId}, ${pool.id}, x, ${status} FROM unnest(${`{${talents.map((x) => x.id).join(',')}}`}::int[]) x
      RETURNING id, talent_id`,
  )
  return {
    poolId: Number(pool.id),
    members: members.map((m) => Number(m.id)).sort((a, b) => a - b),
    emails: talents.map((x) => x.email),
  }
}

const poolEmail = (poolId: number, extra: Record<string, unknown> = {}) => ({
  poolId,
  variants: {
    en: {
      subject: 'News from {{pool.name}}',
      body: 'Dear {{talent.firstName}}, the {{pool.name}} pool grows.',
    },
  },
  ...extra,
})

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ seed: { talents: 20, projects: 2 }, smtpUrl: sink.url })
  t.setNow(new Date(clock))
  anna = (await t.login('anna.admin@acme.test')).access_token
  const [c] = await rowsFrom<{ id: number }>(t, sql`SELECT id FROM clients WHERE code = 'acme'`)
  clientId = Number(c.id)
})
afterAll(async () => {
  await t.close()
  await sink.close()
})

describe('pool/contact', () => {
  it('previews and emails every accepted member, naming the pool, after the undo window', async () => {
    const pool = await poolWith('Cloud Crew', 3, 'ACCEPTED')
    const preview = await call<ComposePreviewResponse>(t, anna, '/pool/contact/preview', {
      method: 'POST',
      json: poolEmail(pool.poolId),
    })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({ recipients: 3, sendable: 3 })
    expect(preview.body.first?.subject).toBe('News from Cloud Crew')

    const before = sink.received.length
    const res = await call<EmailSendResponse>(t, anna, '/pool/contact', {
      method: 'POST',
      json: poolEmail(pool.poolId),
    })
    expect(res.status).toBe(200)
    if (res.body.mode !== 'done') throw new Error('expected a direct send')
    expect(res.body.emails).toMatchObject({ held: 3, skipped: 0, transport: 'smtp' })
    await t.mailIdle()
    expect(sink.received.length).toBe(before)
    await advance(13_000)
    const mails = sink.received.slice(before)
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual([...pool.emails].sort())
    for (const m of mails) {
      expect(m.subject).toBe('News from Cloud Crew')
      expect(m.body).toMatch(/^Dear Mia\d, the Cloud Crew pool grows\.$/)
      expect(m.raw).not.toMatch(/\{\{|\}\}/)
    }
  })

  it('emails only the selected members; a pending member is not written to when the accepted are', async () => {
    const pool = await poolWith('Data Folks', 4, 'ACCEPTED')
    const before = sink.received.length
    const res = await call<EmailSendResponse>(t, anna, '/pool/contact', {
      method: 'POST',
      json: poolEmail(pool.poolId, { membershipIds: pool.members.slice(0, 2) }),
    })
    expect(res.status).toBe(200)
    await advance(13_000)
    expect(sink.received.slice(before).map((m) => m.envelopeTo[0])).toHaveLength(2)

    const pending = await poolWith('Waiting Room', 2, 'PENDING')
    const none = await call<{ error: string }>(t, anna, '/pool/contact', {
      method: 'POST',
      json: poolEmail(pending.poolId),
    })
    expect(none.status).toBe(400)
    expect(none.body.error).toBe('msp.v2.email.error.recipients.none')
  })

  it('refuses another client’s pool and a text with a variable the pool email does not know', async () => {
    const pool = await poolWith('Secret Pool', 1, 'ACCEPTED')
    const gina = (await t.login('gina.globex@globex.test')).access_token
    const foreign = await call(t, gina, '/pool/contact', { method: 'POST', json: poolEmail(pool.poolId) })
    expect(foreign.status).toBe(404)
    const bad = await call<{ error: string }>(t, anna, '/pool/contact', {
      method: 'POST',
      json: poolEmail(pool.poolId, {
        variants: { en: { subject: 'Hi', body: 'About {{rejection.reason}}' } },
      }),
    })
    expect(bad.status).toBe(400)
  })
})

describe('deny with the pool-rejection email', () => {
  it('a single deny sends the default pool-rejection template naming the pool; none when asked for none', async () => {
    const pool = await poolWith('Design Guild', 2, 'PENDING')
    const before = sink.received.length
    const res = await call<{ status: string; emails: HeldEmails }>(
      t,
      anna,
      `/pool/membership/${pool.members[0]}/deny`,
      { method: 'PUT' },
    )
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('REJECTED')
    expect(res.body.emails).toMatchObject({ held: 1, skipped: 0 })
    const quiet = await call<{ emails: HeldEmails }>(t, anna, `/pool/membership/${pool.members[1]}/deny`, {
      method: 'PUT',
      json: { email: { templateId: null } },
    })
    expect(quiet.body.emails.held).toBe(0)
    await advance(13_000)
    const mails = sink.received.slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0].envelopeTo).toEqual([pool.emails[0]])
    expect(mails[0].subject).toBe('Your request to join Design Guild')
    expect(mails[0].raw).not.toMatch(/\{\{|\}\}/)

    // The talent's pools panel: the denied membership, since when and by whom.
    const [talent] = await rowsFrom<{ talent_id: number }>(
      t,
      sql`SELECT talent_id FROM pool_memberships WHERE id = ${pool.members[0]}`,
    )
    const panel = await call<{ results: { poolName: string; status: string; changedBy: unknown }[] }>(
      t,
      anna,
      `/freelancer/${talent.talent_id}/poolMemberships`,
    )
    expect(panel.body.results).toEqual([
      expect.objectContaining({
        poolName: 'Design Guild',
        status: 'REJECTED',
        changedBy: { firstName: 'Anna', lastName: 'Admin' },
      }),
    ])
  })

  it('refuses a template of another motivation and denies nobody', async () => {
    const pool = await poolWith('Ops Circle', 1, 'PENDING')
    const [jobTemplate] = await rowsFrom<{ id: number }>(
      t,
      sql`SELECT id FROM email_templates WHERE client_id = ${clientId} AND motivation = 'jobRejection' LIMIT 1`,
    )
    const res = await call(t, anna, '/pool/membership/denyBulk', {
      method: 'PUT',
      json: { ids: pool.members, email: { templateId: Number(jobTemplate.id) } },
    })
    expect(res.status).toBe(404)
    const [m] = await rowsFrom<{ status: string }>(
      t,
      sql`SELECT status FROM pool_memberships WHERE id = ${pool.members[0]}`,
    )
    expect(m.status).toBe('PENDING')
  })

  it('bulk deny sends one email per denied member, directly and as a background task', async () => {
    const small = await poolWith('Small Bulk', 5, 'PENDING')
    const before = sink.received.length
    const direct = await call<MembershipBulkResponse>(t, anna, '/pool/membership/denyBulk', {
      method: 'PUT',
      json: { ids: small.members },
    })
    expect(direct.status).toBe(200)
    if (direct.body.mode !== 'done') throw new Error('expected a direct deny')
    expect(direct.body.emails).toMatchObject({ held: 5, skipped: 0 })

    const big = await poolWith('Big Bulk', 60, 'PENDING')
    const task = await call<MembershipBulkResponse>(t, anna, '/pool/membership/denyBulk', {
      method: 'PUT',
      json: { ids: big.members },
    })
    expect(task.body.mode).toBe('task')
    await t.tasksIdle()
    await advance(13_000)
    const mails = sink.received.slice(before)
    expect(mails).toHaveLength(65)
    expect(mails.filter((m) => m.subject === 'Your request to join Big Bulk')).toHaveLength(60)
  })
})
