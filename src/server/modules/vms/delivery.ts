import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { FileStorage } from '../../integrations/files/storage'
import type { VmsCallResult, VmsDocument, VmsSubmission, VmsSubmitResult } from '../../integrations/vms/port'
import { noteWrite } from '../../kernel/activity'
import type { Logger } from '../../kernel/logger'
import { insertHistory } from '../pipeline'
import { reapplyUnmapped } from './events-service'
import { notifyOwners } from './notifications'
import { buildSubmission, submissionJson } from './payload'
import { finishRequest, startRequest } from './requests-log'
import type { VmsConnection } from './runtime'
import { rawDb } from './yielding'

/** What the dispatcher hands a delivery. */
export interface DeliveryContext {
  db: Db
  storage: FileStorage
  logger: Logger
  now: () => Date
  /** This dispatcher's id: only rows it holds are finished by it. */
  me: string
  maxAttempts: number
}

/** A claimed submission row (snake_case, as RETURNING gives it). */
export interface ClaimedSubmission {
  id: number
  client_id: number
  application_id: number
  legal_entity_id: number
  idempotency_key: string
  requisition_id: string
  supersedes: string | null
  state: 'sending' | 'withdrawing'
  cancel_requested: boolean
  vms_submission_id: string | null
  attempts: number
  /** The JSON part as first sent (text). */
  payload: string | null
  cv_file: { storageKey: string; fileName: string; size: number } | string | null
  created_by: number | null
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** Back-off between attempts: Retry-After when the VMS gave one, else 2 s doubling up to 5 min. */
export function retryDelayMs(attempts: number, retryAfterMs?: number): number {
  const backoff = Math.min(300_000, 2000 * 2 ** Math.max(0, attempts - 1))
  return Math.max(retryAfterMs ?? 0, backoff)
}

/** The payload frozen at the first attempt, so every retry under the key sends the same body. */
async function frozenPayload(
  ctx: DeliveryContext,
  job: ClaimedSubmission,
): Promise<{ submission: VmsSubmission; cv: VmsDocument | null }> {
  const payload = job.payload ? (JSON.parse(job.payload) as Record<string, unknown>) : null
  const cvFile = json(job.cv_file)
  if (payload) {
    const bytes = cvFile ? await ctx.storage.read(cvFile.storageKey) : null
    return {
      submission: {
        idempotencyKey: job.idempotency_key,
        ...(payload as Omit<VmsSubmission, 'idempotencyKey'>),
      },
      cv: bytes && cvFile ? { fileName: cvFile.fileName, bytes } : null,
    }
  }
  const built = await buildSubmission(
    ctx.db,
    ctx.storage,
    {
      applicationId: job.application_id,
      clientId: job.client_id,
      legalEntityId: job.legal_entity_id,
      idempotencyKey: job.idempotency_key,
      requisitionId: job.requisition_id,
      supersedes: job.supersedes,
      createdBy: job.created_by,
    },
    ctx.now().toISOString().slice(0, 10),
  )
  const storageKey = `vms/${job.idempotency_key}.pdf`
  if (built.cv) await ctx.storage.write(storageKey, built.cv.bytes)
  const { idempotencyKey: _key, ...body } = built.submission
  await ctx.db.execute(sql`
    UPDATE vms_submissions SET payload = ${JSON.stringify(body)},
      cv_file = ${built.cv ? JSON.stringify({ storageKey, fileName: built.cv.fileName, size: built.cv.bytes.length }) : null}::jsonb
    WHERE id = ${job.id}`)
  return built
}

async function systemStatus(
  tx: DbOrTx,
  job: { client_id: number; application_id: number },
  from: string,
  to: string,
  extra: Record<string, unknown>,
  now: Date,
) {
  const changed = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE applications SET status = ${to}, msp_pipeline_last_updated = ${now.toISOString()}::timestamptz,
        vms_message = ${typeof extra.message === 'string' ? extra.message : null}
      WHERE id = ${job.application_id} AND status = ${from} RETURNING id`),
  )
  if (changed.length > 0)
    await insertHistory(
      tx,
      job.client_id,
      null,
      'application',
      [
        {
          entityId: job.application_id,
          event: 'SYSTEM_CHANGED_STATUS',
          oldValue: { status: from },
          newValue: { status: to, ...extra },
        },
      ],
      now,
    )
  return changed.length > 0
}

/** Sends one claimed submission and records what came back (outside any transaction until then). */
export async function deliverSubmit(ctx: DeliveryContext, conn: VmsConnection, job: ClaimedSubmission) {
  let prepared: { submission: VmsSubmission; cv: VmsDocument | null }
  try {
    prepared = await frozenPayload(ctx, job)
  } catch (error) {
    ctx.logger.error('vms submission could not be prepared', { submissionId: job.id, error: String(error) })
    await recordSubmit(ctx, job, null, {
      outcome: 'rejected',
      message: `The submission could not be prepared: ${String((error as Error).message ?? error)}`,
      exchange: null,
    })
    return
  }
  const { submission, cv } = prepared
  const requestId = await startRequest(ctx.db, {
    clientId: job.client_id,
    applicationId: job.application_id,
    submissionId: job.id,
    kind: 'submit',
    target: null,
    attempt: job.attempts,
    method: 'POST',
    url: `${conn.baseUrl}/v1/submissions`,
    requestBody: submissionJson(submission),
    files: cv
      ? [
          {
            part: 'cv',
            fileName: cv.fileName,
            size: cv.bytes.length,
            sha256: createHash('sha256').update(cv.bytes).digest('hex'),
          },
        ]
      : null,
    mspId: job.created_by,
    at: ctx.now(),
  })
  let result: VmsSubmitResult
  try {
    result = await conn.driver.submit(submission, cv)
  } catch (error) {
    result = { outcome: 'retry', message: String((error as Error).message ?? error), exchange: null }
  }
  await recordSubmit(ctx, job, requestId, result)
}

async function recordSubmit(
  ctx: DeliveryContext,
  job: ClaimedSubmission,
  requestId: number | null,
  result: VmsSubmitResult,
) {
  const now = ctx.now()
  const at = now.toISOString()
  const reapply = await ctx.db.transaction(async (tx) => {
    if (requestId !== null)
      await finishRequest(
        tx,
        requestId,
        result.exchange,
        result.outcome,
        result.outcome === 'accepted' ? null : result.message,
        now,
      )
    const [sub] = rowsOf<{ state: string; cancel_requested: boolean; locked_by: string | null }>(
      await tx.execute(
        sql`SELECT state, cancel_requested, locked_by FROM vms_submissions WHERE id = ${job.id} FOR UPDATE`,
      ),
    )
    if (!sub) return false
    const ours = sub.state === 'sending' && sub.locked_by === ctx.me
    if (result.outcome === 'accepted') {
      // An event may have confirmed it already (the answer came late): never step back.
      await tx.execute(sql`
        UPDATE vms_submissions SET vms_submission_id = coalesce(vms_submission_id, ${result.vmsSubmissionId}),
          accepted_at = coalesce(accepted_at, ${at}::timestamptz), last_error = NULL, updated_at = ${at}::timestamptz,
          state = CASE WHEN state = 'sending' THEN (CASE WHEN cancel_requested THEN 'withdrawing' ELSE 'accepted' END) ELSE state END,
          next_attempt_at = CASE WHEN cancel_requested THEN ${at}::timestamptz ELSE next_attempt_at END,
          lease_until = CASE WHEN locked_by = ${ctx.me} THEN NULL ELSE lease_until END,
          locked_by = CASE WHEN locked_by = ${ctx.me} THEN NULL ELSE locked_by END
        WHERE id = ${job.id}`)
      await tx.execute(sql`
        UPDATE applications SET vms_id = ${result.vmsSubmissionId}, vms_submitted_at = coalesce(vms_submitted_at, ${at}::timestamptz),
          vms_message = CASE WHEN status = 'sp' THEN NULL ELSE vms_message END
        WHERE id = ${job.application_id}`)
      return true
    }
    if (!ours) return false
    const cancelNow =
      sub.cancel_requested && (result.outcome === 'rejected' || (result.exchange?.status ?? 0) >= 400)
    if (cancelNow) {
      // Cancelled while on its way, and the VMS certainly has none: cancelled here.
      await tx.execute(sql`
        UPDATE vms_submissions SET state = 'cancelled', lease_until = NULL, locked_by = NULL, updated_at = ${at}::timestamptz
        WHERE id = ${job.id}`)
      await systemStatus(tx, job, 'sp', 'a', { cancelled: true }, now)
      return false
    }
    const gaveUp = result.outcome === 'retry' && job.attempts >= ctx.maxAttempts
    if (result.outcome === 'rejected' || gaveUp) {
      const message = gaveUp
        ? `No success after ${job.attempts} attempts; the last answer: ${result.message}`
        : result.message
      await tx.execute(sql`
        UPDATE vms_submissions SET state = 'failed', last_error = ${message}, lease_until = NULL, locked_by = NULL,
          updated_at = ${at}::timestamptz
        WHERE id = ${job.id}`)
      if (await systemStatus(tx, job, 'sp', 'sf', { message }, now))
        await notifyOwners(
          tx,
          job.client_id,
          [{ applicationId: job.application_id, kind: 'vms.send.failed', payload: { message } }],
          now,
        )
      return false
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, result.retryAfterMs)).toISOString()
    await tx.execute(sql`
      UPDATE vms_submissions SET state = 'queued', next_attempt_at = ${retryAt}::timestamptz, last_error = ${result.message},
        lease_until = NULL, locked_by = NULL, updated_at = ${at}::timestamptz
      WHERE id = ${job.id}`)
    await tx.execute(sql`
      UPDATE applications SET vms_message = ${result.message} WHERE id = ${job.application_id} AND status = 'sp'`)
    return false
  })
  noteWrite(rawDb(ctx.db))
  if (reapply && result.outcome === 'accepted')
    await reapplyUnmapped(
      ctx.db,
      job.client_id,
      job.legal_entity_id,
      [job.idempotency_key],
      [result.vmsSubmissionId],
      ctx.now,
    )
}

/** Withdraws a submission the recruiter cancelled after the VMS took it. */
export async function deliverWithdraw(ctx: DeliveryContext, conn: VmsConnection, job: ClaimedSubmission) {
  const vmsId = job.vms_submission_id ?? ''
  const body = JSON.stringify({ reason: 'Withdrawn by the supplier (recruiter cancelled the submission).' })
  const [{ n }] = rowsOf<{ n: number }>(
    await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM vms_requests WHERE submission_id = ${job.id} AND kind = 'withdraw'`,
    ),
  )
  const requestId = await startRequest(ctx.db, {
    clientId: job.client_id,
    applicationId: job.application_id,
    submissionId: job.id,
    kind: 'withdraw',
    target: vmsId,
    attempt: Number(n) + 1,
    method: 'POST',
    url: `${conn.baseUrl}/v1/submissions/${encodeURIComponent(vmsId)}/withdraw`,
    requestBody: body,
    files: null,
    mspId: null,
    at: ctx.now(),
  })
  let result: VmsCallResult
  try {
    result = await conn.driver.withdraw(vmsId, JSON.parse(body).reason)
  } catch (error) {
    result = { outcome: 'retry', message: String((error as Error).message ?? error), exchange: null }
  }
  const now = ctx.now()
  const at = now.toISOString()
  await ctx.db.transaction(async (tx) => {
    await finishRequest(
      tx,
      requestId,
      result.exchange,
      result.outcome,
      result.outcome === 'done' ? null : result.message,
      now,
    )
    if (result.outcome === 'done') {
      await tx.execute(sql`
        UPDATE vms_submissions SET state = 'cancelled', lease_until = NULL, locked_by = NULL, last_error = NULL,
          updated_at = ${at}::timestamptz
        WHERE id = ${job.id} AND state = 'withdrawing'`)
      await systemStatus(tx, job, 'sp', 'a', { withdrawn: true }, now)
    } else if (result.outcome === 'rejected') {
      // The client answered already: the submission stays as the VMS has it.
      await tx.execute(sql`
        UPDATE vms_submissions SET state = CASE WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'accepted' END,
          cancel_requested = false, last_error = ${result.message}, lease_until = NULL, locked_by = NULL,
          updated_at = ${at}::timestamptz
        WHERE id = ${job.id} AND state = 'withdrawing'`)
      await tx.execute(
        sql`UPDATE applications SET vms_message = ${result.message} WHERE id = ${job.application_id}`,
      )
      await notifyOwners(
        tx,
        job.client_id,
        [
          {
            applicationId: job.application_id,
            kind: 'vms.withdraw.failed',
            payload: { message: result.message },
          },
        ],
        now,
      )
    } else {
      const retryAt = new Date(now.getTime() + retryDelayMs(Number(n) + 1, result.retryAfterMs)).toISOString()
      await tx.execute(sql`
        UPDATE vms_submissions SET next_attempt_at = ${retryAt}::timestamptz, last_error = ${result.message},
          lease_until = NULL, locked_by = NULL, updated_at = ${at}::timestamptz
        WHERE id = ${job.id}`)
    }
  })
  noteWrite(rawDb(ctx.db))
}
