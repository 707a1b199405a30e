import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { createCalDavDriver } from '../../src/server/integrations/calendar/drivers/caldav-driver'
import { MAX_ATTEMPTS } from '../../src/server/modules/calendar/worker'
import { type CalendarFixture, createCalendarFixture, mimeParts } from './support/calendar-fixture'

/**
 * Issue 24 §1-§2 against the reference Google (OAuth with PKCE, Calendar API) and a real
 * Radicale: connecting, free/busy and slots, scheduling with the event written after the
 * commit and the talent's invitation in the outbox, reschedule, cancel, and the bad inputs
 * (wrong state, replayed code, provider 500, revoked grant, slot taken).
 */
let f: CalendarFixture
let anna: string
let nina: string
let max: string
beforeAll(async () => {
  f = await createCalendarFixture()
  anna = await f.token('anna.admin@acme.test')
  nina = await f.token('nina.lead@acme.test')
  max = await f.token('max.recruiter@acme.test')
}, 60_000)
afterAll(() => f?.close())

const db = () => f.t.database.db
const req = (method: string, path: string, token: string, json?: unknown) =>
  f.t.request(path, { method, token, json })
type Ev = {
  id: string
  summary: string
  start: string
  end: string
  status: string
  attendees: Array<{ email: string }>
}
const googleEvents = () => f.google.admin<Ev[]>('GET', '/events')
const outbox = async (to: string) =>
  rowsOf<{ subject: string; motivation: string; text_body: string }>(
    await db().execute(
      sql`SELECT subject, motivation, text_body FROM email_outbox WHERE to_address = ${to} ORDER BY id`,
    ),
  )
const count = async (table: 'calendar_interviews' | 'calendar_connections') =>
  Number(rowsOf<{ n: number }>(await db().execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n)

/** A weekday at 10:00 UTC at least `days` ahead. */
function weekdayAt(days: number, hour = 10): Date {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + days)
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1)
  d.setUTCHours(hour, 0, 0, 0)
  return d
}

describe('connecting Google over OAuth', () => {
  it('refuses a callback with a wrong state and stores nothing', async () => {
    const res = await req('POST', '/api/msp/calendar/token', anna, { code: 'whatever', state: 'not-ours' })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('msp.v2.calendar.error.state')
    expect(await count('calendar_connections')).toBe(0)
    const me = await (await req('GET', '/api/msp', anna)).json()
    expect(me.calendar.connectionStatus).toBe('NC')
  })

  it('connects through the consent page: status CN, the calendars listed, the grant sealed at rest', async () => {
    const start = await (await req('POST', '/api/msp/calendar/authorize', anna)).json()
    const url = new URL(start.url)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: f.google.clientId,
      redirect_uri: 'http://workspace.test/calendar/callback',
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      scope: 'https://www.googleapis.com/auth/calendar',
      code_challenge_method: 'S256',
    })
    const res = await f.connectGoogle(anna)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      status: 'CN',
      provider: 'google',
      calendarId: 'recruiter@calendar.reference',
    })
    expect(body.calendars.map((c: { name: string }) => c.name)).toContain('Interviews')
    const me = await (await req('GET', '/api/msp', anna)).json()
    expect(me.calendar.connectionStatus).toBe('CN')
    const [stored] = rowsOf<{ grant_sealed: string }>(
      await db().execute(sql`SELECT grant_sealed FROM calendar_connections`),
    )
    expect(stored.grant_sealed).toMatch(/^v1\./)
    expect(stored.grant_sealed).not.toContain('accessToken')
  })

  it('refuses the same callback twice (state used up) and a replayed code (invalid_grant)', async () => {
    const start = await (await req('POST', '/api/msp/calendar/authorize', nina)).json()
    const consent = new URL(start.url)
    const decide = await fetch(`${f.google.url}/o/oauth2/v2/auth/decide`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        client_id: consent.searchParams.get('client_id') ?? '',
        redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
        state: consent.searchParams.get('state') ?? '',
        code_challenge: consent.searchParams.get('code_challenge') ?? '',
        decision: 'allow',
      }),
    })
    const back = new URL(decide.headers.get('location') ?? '')
    const code = back.searchParams.get('code')
    const first = await req('POST', '/api/msp/calendar/token', nina, {
      code,
      state: back.searchParams.get('state'),
    })
    expect(first.status).toBe(200)
    const again = await req('POST', '/api/msp/calendar/token', nina, {
      code,
      state: back.searchParams.get('state'),
    })
    expect((await again.json()).error).toBe('msp.v2.calendar.error.state')
    // The code again under a fresh state: the provider refuses it.
    const fresh = new URL((await (await req('POST', '/api/msp/calendar/authorize', nina)).json()).url)
    const replay = await req('POST', '/api/msp/calendar/token', nina, {
      code,
      state: fresh.searchParams.get('state'),
    })
    expect(replay.status).toBe(400)
    expect((await replay.json()).error).toBe('msp.v2.calendar.error.code')
  })
})

