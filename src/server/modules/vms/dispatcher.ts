import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { FileStorage } from '../../integrations/files/storage'
import type { Logger } from '../../kernel/logger'
import { insertHistory } from '../pipeline'
import { type ClaimedSubmission, type DeliveryContext, deliverSubmit, deliverWithdraw } from './delivery'
import { type ClaimedResponse, deliverResponse } from './response-delivery'
import type { VmsConnections, VmsDispatcherHandle } from './runtime'
import { yieldingDb } from './yielding'

export interface VmsDispatcherOptions {
  db: Db
  logger: Logger
  connections: VmsConnections
  storage: FileStorage
  now?: () => Date
  /** Requests in flight at once (docs/vms-protocol.md §5). */
  concurrency?: number
  /** Looks for due rows this often when nothing woke it. */
  pollMs?: number
  /** A claimed row is this dispatcher's for this long; then another may take it over. */
  leaseMs?: number
  maxAttempts?: number
  /** The database belongs to this process alone (PGlite): rows held by an earlier run are abandoned. */
  exclusive?: boolean
}

export interface VmsDispatcher extends VmsDispatcherHandle {
  start(): Promise<void>
  stop(): Promise<void>
  /** Resolves once nothing is due and nothing is in flight. */
  idle(): Promise<void>
}

const LOST = 'No answer was recorded: the server stopped or gave up waiting.'

type Job = { kind: 'submission'; row: ClaimedSubmission } | { kind: 'response'; row: ClaimedResponse }

/**
 * The outbox worker of the vms module: it delivers what business transactions queued
 * (submissions, withdrawals, the talent's answers) after they committed, never inside one.
 * Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several server processes on
 * one PostgreSQL share the work and a row whose holder died is taken over; each attempt is
 * written to the audit trail before it leaves, and a submission is always retried under its
 * idempotency key, so the VMS creates it once however often it is sent.
 */
