import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import type { Plan } from '../../../src/reference/vms/model'
import { type ReferenceVmsProcess, startReferenceVms } from '../../../src/reference/vms/process'
import { rowsOf } from '../../../src/server/db/sql-helpers'
import { fileStorage } from '../../../src/server/integrations/files/storage'
import { createHttpVmsDriver } from '../../../src/server/integrations/vms/drivers/http-driver'
import {
  createVmsConnections,
  createVmsDispatcher,
  createVmsPoller,
  type VmsDispatcher,
} from '../../../src/server/modules/vms'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app'

export interface VmsFixture {
  t: TestApp
  vms: ReferenceVmsProcess
  dispatcher: VmsDispatcher
  /** The app over HTTP on loopback (the reference VMS posts its webhooks here). */
  appUrl: string
  legalEntityId: number
  /** The recruiter of the VMS legal entity (application manage). */
  token: string
  /** Waits until `check` holds (polling the database), failing after `ms`. */
  until<T>(check: () => Promise<T | null | undefined | false>, ms?: number): Promise<T>
  /** Moves the clocks of the app and the dispatcher (retries become due). */
  advance(ms: number): void
  /** Back to the wall clock. */
  resetClock(): void
  /** Starts the reference VMS again on its port, with its data file (after a kill). */
  restartVms(): Promise<void>
  close(): Promise<void>
}

export interface VmsFixtureOptions {
  paceMs?: number
  plan?: Plan
  timeoutMs?: number
  tokenTtlSeconds?: number
  webhookConcurrency?: number
  /** No webhook URL: events come only through the pull feed. */
  noWebhook?: boolean
  app?: TestAppOptions
  concurrency?: number
  /** The reference VMS's data log (so it survives a restart); default in memory. */
  dataFile?: string
  /**
   * Runs the pull fallback every this many ms, as the server does (VMS_POLL_MS): events the
   * VMS recorded but never pushed (it died with them queued) arrive through the feed.
   * Default: no poller, so webhook tests see only what was pushed.
   */
  pollIntervalMs?: number
}

/**
 * The real app on a fresh database, served on loopback, connected to a reference VMS
 * process for Acme Staffing GmbH (the demo's legal entity with a VMS), with the dispatcher
 * delivering after commits. The reference VMS knows every requisition of our projects.
 */