describe('free/busy and scheduling', () => {
  it('proposes slots for 14 days around the busy time, tentative events included', async () => {
    const day = weekdayAt(2)
    await f.google.admin('POST', '/busy', {
      start: day.toISOString(),
      end: new Date(day.getTime() + 3_600_000).toISOString(),
      status: 'tentative',
    })
    const [a] = await f.applications('anna.admin@acme.test', 1)
    const res = await req('GET', `/api/calendar/slots?applicationId=${a.id}&duration=60&timeZone=UTC`, anna)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.participants).toEqual([{ id: expect.any(Number), name: 'Anna Admin', connected: true }])
    const starts = body.slots.map((s: { startsAt: string }) => s.startsAt)
    expect(starts).not.toContain(day.toISOString())
    expect(starts).not.toContain(new Date(day.getTime() - 30 * 60_000).toISOString())
    expect(starts).toContain(new Date(day.getTime() + 3_600_000).toISOString())
    expect(Date.parse(body.slots.at(-1).endsAt) - Date.parse(body.from)).toBeLessThanOrEqual(14 * 86_400_000)
  })

  it('offers the talent and the recruiters of the project as participants, and the slots read their calendars', async () => {
    const [a] = await f.applications('anna.admin@acme.test', 1)
    const res = await req('GET', `/api/calendar/participants?applicationId=${a.id}`, anna)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      talent: { name: string; hasEmail: boolean }
      organizer: { id: number; name: string; connected: boolean }
      recruiters: Array<{ id: number; name: string; onTeam: boolean; connected: boolean }>
    }
    expect(body.talent).toMatchObject({ hasEmail: true })
    expect(body.organizer).toMatchObject({ name: 'Anna Admin', connected: true })
    expect(body.recruiters.map((r) => r.name)).not.toContain('Anna Admin')
    // Nina connected her Google calendar above; the team comes first.
    const nina = body.recruiters.find((r) => r.name === 'Nina Schulz')
    expect(nina).toMatchObject({ connected: true })
    const onTeam = body.recruiters.map((r) => r.onTeam)
    expect(onTeam).toEqual([...onTeam].sort((x, y) => Number(y) - Number(x)))
    expect(body.recruiters.filter((r) => r.name !== 'Nina Schulz').every((r) => !r.connected)).toBe(true)

    // The chooser's ids are what the slots take: Nina's calendar is asked too.
    const slots = await req(
      'GET',
      `/api/calendar/slots?applicationId=${a.id}&duration=60&timeZone=UTC&participants=${nina?.id}`,
      anna,
    )
    expect(slots.status).toBe(200)
    expect(
      (await slots.json()).participants.map((p: { id: number; name: string }) => [p.id, p.name]),
    ).toEqual([
      [body.organizer.id, 'Anna Admin'],
      [nina?.id, 'Nina Schulz'],
    ])
    // Another client's application: 404; without the calendar permission: 403.
    expect((await req('GET', '/api/calendar/participants?applicationId=999999', anna)).status).toBe(404)
    expect((await req('GET', `/api/calendar/participants?applicationId=${a.id}`, max)).status).not.toBe(200)
  })

  it('creates the event after the commit, mails the talent an invitation, moves and cancels it', async () => {
    const [a] = await f.applications('anna.admin@acme.test', 1)
    // A talent who speaks German best (and some English): the mails and the confirmation page are German.
    await f.t.database.db.execute(sql`DELETE FROM talent_languages
      WHERE talent_id = (SELECT talent_id FROM applications WHERE id = ${a.id})`)
    await f.t.database.db.execute(sql`INSERT INTO talent_languages (talent_id, iso, proficiency)
      SELECT talent_id, l.iso, l.p FROM applications, (VALUES ('en', 1), ('de', 3)) AS l(iso, p) WHERE id = ${a.id}`)
    const at = weekdayAt(3, 13)
    const res = await req('POST', '/api/calendar/interviews', anna, {
      applicationId: a.id,
      startsAt: at.toISOString(),
      duration: 45,
    })
    expect(res.status).toBe(201)
    const created = await res.json()
    expect(created).toMatchObject({ status: 'uc', syncState: 'pending', invited: false })
    // Nothing in the calendar until the worker ran after the commit.
    expect((await googleEvents()).filter((e) => e.start === at.toISOString())).toHaveLength(0)
    await f.drain()
    const events = (await googleEvents()).filter((e) => e.start === at.toISOString())
    expect(events).toHaveLength(1)
    expect(events[0].attendees.map((x) => x.email)).toEqual([a.talentEmail])
    expect(events[0].end).toBe(new Date(at.getTime() + 45 * 60_000).toISOString())
    const [listed] = await (await req('GET', `/api/calendar/interviews?applicationId=${a.id}`, anna)).json()
    expect(listed).toMatchObject({ id: created.id, status: 'uc', syncState: 'done', invited: true })
    expect((await outbox(a.talentEmail)).map((m) => m.motivation)).toEqual(['interviewInvite'])
    // The talent's mail client gets the invitation with its calendar part (iMIP REQUEST).
    const [invite] = f.mailsTo(a.talentEmail)
    expect(invite.subject).toContain(a.projectTitle)
    expect(invite.subject).toMatch(/^Einladung/)
    const ics = mimeParts(invite.raw).find((p) => p.headers['content-type']?.startsWith('text/calendar'))
    expect(ics?.headers['content-type']).toMatch(/method=REQUEST/i)
    expect(ics?.body).toContain('METHOD:REQUEST')
    expect(ics?.body).toContain(
      `DTSTART:${at
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    )
    // Content lines are folded at 75 octets (RFC 5545 §3.1): unfolded, the talent is an attendee.
    expect(ics?.body.replace(/\r?\n[ \t]/g, '')).toContain(`RSVP=TRUE:mailto:${a.talentEmail}`)

    const moved = weekdayAt(4, 14)
    const put = await req('PUT', `/api/calendar/interviews/${created.id}`, anna, {
      startsAt: moved.toISOString(),
      duration: 60,
    })
    expect(put.status).toBe(200)
    await f.drain()
    const after = (await googleEvents()).find((e) => e.id === events[0].id)
    expect(after).toMatchObject({ start: moved.toISOString(), status: 'confirmed' })
    // The invitation carries the talent's confirmation link; the recruiter can copy the same.
    const link = /https?:\/\/\S+\/interview\/confirm\/(\S+)/.exec((await outbox(a.talentEmail))[0].text_body)
    expect(link).not.toBeNull()
    const token = link?.[1] ?? ''
    const copied = await (
      await req('GET', `/api/calendar/interviews/${created.id}/confirmationLink`, anna)
    ).json()
    expect(copied.url).toBe(link?.[0])
    // Opened without signing in: what to confirm, then confirmed; a forged token names nothing.
    const shown = await f.t.request('/api/interviewConfirmation/show', { method: 'POST', json: { token } })
    expect(await shown.json()).toMatchObject({ status: 'uc', startsAt: moved.toISOString(), language: 'de' })
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`
    expect(
      (await f.t.request('/api/interviewConfirmation/confirm', { method: 'POST', json: { token: forged } }))
        .status,
    ).toBe(404)
    const byTalent = await f.t.request('/api/interviewConfirmation/confirm', {
      method: 'POST',
      json: { token },
    })
    expect(await byTalent.json()).toMatchObject({ status: 'cf' })
    const [afterTalent] = await (
      await req('GET', `/api/calendar/interviews?applicationId=${a.id}`, anna)
    ).json()
    expect(afterTalent.status).toBe('cf')
    // The talent said yes (by phone, by mail): the recruiter marks it confirmed (§4 cf).
    const confirm = await req('POST', `/api/calendar/interviews/${created.id}/confirm`, anna)
    expect(confirm.status).toBe(200)
    expect(await confirm.json()).toMatchObject({ id: created.id, status: 'cf' })
    const cancel = await req('POST', `/api/calendar/interviews/${created.id}/cancel`, anna)
    expect((await cancel.json()).status).toBe('cn')
    // A cancelled interview cannot be confirmed any more.
    expect((await req('POST', `/api/calendar/interviews/${created.id}/confirm`, anna)).status).toBe(409)
    expect(
      (await f.t.request('/api/interviewConfirmation/confirm', { method: 'POST', json: { token } })).status,
    ).toBe(409)
    await f.drain()
    expect((await googleEvents()).find((e) => e.id === events[0].id)?.status).toBe('cancelled')
    expect((await outbox(a.talentEmail)).map((m) => m.motivation)).toEqual([
      'interviewInvite',
      'interviewUpdate',
      'interviewCancel',
    ])
    const cancelled = f.mailsTo(a.talentEmail).at(-1)
    const cancelIcs = mimeParts(cancelled?.raw ?? '').find((p) =>
      p.headers['content-type']?.startsWith('text/calendar'),
    )
    expect(cancelIcs?.body).toContain('METHOD:CANCEL')
    expect(f.mailsTo(a.talentEmail)).toHaveLength(3)
  })

  it('refuses a slot taken meanwhile in the calendar or here, creating nothing', async () => {
    const [a, b] = await f.applications('anna.admin@acme.test', 2)
    const at = weekdayAt(5, 9)
    const first = await req('POST', '/api/calendar/interviews', anna, {
      applicationId: a.id,
      startsAt: at.toISOString(),
      duration: 60,
    })
    expect(first.status).toBe(201)
    const before = await count('calendar_interviews')
    // Booked here, its event not written yet.
    const clash = await req('POST', '/api/calendar/interviews', anna, {
      applicationId: b.id,
      startsAt: new Date(at.getTime() + 30 * 60_000).toISOString(),
      duration: 30,
    })
    expect(clash.status).toBe(409)
    expect((await clash.json()).error).toBe('msp.v2.calendar.error.slot.taken')
    // Taken in the calendar by someone else after the slots were proposed.
    const later = weekdayAt(5, 15)
    await f.google.admin('POST', '/busy', {
      start: later.toISOString(),
      end: new Date(later.getTime() + 3_600_000).toISOString(),
    })
    const taken = await req('POST', '/api/calendar/interviews', anna, {
      applicationId: b.id,
      startsAt: later.toISOString(),
      duration: 30,
    })
    expect(taken.status).toBe(409)
    expect(await count('calendar_interviews')).toBe(before)
    await f.drain()
  })

  it('a provider answering 500 refuses the booking at once, or retries the event and then shows sending failed', async () => {
    const [a, b] = await f.applications('anna.admin@acme.test', 2)
    await f.google.admin('POST', '/faults', { count: 5, status: 500 })
    const refused = await req('POST', '/api/calendar/interviews', anna, {
      applicationId: a.id,
      startsAt: weekdayAt(6, 11).toISOString(),
      duration: 30,
    })
    expect(refused.status).toBe(502)
    expect((await refused.json()).error).toBe('msp.v2.calendar.error.provider')
    await f.google.admin('POST', '/faults', { count: 0, status: 500 })

    const ok = await req('POST', '/api/calendar/interviews', anna, {
      applicationId: b.id,
      startsAt: weekdayAt(6, 11).toISOString(),
      duration: 30,
    })
    const interview = await ok.json()
    await f.google.admin('POST', '/faults', { count: 1, status: 500 })
    await f.drain()
    let [row] = await (await req('GET', `/api/calendar/interviews?applicationId=${b.id}`, anna)).json()
    expect(row).toMatchObject({ status: 'uc', syncState: 'pending', invited: false })
    expect(row.syncError).toContain('500')
    // Due again after its back-off: done, invited once.
    f.t.setNow(new Date(Date.now() + 60_000))
    await f.drain()
    ;[row] = await (await req('GET', `/api/calendar/interviews?applicationId=${b.id}`, anna)).json()
    expect(row).toMatchObject({ id: interview.id, syncState: 'done', invited: true })

    const [c] = await f.applications('anna.admin@acme.test', 1)
    f.t.setNow(undefined)
    const doomed = await (
      await req('POST', '/api/calendar/interviews', anna, {
        applicationId: c.id,
        startsAt: weekdayAt(7, 11).toISOString(),
        duration: 30,
      })
    ).json()
    await f.google.admin('POST', '/faults', { count: MAX_ATTEMPTS, status: 500 })
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      f.t.setNow(new Date(Date.now() + (i + 1) * 10 * 60_000))
      await f.drain()
    }
    f.t.setNow(undefined)
    const [failed] = await (await req('GET', `/api/calendar/interviews?applicationId=${c.id}`, anna)).json()
    expect(failed).toMatchObject({ id: doomed.id, status: 'sf', syncState: 'failed', invited: false })
    expect(await outbox(c.talentEmail)).toEqual([])
  })
})