export function createVmsDispatcher(options: VmsDispatcherOptions): VmsDispatcher {
  const { logger, connections } = options
  const db = yieldingDb(options.db)
  const now = options.now ?? (() => new Date())
  const concurrency = options.concurrency ?? 8
  const pollMs = options.pollMs ?? 500
  const leaseMs = options.leaseMs ?? 60_000
  const me = `vms-${randomUUID()}`
  const ctx: DeliveryContext = {
    db,
    storage: options.storage,
    logger,
    now,
    me,
    maxAttempts: options.maxAttempts ?? 12,
  }
  const inFlight = new Set<Promise<void>>()
  /** The answers being delivered, by kind and id: an answer the loop claimed first is awaited, not missed. */
  const responses = new Map<string, Promise<void>>()
  let started = false
  let stopping = false
  let woken = false
  let wakeUp: (() => void) | null = null
  let loopDone: Promise<void> = Promise.resolve()
  let idleWaiters: Array<() => void> = []
  let firstRound = true

  const connected = () => connections.list().map((c) => c.legalEntityId)

  const wake = () => {
    woken = true
    wakeUp?.()
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  /** Rows whose holder is gone go back to the queue; their unanswered requests are marked lost. */
  async function recover(): Promise<void> {
    const at = now().toISOString()
    const abandoned = firstRound && options.exclusive
    const back = rowsOf<{ id: number; application_id: number }>(
      await db.execute(sql`
        UPDATE vms_submissions SET state = 'queued', lease_until = NULL, locked_by = NULL, next_attempt_at = ${at}::timestamptz,
          last_error = 'The answer to the last attempt never arrived; it is sent again with the same key.'
        WHERE state = 'sending' AND (lease_until < ${at}::timestamptz ${abandoned ? sql`OR locked_by <> ${me}` : sql``})
        RETURNING id, application_id`),
    )
    const lost = rowsOf<{
      id: number
      client_id: number
      application_id: number
      kind: string
      attempt: number
      msp_id: number | null
    }>(
      await db.execute(sql`
        UPDATE vms_requests SET outcome = 'lost', finished_at = ${at}::timestamptz, message = ${LOST}
        WHERE outcome = 'pending' AND (started_at < ${new Date(now().getTime() - leaseMs).toISOString()}::timestamptz
          ${abandoned ? sql`OR true` : back.length > 0 ? sql`OR submission_id = ANY(${intArray(back.map((b) => Number(b.id)))})` : sql``})
        RETURNING id, client_id, application_id, kind, attempt, msp_id`),
    )
    // The audit trail in the history says so too.
    for (const r of lost)
      await insertHistory(
        db,
        Number(r.client_id),
        r.msp_id === null ? null : Number(r.msp_id),
        'application',
        [
          {
            entityId: Number(r.application_id),
            event: 'UPDATED',
            newValue: {
              vms: r.kind,
              requestId: Number(r.id),
              attempt: Number(r.attempt),
              outcome: 'lost',
              message: LOST,
            },
          },
        ],
        now(),
      )
    for (const table of ['vms_interviews', 'vms_offers'] as const)
      await db.execute(sql`
        UPDATE ${sql.identifier(table)} SET response_state = 'pending', response_next_at = ${at}::timestamptz
        WHERE response_state = 'sending' AND (response_next_at < ${at}::timestamptz ${abandoned ? sql`OR true` : sql``})`)
    if (back.length > 0) logger.warn('vms submissions taken over after a lost answer', { count: back.length })
    firstRound = false
  }

  async function claimSubmissions(limit: number, les: number[], only?: number): Promise<ClaimedSubmission[]> {
    if (limit <= 0 || les.length === 0) return []
    const at = now().toISOString()
    return rowsOf<ClaimedSubmission>(
      await db.execute(sql`
        UPDATE vms_submissions s SET
          state = CASE WHEN s.state = 'queued' THEN 'sending' ELSE s.state END,
          attempts = CASE WHEN s.state = 'queued' THEN s.attempts + 1 ELSE s.attempts END,
          lease_until = ${new Date(now().getTime() + leaseMs).toISOString()}::timestamptz, locked_by = ${me},
          updated_at = ${at}::timestamptz
        FROM (
          SELECT id FROM vms_submissions
          WHERE state IN ('queued', 'withdrawing') AND next_attempt_at <= ${at}::timestamptz
            AND (lease_until IS NULL OR lease_until < ${at}::timestamptz)
            AND legal_entity_id = ANY(${intArray(les)}) ${only ? sql`AND id = ${only}` : sql``}
          ORDER BY next_attempt_at, id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ) due
        WHERE s.id = due.id
        RETURNING s.id, s.client_id, s.application_id, s.legal_entity_id, s.idempotency_key::text AS idempotency_key,
          s.requisition_id, s.supersedes, s.state, s.cancel_requested, s.vms_submission_id, s.attempts, s.payload,
          s.cv_file, s.created_by`),
    )
  }

  async function claimResponses(
    kind: 'interview' | 'offer',
    limit: number,
    les: number[],
    only?: number,
  ): Promise<ClaimedResponse[]> {
    if (limit <= 0 || les.length === 0) return []
    const table = sql.identifier(kind === 'interview' ? 'vms_interviews' : 'vms_offers')
    const at = now().toISOString()
    const rows = rowsOf<Omit<ClaimedResponse, 'kind'>>(
      await db.execute(sql`
        UPDATE ${table} r SET response_state = 'sending', response_attempts = r.response_attempts + 1,
          response_next_at = ${new Date(now().getTime() + leaseMs).toISOString()}::timestamptz
        FROM (
          SELECT r.id, a.client_id, p.legal_entity_id FROM ${table} r
          JOIN applications a ON a.id = r.application_id JOIN projects p ON p.id = a.project_id
          WHERE r.response_state = 'pending' AND r.response_next_at <= ${at}::timestamptz AND r.external_id IS NOT NULL
            AND p.legal_entity_id = ANY(${intArray(les)}) ${only ? sql`AND r.id = ${only}` : sql``}
          ORDER BY r.response_next_at LIMIT ${limit}
          FOR UPDATE OF r SKIP LOCKED
        ) due
        WHERE r.id = due.id
        RETURNING r.id, due.client_id, r.application_id, due.legal_entity_id, r.external_id, r.response_answer,
          r.response_reason, r.response_attempts, r.responded_by`),
    )
    return rows.map((r) => ({ ...r, kind }))
  }

  async function run(job: Job): Promise<void> {
    const conn = connections.get(Number(job.row.legal_entity_id))
    if (!conn) return
    try {
      if (job.kind === 'response') await deliverResponse(ctx, conn, job.row)
      else if (job.row.state === 'withdrawing') await deliverWithdraw(ctx, conn, job.row)
      else await deliverSubmit(ctx, conn, job.row)
    } catch (error) {
      // The row keeps its lease and is taken over when it runs out: nothing is lost.
      logger.error('vms delivery failed', {
        kind: job.kind,
        id: job.row.id,
        error: String(error),
        cause: String((error as { cause?: unknown }).cause ?? ''),
      })
    }
  }

  function track(job: Job): Promise<void> {
    const key = job.kind === 'response' ? `${job.row.kind}:${job.row.id}` : null
    const p = run(job).finally(() => {
      inFlight.delete(p)
      if (key) responses.delete(key)
      wake()
    })
    inFlight.add(p)
    if (key) responses.set(key, p)
    return p
  }

  async function round(): Promise<number> {
    const les = connected()
    let free = concurrency - inFlight.size
    const subs = await claimSubmissions(free, les)
    free -= subs.length
    const interviews = await claimResponses('interview', free, les)
    free -= interviews.length
    const offers = await claimResponses('offer', free, les)
    const jobs: Job[] = [
      ...subs.map((row) => ({ kind: 'submission' as const, row })),
      ...[...interviews, ...offers].map((row) => ({ kind: 'response' as const, row })),
    ]
    for (const job of jobs) track(job)
    return jobs.length
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false
      let claimed = 0
      try {
        await recover()
        claimed = await round()
      } catch (error) {
        if (!stopping) logger.error('vms dispatcher error', { error: String(error) })
      }
      if (claimed === 0 && inFlight.size === 0 && !woken) {
        const waiters = idleWaiters
        idleWaiters = []
        for (const resolve of waiters) resolve()
      }
      // While work flows, look again as soon as a slot frees up (a finished delivery wakes it).
      await sleep(claimed > 0 || inFlight.size > 0 ? Math.min(pollMs, 100) : pollMs)
    }
    await Promise.allSettled([...inFlight])
  }

  return {
    wake,
    async start() {
      if (started || connections.list().length === 0) return
      started = true
      stopping = false
      loopDone = loop()
    },
    async stop() {
      if (!started) return
      stopping = true
      wakeUp?.()
      await loopDone
      started = false
      for (const resolve of idleWaiters.splice(0)) resolve()
    },
    idle() {
      if (!started) return Promise.resolve()
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        wake()
      })
    },
    async deliverResponseNow(kind, id) {
      const les = connected()
      const [row] = await claimResponses(kind, 1, les, id)
      // The loop may have claimed it between the commit and now: then its delivery is the one to wait for.
      if (row) {
        await track({ kind: 'response', row })
        return
      }
      const key = `${kind}:${id}`
      // Its claim may have just returned there, with the job not tracked yet: one turn later it is.
      if (!responses.has(key)) await new Promise((resolve) => setImmediate(resolve))
      await responses.get(key)
    },
  }
}
