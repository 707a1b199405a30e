import { sql } from 'drizzle-orm'
import { hasRawToken } from '../../../shared/domain/email'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { IcalEvent, MailTransport } from '../../integrations/mail/port'
import type { Logger } from '../../kernel/logger'
import { type EmailHistoryEvent, insertEmailHistory } from './email-sql'
import { suppress } from './suppression-service'

/**
 * The delivery worker (issue 19 §3, ARCHITECTURE "the outbox is the queue"): one per server
 * process. It claims due messages (queued ones, and held ones whose undo window is over) with
 * FOR UPDATE SKIP LOCKED, marks them `sending` and commits, hands them to the transport
 * outside any transaction, then records the outcome. A server killed between the hand-over
 * and the record leaves rows in `sending`; the next start queues them again, so a message is
 * sent at most once more after a crash (its Message-ID stays the same), never lost.
 */

export interface DeliveryWorkerOptions {
  db: Db
  logger: Logger
  transport: MailTransport
  now?: () => Date
  /** Messages claimed (and sent in parallel) at a time: also the most a crash can re-send. Default 8. */
  batchSize?: number
  /** Looks for due messages this often even without wake(). Default 1000. */
  pollMs?: number
  maxAttempts: number
  /** The first retry's wait; each further one doubles, up to an hour. */
  retryBaseMs: number
  /** The database is this process's alone (PGlite): every `sending` row at start was ours and died with us. */
  exclusive: boolean
  /** On a shared PostgreSQL: a row `sending` for this long belongs to a worker that is gone. Default 10 min. */
  staleAfterMs?: number
  /** The domain of Message-ID headers (MAIL_FROM's). */
  messageIdDomain: string
}

export interface DeliveryWorker {
  start(): Promise<void>
  /** Lets the messages in flight finish, then stops. */
  stop(): Promise<void>
  /** Something became due (a queued message, an undo window over): look now. */
  wake(): void
  /** Resolves once the worker looked after this call and nothing due was left. */
  idle(): Promise<void>
}

interface Claimed {
  id: number
  client_id: number | null
  msp_id: number | null
  motivation: string
  to_address: string
  from_address: string
  subject: string
  text_body: string
  html_body: string | null
  message_id: string
  attempts: number
  language: string | null
  ical_event: IcalEvent | null
  talent_id: number | null
  application_id: number | null
  suppressed: boolean
}

