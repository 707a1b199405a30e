import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { Logger } from '../../kernel/logger'
import { type IngestResult, ingestEvents } from './events-service'
import type { VmsConnection, VmsConnections } from './runtime'

/** Events the VMS pushed or we pulled, and the state of both ways per legal entity. */

async function clientOf(db: Db, legalEntityId: number): Promise<number | null> {
  const [row] = rowsOf<{ client_id: number }>(
    await db.execute(sql`SELECT client_id FROM legal_entities WHERE id = ${legalEntityId}`),
  )
  return row ? Number(row.client_id) : null
}

async function noteSync(db: Db, legalEntityId: number, set: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`
    INSERT INTO vms_sync_state (legal_entity_id) VALUES (${legalEntityId}) ON CONFLICT (legal_entity_id) DO NOTHING`)
  await db.execute(sql`UPDATE vms_sync_state SET ${set} WHERE legal_entity_id = ${legalEntityId}`)
}

export type WebhookAnswer =
  | { ok: true; result: IngestResult }
  | { ok: false; status: 401 | 404; reason: string }

/**
 * POST vms/webhook/{legalEntityId} (docs/vms-protocol.md §3.1): checked against the legal
 * entity's webhook secret and replay window before anything is stored; a refusal is counted
 * on the sync board.
 */
export async function receiveWebhook(
  db: Db,
  connections: VmsConnections | undefined,
  legalEntityId: number,
  headers: Headers,
  body: Uint8Array,
  now: () => Date,
): Promise<WebhookAnswer> {
  const conn = connections?.get(legalEntityId)
  const clientId = conn ? await clientOf(db, legalEntityId) : null
  if (!conn || clientId === null) return { ok: false, status: 404, reason: 'no VMS connection' }
  const events = conn.driver.verifyWebhook(headers, body, now())
  if (!events) {
    const reason = `Refused a webhook request at ${now().toISOString()}: bad signature or outside the replay window.`
    await noteSync(
      db,
      legalEntityId,
      sql`webhook_refused = webhook_refused + 1, last_webhook_error = ${reason}`,
    )
    return { ok: false, status: 401, reason }
  }
  const result = await ingestEvents(db, { clientId, legalEntityId, events, via: 'webhook', now })
  await noteSync(db, legalEntityId, sql`last_webhook_at = ${now().toISOString()}::timestamptz`)
  return { ok: true, result }
}

/** Pulls the feed of one VMS from the stored cursor until it is read to the end. */
export async function pollConnection(db: Db, conn: VmsConnection, now: () => Date): Promise<IngestResult> {
  const total: IngestResult = { received: 0, fresh: 0, applied: 0, unmapped: 0 }
  const clientId = await clientOf(db, conn.legalEntityId)
  if (clientId === null) return total
  try {
    for (let page = 0; page < 1000; page++) {
      const [state] = rowsOf<{ cursor: string | null }>(
        await db.execute(
          sql`SELECT cursor FROM vms_sync_state WHERE legal_entity_id = ${conn.legalEntityId}`,
        ),
      )
      const { events, cursor } = await conn.driver.fetchEvents(state?.cursor ?? null)
      const result = await ingestEvents(db, {
        clientId,
        legalEntityId: conn.legalEntityId,
        events,
        via: 'poll',
        now,
      })
      for (const k of ['received', 'fresh', 'applied', 'unmapped'] as const) total[k] += result[k]
      // Stored after the events: a crash in between reads them again, and duplicates are dropped.
      await noteSync(
        db,
        conn.legalEntityId,
        sql`cursor = ${cursor}, last_poll_at = ${now().toISOString()}::timestamptz, last_poll_error = NULL`,
      )
      if (events.length < 500) break
    }
  } catch (error) {
    await noteSync(
      db,
      conn.legalEntityId,
      sql`last_poll_at = ${now().toISOString()}::timestamptz, last_poll_error = ${String((error as Error).message ?? error)}`,
    )
    throw error
  }
  return total
}

export interface VmsPoller {
  start(): void
  stop(): Promise<void>
  /** Polls every connection now (also what start does first). */
  pollAll(): Promise<void>
}

/** The pull fallback: every connection's feed at start and then every `intervalMs`. */
export function createVmsPoller(o: {
  db: Db
  logger: Logger
  connections: VmsConnections
  intervalMs: number
  now?: () => Date
}): VmsPoller {
  const now = o.now ?? (() => new Date())
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  const pollAll = async () => {
    for (const conn of o.connections.list())
      try {
        const r = await pollConnection(o.db, conn, now)
        if (r.fresh > 0) o.logger.info('vms events pulled', { legalEntityId: conn.legalEntityId, ...r })
      } catch (error) {
        o.logger.warn('vms poll failed', { legalEntityId: conn.legalEntityId, error: String(error) })
      }
  }
  const tick = () => {
    running = pollAll().finally(() => {
      if (timer) timer = setTimeout(tick, o.intervalMs)
    })
  }
  return {
    start() {
      if (timer || o.connections.list().length === 0) return
      timer = setTimeout(tick, 0)
    },
    async stop() {
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
    pollAll,
  }
}
