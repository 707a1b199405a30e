import { sql } from 'drizzle-orm'
import type { VmsCallResult } from '../../integrations/vms/port'
import { noteWrite } from '../../kernel/activity'
import { type DeliveryContext, retryDelayMs } from './delivery'
import { notifyOwners } from './notifications'
import { finishRequest, startRequest } from './requests-log'
import type { VmsConnection } from './runtime'
import { rawDb } from './yielding'

/** A claimed interview or offer answer. */
export interface ClaimedResponse {
  kind: 'interview' | 'offer'
  id: number
  client_id: number
  application_id: number
  legal_entity_id: number
  external_id: string
  response_answer: 'accept' | 'decline'
  response_reason: string | null
  response_attempts: number
  responded_by: number | null
}

/** Gives the talent's answer to the VMS and records what it said. */
export async function deliverResponse(ctx: DeliveryContext, conn: VmsConnection, job: ClaimedResponse) {
  const table = job.kind === 'interview' ? sql.raw('vms_interviews') : sql.raw('vms_offers')
  const path = `${job.kind === 'interview' ? 'interviews' : 'offers'}/${encodeURIComponent(job.external_id)}/${job.response_answer}`
  const body = JSON.stringify({ reason: job.response_reason })
  const requestId = await startRequest(ctx.db, {
    clientId: job.client_id,
    applicationId: job.application_id,
    submissionId: null,
    kind: 'respond',
    target: `${job.kind} ${job.external_id} ${job.response_answer}`,
    attempt: job.response_attempts,
    method: 'POST',
    url: `${conn.baseUrl}/v1/${path}`,
    requestBody: body,
    files: null,
    mspId: job.responded_by,
    at: ctx.now(),
  })
  let result: VmsCallResult
  try {
    result = await conn.driver.respond(
      { kind: job.kind, id: job.external_id },
      job.response_answer,
      job.response_reason,
    )
  } catch (error) {
    result = { outcome: 'retry', message: String((error as Error).message ?? error), exchange: null }
  }
  const now = ctx.now()
  const at = now.toISOString()
  const answered = job.response_answer === 'accept' ? 'accepted' : 'declined'
  let status: string | null = null
  if (result.outcome === 'done')
    try {
      const parsed = JSON.parse(result.exchange?.responseBody ?? '{}') as { status?: unknown }
      status = typeof parsed.status === 'string' ? parsed.status : null
    } catch {
      status = null
    }
  await ctx.db.transaction(async (tx) => {
    await finishRequest(
      tx,
      requestId,
      result.exchange,
      result.outcome,
      result.outcome === 'done' ? null : result.message,
      now,
    )
    if (result.outcome === 'done')
      await tx.execute(sql`
        UPDATE ${table} SET response_state = 'done', response_error = NULL, talent_response = ${answered},
          status = coalesce(${status}, status), updated_at = ${at}::timestamptz
        WHERE id = ${job.id} AND response_state = 'sending'`)
    else if (result.outcome === 'rejected' || job.response_attempts >= ctx.maxAttempts) {
      await tx.execute(sql`
        UPDATE ${table} SET response_state = 'failed', response_error = ${result.message}, updated_at = ${at}::timestamptz
        WHERE id = ${job.id} AND response_state = 'sending'`)
      await notifyOwners(
        tx,
        job.client_id,
        [
          {
            applicationId: job.application_id,
            kind: `vms.${job.kind}.answer.failed`,
            payload: { message: result.message },
          },
        ],
        now,
      )
    } else {
      const retryAt = new Date(
        now.getTime() + retryDelayMs(job.response_attempts, result.retryAfterMs),
      ).toISOString()
      await tx.execute(sql`
        UPDATE ${table} SET response_state = 'pending', response_next_at = ${retryAt}::timestamptz,
          response_error = ${result.message}, updated_at = ${at}::timestamptz
        WHERE id = ${job.id} AND response_state = 'sending'`)
    }
  })
  noteWrite(rawDb(ctx.db))
}