export async function createVmsFixture(o: VmsFixtureOptions = {}): Promise<VmsFixture> {
  const t = await createTestApp(o.app ?? { seed: { talents: 160, projects: 12 } })
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const [le] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT id FROM legal_entities WHERE name = 'Acme Staffing GmbH'`),
  )
  const legalEntityId = Number(le.id)
  // The seed fills projects close to their limit; tests that need one set it themselves.
  await t.database.db.execute(
    sql`UPDATE projects SET max_submissions = -1 WHERE legal_entity_id = ${legalEntityId}`,
  )
  const vmsOptions = {
    paceMs: o.paceMs ?? 100,
    plan: o.plan ?? 'hire',
    tokenTtlSeconds: o.tokenTtlSeconds ?? 300,
    webhookConcurrency: o.webhookConcurrency ?? 2,
    webhookUrl: o.noWebhook ? null : `${appUrl}/api/vms/webhook?legalEntity=${legalEntityId}`,
    dataFile: o.dataFile ?? null,
  }
  const vms = await startReferenceVms(vmsOptions)
  const requisitions = rowsOf<Record<string, unknown>>(
    await t.database.db.execute(sql`
      SELECT vms_job_id, title, rate_max, currency, rate_unit, max_submissions FROM projects
      WHERE legal_entity_id = ${legalEntityId} AND vms_job_id IS NOT NULL`),
  )
  await vms.requisitions(
    requisitions.map((r) => ({
      id: String(r.vms_job_id),
      title: String(r.title),
      status: 'open' as const,
      rateMax: r.rate_max === null ? null : Number(r.rate_max),
      currency: String(r.currency ?? 'EUR'),
      unit: String(r.rate_unit ?? 'HR'),
      maxSubmissions: -1,
      requiresCv: true,
    })),
  )
  let offset = 0
  const now = () => new Date(Date.now() + offset)
  t.setNow(undefined)
  t.deps.now = now
  const connections = createVmsConnections([
    {
      legalEntityId,
      baseUrl: vms.url,
      driver: createHttpVmsDriver({
        baseUrl: vms.url,
        clientId: vms.clientId,
        clientSecret: vms.clientSecret,
        webhookSecret: vms.webhookSecret,
        timeoutMs: o.timeoutMs ?? 2000,
      }),
    },
  ])
  const dispatcher = createVmsDispatcher({
    db: t.database.db,
    logger: t.deps.logger,
    connections,
    storage: fileStorage(t.deps.env.DATA_DIR),
    now,
    pollMs: 100,
    leaseMs: 10_000,
    concurrency: o.concurrency ?? 8,
    exclusive: true,
  })
  t.deps.vms = { connections, dispatcher }
  await dispatcher.start()
  const poller = o.pollIntervalMs
    ? createVmsPoller({
        db: t.database.db,
        logger: t.deps.logger,
        connections,
        intervalMs: o.pollIntervalMs,
        now,
      })
    : null
  poller?.start()
  const { access_token: token } = await t.login('max.recruiter@acme.test')
  const fixture: VmsFixture = {
    t,
    vms,
    dispatcher,
    appUrl,
    legalEntityId,
    token,
    advance: (ms) => {
      offset += ms
    },
    resetClock: () => {
      offset = 0
    },
    async until(check, ms = 20_000) {
      const deadline = Date.now() + ms
      for (;;) {
        const value = await check()
        if (value) return value as never
        if (Date.now() > deadline) {
          const log = t.logLines
            .filter((l) => !l.includes('"msg":"request"'))
            .slice(-15)
            .join('')
          throw new Error(`condition not reached in time; last log lines:\n${log}`)
        }
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    async restartVms() {
      fixture.vms = await startReferenceVms({
        ...vmsOptions,
        port: vms.port,
        clientId: vms.clientId,
        clientSecret: vms.clientSecret,
        webhookSecret: vms.webhookSecret,
      })
    },
    async close() {
      await poller?.stop()
      await dispatcher.stop()
      await fixture.vms.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await t.close()
    },
  }
  return fixture
}

/** Active applications of the VMS legal entity's projects with a requisition, with their facts. */
export async function sendableApplications(f: VmsFixture) {
  return rowsOf<{
    id: number
    project_id: number
    talent_id: number
    rate: string | null
    email: string | null
  }>(
    await f.t.database.db.execute(sql`
      SELECT a.id, a.project_id, a.talent_id, a.rate, t.email FROM applications a
      JOIN projects p ON p.id = a.project_id JOIN talents t ON t.id = a.talent_id
      WHERE p.legal_entity_id = ${f.legalEntityId} AND p.vms_job_id IS NOT NULL AND a.status = 'a'
        AND t.state = 'ACTIVE'
      ORDER BY a.project_id, a.id`),
  )
}

/**
 * Makes applications pass the send rules a user would fix by hand: a rate inside the
 * project's range in its unit and currency, and every mandatory screening question answered.
 */
export async function makeSendable(f: VmsFixture, ids: number[]) {
  const db = f.t.database.db
  await db.execute(sql`
    UPDATE applications a SET rate = coalesce(p.rate_min, 50), rate_unit = coalesce(p.rate_unit, 'HR'),
      currency = coalesce(p.currency, 'EUR')
    FROM projects p WHERE p.id = a.project_id AND a.id = ANY(${`{${ids.join(',')}}`}::int[])`)
  await db.execute(sql`
    INSERT INTO answers (application_id, question_id, group_id, type, value)
    SELECT a.id, q.id, NULL, 'text', 'yes' FROM applications a JOIN projects p ON p.id = a.project_id
    JOIN questions q ON q.mandatory AND q.msp_visibility AND NOT q.hide AND q.parent_question_id IS NULL
      AND (q.project_id = a.project_id OR (q.project_id IS NULL AND q.legal_entity_id = p.legal_entity_id))
    WHERE a.id = ANY(${`{${ids.join(',')}}`}::int[])
    ON CONFLICT DO NOTHING`)
}
