import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { intArray } from '../../db/sql-helpers'
import { type HistoryInsert, insertHistory } from '../pipeline'
import type { SendPlan } from './preflight'

export interface Actor {
  id: number
  clientId: number
  legalEntityIds: readonly number[]
}

/**
 * Writes what a send decided, inside the caller's transaction (the business transaction):
 * a queued submission per row (the outbox row the dispatcher delivers after the commit),
 * the status "send pending" at once, and the history event. A re-send of a submission the
 * client has supersedes it. Nothing here talks to the VMS.
 */
export async function writeSendPlans(tx: DbOrTx, plans: readonly SendPlan[], actor: Actor, now: Date) {
  const at = now.toISOString()
  const fresh = plans.filter((p) => p.kind === 'new')
  const nudged = plans.filter((p) => p.kind === 'nudge')
  if (nudged.length > 0)
    await tx.execute(sql`
      UPDATE vms_submissions SET next_attempt_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      WHERE id = ANY(${intArray(nudged.map((p) => p.submissionId))}) AND state = 'queued'`)
  if (fresh.length === 0) return
  const previous = fresh.flatMap((p) => (p.previousId ? [p.previousId] : []))
  if (previous.length > 0)
    await tx.execute(sql`
      UPDATE vms_submissions SET state = 'superseded', updated_at = ${at}::timestamptz
      WHERE id = ANY(${intArray(previous)}) AND state IN ('queued', 'accepted', 'confirmed')`)
  const rows = fresh.map((p) => ({
    application_id: p.row.id,
    legal_entity_id: p.row.legalEntityId,
    key: randomUUID(),
    requisition_id: p.row.requisitionId,
    supersedes: p.kind === 'new' ? p.supersedes : null,
  }))
  await tx.execute(sql`
    INSERT INTO vms_submissions (client_id, application_id, legal_entity_id, idempotency_key, requisition_id,
      supersedes, state, next_attempt_at, created_by, created_at, updated_at)
    SELECT ${actor.clientId}, v.application_id, v.legal_entity_id, v.key::uuid, v.requisition_id, v.supersedes,
      'queued', ${at}::timestamptz, ${actor.id}, ${at}::timestamptz, ${at}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(application_id int, legal_entity_id int, key text, requisition_id text, supersedes text)`)
  const ids = fresh.map((p) => p.row.id)
  await tx.execute(sql`
    UPDATE applications SET status = 'sp', vms_message = NULL, msp_pipeline_last_updated = ${at}::timestamptz
    WHERE id = ANY(${intArray(ids)})`)
  const history: HistoryInsert[] = fresh.map((p) => ({
    entityId: p.row.id,
    event: 'MSP_CHANGED_STATUS',
    oldValue: { status: p.row.status },
    newValue: { status: 'sp', requisitionId: p.row.requisitionId, resend: p.row.status !== 'a' },
  }))
  await insertHistory(tx, actor.clientId, actor.id, 'application', history, now)
}