const MAX_BACKOFF_MS = 60 * 60_000

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1))
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, logger, transport } = options
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? 8
  const pollMs = options.pollMs ?? 1000
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000
  let started = false
  let stopping = false
  let woken = false
  let wakeUp: (() => void) | null = null
  let loopDone: Promise<void> = Promise.resolve()
  let idleWaiters: Array<() => void> = []

  /** Rows another worker (or this process before a crash) left in `sending`: queued again. */
  async function recover(): Promise<number> {
    const at = now()
    const stale = new Date(at.getTime() - staleAfterMs).toISOString()
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        UPDATE email_outbox SET status = 'queued', next_attempt_at = ${at.toISOString()}::timestamptz,
          error = 'interrupted while sending: sent again (same Message-ID)'
        WHERE status = 'sending' ${options.exclusive ? sql`` : sql`AND claimed_at < ${stale}::timestamptz`}
        RETURNING id`),
    )
    return rows.length
  }

  async function claim(): Promise<Claimed[]> {
    const at = now().toISOString()
    return rowsOf<Claimed>(
      await db.execute(sql`
        WITH q AS (
          SELECT id FROM email_outbox WHERE status = 'queued' AND next_attempt_at <= ${at}::timestamptz
          ORDER BY next_attempt_at, id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
        ), h AS (
          SELECT id FROM email_outbox WHERE status = 'held' AND send_after <= ${at}::timestamptz
          ORDER BY send_after, id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
        ), b AS (
          -- Held messages of a bulk send, released as a whole when its task ended.
          SELECT o.id FROM email_outbox o
          WHERE o.undo_token IN (SELECT s.id FROM email_sends s WHERE s.release_at <= ${at}::timestamptz AND s.drained_at IS NULL)
            AND o.status = 'held' AND o.send_after IS NULL
          ORDER BY o.id LIMIT ${batchSize} FOR UPDATE OF o SKIP LOCKED
        )
        UPDATE email_outbox o SET status = 'sending', attempts = o.attempts + 1, claimed_at = ${at}::timestamptz
        WHERE o.id IN (SELECT id FROM q UNION ALL SELECT id FROM h UNION ALL SELECT id FROM b)
        RETURNING o.id, o.client_id, o.msp_id, o.motivation, o.to_address, o.from_address, o.subject, o.text_body,
          o.html_body, o.message_id, o.attempts, o.language, o.ical_event, o.talent_id, o.application_id,
          EXISTS (SELECT 1 FROM email_suppressions s WHERE s.client_id = o.client_id AND s.address = lower(o.to_address)) AS suppressed`),
    )
  }

  /** Released bulk sends with no held message left need no more looking at. */
  async function drain(): Promise<void> {
    const at = now().toISOString()
    await db.execute(sql`
      UPDATE email_sends s SET drained_at = ${at}::timestamptz
      WHERE s.release_at <= ${at}::timestamptz AND s.drained_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.undo_token = s.id AND o.status = 'held' AND o.send_after IS NULL)`)
  }

  async function finish(id: number, set: ReturnType<typeof sql>): Promise<void> {
    await db.execute(
      sql`UPDATE email_outbox SET ${set}, claimed_at = NULL WHERE id = ${id} AND status = 'sending'`,
    )
  }

  async function sent(row: Claimed, response: string): Promise<void> {
    const at = now()
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        UPDATE email_outbox SET status = 'sent', sent_at = ${at.toISOString()}::timestamptz, transport = ${transport.kind},
          smtp_response = ${response.slice(0, 2000)}, error = NULL, claimed_at = NULL
        WHERE id = ${row.id}`)
      if (row.client_id === null || row.msp_id === null) return
      // §3 histories: the application's EMAIL_TRIGGERED, the talent's "msp email".
      const value = {
        outboxId: row.id,
        subject: row.subject,
        motivation: row.motivation,
        language: row.language,
        // The talent's history shows an application's email only within its legal entity.
        ...(row.application_id !== null ? { applicationId: row.application_id } : {}),
      }
      const events: EmailHistoryEvent[] = []
      if (row.application_id !== null)
        events.push({
          entityType: 'application',
          entityId: row.application_id,
          event: 'EMAIL_TRIGGERED',
          newValue: value,
        })
      if (row.talent_id !== null)
        events.push({ entityType: 'talent', entityId: row.talent_id, event: 'MSP_EMAIL', newValue: value })
      await insertEmailHistory(tx, row.client_id, row.msp_id, events, at)
    })
  }

  async function deliver(row: Claimed): Promise<void> {
    if (row.suppressed) {
      await finish(row.id, sql`status = 'cancelled', error = 'address on the suppression list'`)
      return
    }
    // The last line of defence: no message with a raw template token ever leaves.
    if (hasRawToken(row.subject) || hasRawToken(row.text_body)) {
      await finish(
        row.id,
        sql`status = 'failed', error = 'refused: the message still holds a template token'`,
      )
      return
    }
    const outcome = await transport.send({
      messageId: `<${row.message_id}@${options.messageIdDomain}>`,
      from: row.from_address,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      language: row.language,
      icalEvent: row.ical_event,
    })
    if (outcome.ok) return sent(row, outcome.response)
    const at = now()
    if (outcome.permanent) {
      const status = outcome.recipientRefused ? 'bounced' : 'failed'
      await finish(row.id, sql`status = ${status}, error = ${outcome.response}`)
      if (outcome.recipientRefused && row.client_id !== null)
        await suppress(db, row.client_id, row.to_address, outcome.response, row.id, at)
      logger.warn('email refused', { outboxId: row.id, status, response: outcome.response })
      return
    }
    if (row.attempts >= options.maxAttempts) {
      await finish(row.id, sql`status = 'failed', error = ${outcome.response}`)
      logger.warn('email failed after retries', { outboxId: row.id, attempts: row.attempts })
      return
    }
    const next = new Date(at.getTime() + retryDelay(row.attempts, options.retryBaseMs))
    await finish(
      row.id,
      sql`status = 'queued', error = ${outcome.response}, next_attempt_at = ${next.toISOString()}::timestamptz`,
    )
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve()
      const timer = setTimeout(done, pollMs)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false
      try {
        for (;;) {
          if (stopping) break
          const batch = await claim()
          if (batch.length === 0) {
            await drain()
            break
          }
          await Promise.all(
            batch.map((row) =>
              deliver(row).catch(async (error: unknown) => {
                // A database hiccup after the hand-over: the row stays `sending` until recovered.
                logger.error('email delivery error', { outboxId: row.id, error: String(error) })
              }),
            ),
          )
        }
      } catch (error) {
        if (!stopping) logger.error('email worker error', { error: String(error) })
      }
      if (!woken || stopping) {
        const waiters = idleWaiters
        idleWaiters = []
        for (const resolve of waiters) resolve()
      }
      await sleep()
    }
  }

  return {
    async start() {
      if (started) return
      started = true
      stopping = false
      const recovered = await recover()
      if (recovered > 0)
        logger.warn('emails interrupted while sending will be sent again', { count: recovered })
      loopDone = loop()
    },
    async stop() {
      if (!started) return
      stopping = true
      wakeUp?.()
      await loopDone
      started = false
      transport.close()
      const waiters = idleWaiters
      idleWaiters = []
      for (const resolve of waiters) resolve()
    },
    wake() {
      woken = true
      wakeUp?.()
    },
    idle() {
      if (!started) return Promise.resolve()
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        woken = true
        wakeUp?.()
      })
    },
  }
}