describe('CalDAV against Radicale', () => {
  it('refuses wrong credentials, connects, writes the event into the Radicale calendar and removes it on cancel', async () => {
    const wrong = await req('POST', '/api/msp/calendar/caldav', max, {
      url: f.radicale.url,
      username: 'max',
      password: 'nope',
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error).toBe('msp.v2.calendar.error.caldav.login')
    const res = await req('POST', '/api/msp/calendar/caldav', max, {
      url: f.radicale.url,
      username: 'max',
      password: 'max-secret',
    })
    expect(res.status).toBe(200)
    const conn = await res.json()
    expect(conn).toMatchObject({ status: 'CN', provider: 'caldav', account: 'max' })
    const [a] = await f.applications('max.recruiter@acme.test', 1)
    const at = weekdayAt(8, 10)
    const created = await (
      await req('POST', '/api/calendar/interviews', max, {
        applicationId: a.id,
        startsAt: at.toISOString(),
        duration: 60,
      })
    ).json()
    await f.drain()
    const driver = createCalDavDriver({ baseUrl: f.radicale.url, timeoutMs: 3000 })
    const grant = {
      accessToken: Buffer.from('max:max-secret').toString('base64'),
      refreshToken: null,
      expiresAt: null,
    }
    const window = [
      new Date(at.getTime() - 3_600_000).toISOString(),
      new Date(at.getTime() + 7_200_000).toISOString(),
    ] as const
    expect(await driver.freeBusy(grant, conn.calendarId, ...window)).toEqual([
      {
        startsAt: at.toISOString(),
        endsAt: new Date(at.getTime() + 3_600_000).toISOString(),
        tentative: false,
      },
    ])
    // The slot is busy now for the next booking.
    const slots = await (
      await req('GET', `/api/calendar/slots?applicationId=${a.id}&duration=30`, max)
    ).json()
    expect(slots.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(at.toISOString())
    await req('POST', `/api/calendar/interviews/${created.id}/cancel`, max)
    await f.drain()
    expect(await driver.freeBusy(grant, conn.calendarId, ...window)).toEqual([])
  })

  it('counts each occurrence of a recurring event in the window: RRULE on its zone’s wall clock, EXDATE, a moved instance', async () => {
    const conn = await (await req('GET', '/api/msp/calendar', max)).json()
    const berlin = [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]
    // Mondays and Wednesdays 09:00 Berlin since October (summer time), until 11 December;
    // 2 December left out, 7 December moved to 15:00 and only tentative.
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//recurring//EN',
      ...berlin,
      'BEGIN:VEVENT',
      'UID:weekly-standup',
      'DTSTAMP:20261001T000000Z',
      'DTSTART;TZID=Europe/Berlin:20261005T090000',
      'DTEND;TZID=Europe/Berlin:20261005T100000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261211T225959Z',
      'EXDATE;TZID=Europe/Berlin:20261202T090000',
      'SUMMARY:Stand-up',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly-standup',
      'DTSTAMP:20261001T000000Z',
      'RECURRENCE-ID;TZID=Europe/Berlin:20261207T090000',
      'DTSTART;TZID=Europe/Berlin:20261207T150000',
      'DTEND;TZID=Europe/Berlin:20261207T160000',
      'STATUS:TENTATIVE',
      'SUMMARY:Stand-up (moved)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    const put = await fetch(new URL('weekly-standup.ics', conn.calendarId), {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from('max:max-secret').toString('base64')}`,
        'content-type': 'text/calendar; charset=utf-8',
      },
      body: ics,
    })
    expect(put.ok).toBe(true)
    const driver = createCalDavDriver({ baseUrl: f.radicale.url, timeoutMs: 3000 })
    const grant = {
      accessToken: Buffer.from('max:max-secret').toString('base64'),
      refreshToken: null,
      expiresAt: null,
    }
    const busy = await driver.freeBusy(
      grant,
      conn.calendarId,
      '2026-11-30T00:00:00.000Z',
      '2026-12-14T00:00:00.000Z',
    )
    // Winter time: 09:00 Berlin is 08:00 UTC; after UNTIL nothing.
    expect(busy.sort((a, b) => a.startsAt.localeCompare(b.startsAt))).toEqual([
      { startsAt: '2026-11-30T08:00:00.000Z', endsAt: '2026-11-30T09:00:00.000Z', tentative: false },
      { startsAt: '2026-12-07T14:00:00.000Z', endsAt: '2026-12-07T15:00:00.000Z', tentative: true },
      { startsAt: '2026-12-09T08:00:00.000Z', endsAt: '2026-12-09T09:00:00.000Z', tentative: false },
    ])
    // In summer time the same wall clock is 07:00 UTC.
    expect(
      await driver.freeBusy(grant, conn.calendarId, '2026-10-07T00:00:00.000Z', '2026-10-08T00:00:00.000Z'),
    ).toEqual([
      { startsAt: '2026-10-07T07:00:00.000Z', endsAt: '2026-10-07T08:00:00.000Z', tentative: false },
    ])
    await fetch(new URL('weekly-standup.ics', conn.calendarId), {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from('max:max-secret').toString('base64')}` },
    })
  })

  it('a changed password shows as needs reconnecting (AR) within one check', async () => {
    f.radicale.setPassword('max', 'rotated')
    await f.calendar.worker.checkConnections()
    const me = await (await req('GET', '/api/msp', max)).json()
    expect(me.calendar.connectionStatus).toBe('AR')
    const [a] = await f.applications('max.recruiter@acme.test', 1)
    const res = await req('POST', '/api/calendar/interviews', max, {
      applicationId: a.id,
      startsAt: weekdayAt(9).toISOString(),
      duration: 30,
    })
    expect(res.status).toBe(409)
    expect((await res.json()).error).toBe('msp.v2.calendar.error.reconnect')
    f.radicale.setPassword('max', 'max-secret')
  })
})

describe('a revoked Google grant', () => {
  it('is detected (AR), blocks scheduling, and disconnect forgets the grant', async () => {
    await f.google.admin('POST', '/revoke')
    await f.google.admin('POST', '/expireAccess')
    await f.calendar.worker.checkConnections()
    const conn = await (await req('GET', '/api/msp/calendar', anna)).json()
    expect(conn.status).toBe('AR')
    const [a] = await f.applications('anna.admin@acme.test', 1)
    const res = await req('GET', `/api/calendar/slots?applicationId=${a.id}`, anna)
    expect(res.status).toBe(409)
    const off = await (await req('PUT', '/api/msp/calendar/disconnect', anna)).json()
    expect(off).toMatchObject({ status: 'NC', provider: null, calendarId: null })
    expect(
      rowsOf(
        await db().execute(
          sql`SELECT 1 FROM calendar_connections WHERE msp_id = (SELECT id FROM msps WHERE email = 'anna.admin@acme.test')`,
        ),
      ),
    ).toHaveLength(0)
  })
})
