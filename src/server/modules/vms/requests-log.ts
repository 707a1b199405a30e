import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { VmsExchange } from '../../integrations/vms/port'
import { insertHistory } from '../pipeline'

/** The audit trail: a request is written before it leaves, and completed with its answer. */

export interface RequestStart {
  clientId: number
  applicationId: number
  submissionId: number | null
  kind: 'submit' | 'withdraw' | 'respond'
  target: string | null
  attempt: number
  method: string
  url: string
  requestBody: string
  files: VmsExchange['files'] | null
  mspId: number | null
  at: Date
}

export async function startRequest(db: DbOrTx, r: RequestStart): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO vms_requests (client_id, application_id, submission_id, kind, target, attempt, method, url,
        request_body, files, outcome, msp_id, started_at)
      VALUES (${r.clientId}, ${r.applicationId}, ${r.submissionId}, ${r.kind}, ${r.target}, ${r.attempt},
        ${r.method}, ${r.url}, ${r.requestBody}, ${r.files ? JSON.stringify(r.files) : null}::jsonb, 'pending',
        ${r.mspId}, ${r.at.toISOString()}::timestamptz)
      RETURNING id`),
  )
  return Number(row.id)
}

/**
 * Completes a request with its answer, and writes it into the application's history
 * (event UPDATED with the request's id, outcome and status): the audit trail shows there.
 */
export async function finishRequest(
  db: DbOrTx,
  id: number,
  exchange: VmsExchange | null,
  outcome: 'accepted' | 'done' | 'rejected' | 'retry',
  message: string | null,
  at: Date,
): Promise<void> {
  const [r] = rowsOf<{
    client_id: number
    application_id: number
    kind: string
    attempt: number
    msp_id: number | null
    target: string | null
  }>(
    await db.execute(sql`
    UPDATE vms_requests SET
      method = coalesce(${exchange?.method ?? null}, method), url = coalesce(${exchange?.url ?? null}, url),
      request_body = coalesce(${exchange?.requestBody ?? null}, request_body),
      files = coalesce(${exchange?.files ? JSON.stringify(exchange.files) : null}::jsonb, files),
      response_status = ${exchange?.status ?? null}, response_body = ${exchange?.responseBody ?? null},
      outcome = ${outcome}, message = ${message}, finished_at = ${at.toISOString()}::timestamptz,
      duration_ms = ${exchange?.durationMs ?? null}
    WHERE id = ${id}
    RETURNING client_id, application_id, kind, attempt, msp_id, target`),
  )
  if (!r) return
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
          requestId: id,
          attempt: Number(r.attempt),
          target: r.target,
          outcome,
          responseStatus: exchange?.status ?? null,
          message,
        },
      },
    ],
    at,
  )
}
