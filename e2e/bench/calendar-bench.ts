import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { startReferenceGoogle } from '../../src/reference/google-calendar/server'
import { createApp } from '../../src/server/app'
import { openPglite } from '../../src/server/db/client'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { AppDeps } from '../../src/server/deps'
import { readEnv } from '../../src/server/env'
import { createOutboxTransport } from '../../src/server/integrations/mail/drivers/outbox'
import { createLogger } from '../../src/server/kernel/logger'
import { loadSigningKey } from '../../src/server/modules/auth/tokens'
import { setUpCalendar } from '../../src/server/modules/calendar'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts'
import { seedDemo } from '../../src/server/seed/seed-demo'
import { type BenchRow, percentile } from './report'

/**
 * Calendar bench (issue 24's budget): free/busy slots for 5 participants over 14 days, each
 * with a connected calendar on the reference Google (loopback) holding 112 events (one every 3 hours, every fifth tentative), through
 * the real route (`GET /api/calendar/slots`), p95 of 40 calls.
 */
const PARTICIPANTS = [
  'anna.admin@acme.test',
  'max.recruiter@acme.test',
  'nina.lead@acme.test',
  'tom.viewer@acme.test',
  'lea.sourcer@acme.test',
]

export async function measureCalendar(log: (msg: string) => void): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-bench-'))
  const google = await startReferenceGoogle()
  const env = readEnv({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:1',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_AUTH_URL: google.authUrl,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_CALENDAR_API_URL: google.apiUrl,
    CALENDAR_RADICALE: 'false',
  })
  const database = await openPglite(join(dir, 'pglite'))
  await database.migrate()
  const { db } = database
  await seedDemo(db, { talents: 500, projects: 20 })
  const deps: AppDeps = {
    db,
    env,
    logger: createLogger('silent'),
    mailTransport: createOutboxTransport(),
    signingKey: await loadSigningKey(db, 'bench-secret-bench-secret-bench-secret-00'),
  }
  const calendar = await setUpCalendar(deps)
  const app = createApp(deps)
  try {
    // Every participant may use the calendar (the bench is about the providers' answers).
    await db.execute(
      sql`UPDATE msps SET permissions = permissions || 'c' WHERE position('c' in permissions) = 0`,
    )
    const tokens: string[] = []
    const ids: number[] = []
    for (const email of PARTICIPANTS) {
      const res = await app.request('/api/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      })
      const token = ((await res.json()) as { access_token: string }).access_token
      tokens.push(token)
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      const start = (await (
        await app.request('/api/msp/calendar/authorize', { method: 'POST', headers: auth })
      ).json()) as { url: string }
      const u = new URL(start.url)
      const decide = await fetch(`${google.url}/o/oauth2/v2/auth/decide`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          client_id: u.searchParams.get('client_id') ?? '',
          redirect_uri: u.searchParams.get('redirect_uri') ?? '',
          state: u.searchParams.get('state') ?? '',
          code_challenge: u.searchParams.get('code_challenge') ?? '',
          decision: 'allow',
        }),
      })
      const back = new URL(decide.headers.get('location') ?? '')
      const done = await app.request('/api/msp/calendar/token', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
      })
      if (done.status !== 200) throw new Error(`connect ${email}: ${done.status} ${await done.text()}`)
      const me = (await (await app.request('/api/msp', { headers: auth })).json()) as { id: number }
      ids.push(me.id)
    }
    // 112 busy events over the 14 days (one every 3 hours) in the shared reference account.
    for (let i = 0; i < 112; i++) {
      const start = new Date(Date.now() + i * 3 * 3_600_000)
      await google.admin('POST', '/busy', {
        start: start.toISOString(),
        end: new Date(start.getTime() + 45 * 60_000).toISOString(),
        status: i % 5 === 0 ? 'tentative' : 'confirmed',
      })
    }
    const [application] = rowsOf<{ id: number }>(
      await db.execute(sql`
        SELECT a.id FROM applications a JOIN projects p ON p.id = a.project_id
        WHERE p.legal_entity_id IN (SELECT legal_entity_id FROM msp_legal_entities mle JOIN msps m ON m.id = mle.msp_id WHERE m.email = 'anna.admin@acme.test')
        ORDER BY a.id LIMIT 1`),
    )
    const path = `/api/calendar/slots?applicationId=${application.id}&duration=60&timeZone=Europe%2FBerlin&participants=${ids.slice(1).join(',')}`
    const times: number[] = []
    let slots = 0
    for (let i = 0; i < 45; i++) {
      const t0 = performance.now()
      const res = await app.request(path, { headers: { authorization: `Bearer ${tokens[0]}` } })
      const body = (await res.json()) as { slots: unknown[]; participants: { connected: boolean }[] }
      if (res.status !== 200 || body.participants.filter((p) => p.connected).length !== 5)
        throw new Error(`slots: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
      if (i >= 5) times.push(performance.now() - t0)
      slots = body.slots.length
    }
    log(`${slots} slots proposed; median ${Math.round(percentile(times, 50))} ms`)
    return [
      {
        metric: 'calendar: free/busy slots, 5 participants × 14 days (p95)',
        value: Math.round(percentile(times, 95) * 10) / 10,
        unit: 'ms',
        budget: 500,
      },
    ]
  } finally {
    await calendar.stop()
    await database.close()
    await google.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
