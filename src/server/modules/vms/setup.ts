import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Requisition } from '../../../reference/vms/model'
import { type ReferenceVmsProcess, startReferenceVms } from '../../../reference/vms/process'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { Env } from '../../env'
import { fileStorage } from '../../integrations/files/storage'
import { createHttpVmsDriver } from '../../integrations/vms/drivers/http-driver'
import type { Logger } from '../../kernel/logger'
import { createVmsDispatcher, type VmsDispatcher } from './dispatcher'
import { createVmsConnections, type VmsRuntime } from './runtime'
import { createVmsPoller, type VmsPoller } from './sync-service'

export interface VmsSetup {
  runtime: VmsRuntime
  dispatcher: VmsDispatcher
  poller: VmsPoller
  reference: ReferenceVmsProcess | null
  /** After the server listens: the worker, the poller (the webhook can reach us now). */
  start(): Promise<void>
  stop(): Promise<void>
}

/** The legal entity VMS_LEGAL_ENTITY names (id or exact name), else the first one with a VMS type. */
async function targetLegalEntity(db: Db, wanted: string | undefined) {
  const rows = rowsOf<{ id: number; name: string; vms_type: string }>(
    await db.execute(sql`
      SELECT id, name, coalesce(config->>'vmsType', 'none') AS vms_type FROM legal_entities ORDER BY id`),
  )
  if (wanted) return rows.find((r) => String(r.id) === wanted || r.name === wanted) ?? null
  return rows.find((r) => r.vms_type !== 'none') ?? null
}

/** The client's requisitions as the reference VMS should know them: our projects' VMS job ids. */
async function requisitionsOf(db: Db, legalEntityId: number): Promise<Requisition[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT vms_job_id, title, status, freelancer_visible, rate_max, currency, rate_unit, max_submissions
      FROM projects WHERE legal_entity_id = ${legalEntityId} AND vms_job_id IS NOT NULL AND NOT is_template`),
  )
  return rows.map((r) => ({
    id: String(r.vms_job_id),
    title: String(r.title),
    status: r.status === 'ACTIVE' && r.freelancer_visible ? 'open' : 'closed',
    rateMax: r.rate_max === null ? null : Number(r.rate_max),
    currency: String(r.currency ?? 'EUR'),
    unit: String(r.rate_unit ?? 'HR'),
    maxSubmissions: Number(r.max_submissions),
    requiresCv: true,
  }))
}

/**
 * The VMS connections of this process (issue 20 §3): VMS_URL and its credentials point a legal
 * entity at a VMS; without it `npm start` starts the reference VMS on loopback for the demo's
 * legal entity with a VMS, so the embedded default really talks HTTP (and restarts it if it
 * dies). No legal entity is shown as connected without a driver that answers.
 */
export async function setUpVms(o: {
  env: Env
  db: Db
  logger: Logger
  exclusive: boolean
}): Promise<VmsSetup> {
  const { env, db, logger } = o
  const target = await targetLegalEntity(db, env.VMS_LEGAL_ENTITY)
  let reference: ReferenceVmsProcess | null = null
  let stopping = false
  let connection: { url: string; clientId: string; clientSecret: string; webhookSecret: string } | null = null
  if (target && env.VMS_URL && env.VMS_CLIENT_ID && env.VMS_CLIENT_SECRET && env.VMS_WEBHOOK_SECRET) {
    connection = {
      url: env.VMS_URL,
      clientId: env.VMS_CLIENT_ID,
      clientSecret: env.VMS_CLIENT_SECRET,
      webhookSecret: env.VMS_WEBHOOK_SECRET,
    }
  } else if (target && env.VMS_REFERENCE === 'true' && !env.VMS_URL) {
    const options = {
      port: env.VMS_REFERENCE_PORT,
      dataFile: join(resolve(env.DATA_DIR), 'reference-vms', 'data.jsonl'),
      clientSecret: randomBytes(18).toString('base64url'),
      webhookSecret: randomBytes(24).toString('base64url'),
      webhookUrl: `http://127.0.0.1:${env.PORT}/api/vms/webhook?legalEntity=${target.id}`,
      paceMs: env.VMS_REFERENCE_PACE_MS,
      rejectEvery: 4,
    }
    reference = await startReferenceVms(options)
    await reference.requisitions(await requisitionsOf(db, target.id))
    const keepAlive = (proc: ReferenceVmsProcess) => {
      void proc.exited.then((code) => {
        if (stopping) return
        logger.warn('reference VMS stopped; starting it again in 2 s', { code })
        setTimeout(() => {
          if (stopping) return
          startReferenceVms({ ...options, port: proc.port })
            .then((next) => {
              reference = next
              keepAlive(next)
              logger.info('reference VMS started again', { url: next.url })
            })
            .catch((error: unknown) => {
              logger.error('reference VMS could not be started again', { error: String(error) })
              keepAlive(proc)
            })
        }, 2000)
      })
    }
    keepAlive(reference)
    connection = {
      url: reference.url,
      clientId: reference.clientId,
      clientSecret: reference.clientSecret,
      webhookSecret: reference.webhookSecret,
    }
    logger.info('reference VMS started', {
      url: reference.url,
      legalEntity: target.name,
      paceMs: options.paceMs,
    })
  }
  const connections = createVmsConnections(
    target && connection
      ? [
          {
            legalEntityId: Number(target.id),
            baseUrl: connection.url.replace(/\/+$/, ''),
            driver: createHttpVmsDriver({
              baseUrl: connection.url,
              clientId: connection.clientId,
              clientSecret: connection.clientSecret,
              webhookSecret: connection.webhookSecret,
              timeoutMs: env.VMS_TIMEOUT_MS,
            }),
          },
        ]
      : [],
  )
  const dispatcher = createVmsDispatcher({
    db,
    logger,
    connections,
    storage: fileStorage(env.DATA_DIR),
    concurrency: env.VMS_CONCURRENCY,
    leaseMs: Math.max(30_000, env.VMS_TIMEOUT_MS * 3),
    exclusive: o.exclusive,
  })
  const poller = createVmsPoller({ db, logger, connections, intervalMs: env.VMS_POLL_MS })
  return {
    runtime: { connections, dispatcher },
    dispatcher,
    poller,
    get reference() {
      return reference
    },
    async start() {
      await dispatcher.start()
      poller.start()
    },
    async stop() {
      stopping = true
      await poller.stop()
      await dispatcher.stop()
      await reference?.stop()
    },
  }
}
