import { sql } from 'drizzle-orm'
import {
  type ReferenceGoogleServer,
  startReferenceGoogle,
} from '../../../src/reference/google-calendar/server'
import { type RadicaleProcess, startRadicale } from '../../../src/reference/radicale/process'
import { rowsOf } from '../../../src/server/db/sql-helpers'
import { type CalendarSetup, setUpCalendar } from '../../../src/server/modules/calendar'
import { parseMail, type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink'
import { createTestApp, type TestApp } from './test-app'

/**
 * The app with its calendar providers on loopback: the reference Google (OAuth + Calendar
 * API subset) and a real Radicale from Debian's package, started here and stopped after,
 * and an SMTP server that receives what the email module's delivery worker sends.
 * The worker is driven by the test (`drain`), so each step's outcome is read after it ran.
 */
export interface CalendarFixture {
  t: TestApp
  google: ReferenceGoogleServer
  radicale: RadicaleProcess
  smtp: SmtpSink
  calendar: CalendarSetup
  token(email: string): Promise<string>
  /** Runs the calendar worker once, then lets the email delivery worker send what it queued. */
  drain(): Promise<number>
  /** The mails the SMTP server received for an address, oldest first. */
  mailsTo(address: string): ReceivedMail[]
  /** Applications of the user's legal entities whose talent has an email, one per talent. */
  applications(
    userEmail: string,
    n: number,
  ): Promise<Array<{ id: number; talentEmail: string; projectTitle: string }>>
  /** Connects a user to the reference Google through its consent page. */
  connectGoogle(token: string): Promise<Response>
  close(): Promise<void>
}

export async function createCalendarFixture(): Promise<CalendarFixture> {
  const google = await startReferenceGoogle({ accessTtlSeconds: 3600 })
  const radicale = await startRadicale({ users: { max: 'max-secret', anna: 'anna-secret' } })
  const smtp = await startSmtpSink()
  const t = await createTestApp({
    smtpUrl: smtp.url,
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_OAUTH_AUTH_URL: google.authUrl,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
      CALDAV_URL: radicale.url,
      CALENDAR_TIMEOUT_MS: '3000',
    },
  })
  const calendar = await setUpCalendar(t.deps)
  const used = new Set<number>()
  return {
    t,
    google,
    radicale,
    smtp,
    calendar,
    token: async (email) => (await t.login(email)).access_token,
    async drain() {
      const worked = await calendar.worker.runOnce()
      await t.mailIdle()
      return worked
    },
    mailsTo: (address) => smtp.received.filter((m) => m.envelopeTo.includes(address)),
    async applications(userEmail, n) {
      const rows = rowsOf<{ id: number; email: string; title: string; talent_id: number }>(
        await t.database.db.execute(sql`
          SELECT DISTINCT ON (a.talent_id) a.id, t.email, p.title, a.talent_id
          FROM applications a
          JOIN talents t ON t.id = a.talent_id
          JOIN projects p ON p.id = a.project_id
          JOIN msp_legal_entities mle ON mle.legal_entity_id = p.legal_entity_id
          JOIN msps m ON m.id = mle.msp_id AND m.email = ${userEmail}
          WHERE t.email IS NOT NULL
          ORDER BY a.talent_id, a.id`),
      ).filter((r) => !used.has(r.id))
      const chosen = rows.slice(0, n)
      if (chosen.length < n) throw new Error('not enough applications in the seed')
      for (const r of chosen) used.add(r.id)
      return chosen.map((r) => ({ id: Number(r.id), talentEmail: r.email, projectTitle: r.title }))
    },
    async connectGoogle(token) {
      const start = await t.request('/api/msp/calendar/authorize', { method: 'POST', token })
      const { url } = (await start.json()) as { url: string }
      const consent = new URL(url)
      const decide = await fetch(`${google.url}/o/oauth2/v2/auth/decide`, {
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
      return t.request('/api/msp/calendar/token', {
        method: 'POST',
        token,
        json: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      })
    },
    async close() {
      await calendar.stop()
      await t.close()
      await google.stop()
      await radicale.stop()
      await smtp.close()
    },
  }
}

type MimePart = Pick<ReceivedMail, 'headers' | 'subject' | 'body'>

/** A received mail's leaf MIME parts (multipart bodies split on their boundaries), decoded. */
export function mimeParts(raw: string): MimePart[] {
  const mail = parseMail(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.headers['content-type'] ?? '')?.[1]
  if (!boundary) return [mail]
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4)
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')))
}
