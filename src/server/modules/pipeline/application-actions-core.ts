import { sql } from 'drizzle-orm'
import type { RejectEmail } from '../../../shared/contracts/email'
import type { RowFailure } from '../../../shared/contracts/pipeline'
import { type ApplicationActionName, canApply, PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import type { ApplicationStatusCode, PipelineStage } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import { inLegalEntityScope, legalEntityScope } from '../auth'
import { cancelRejections, holdRejectionEmails } from '../email'
import { type ActionRecord, lockActionRows } from './application-rows'
import { type HistoryInsert, insertHistory } from './pipeline-sql'

/**
 * The one place application actions write: single calls, bulk calls and the bulk task
 * handlers all run their rows through `runActionChunk`, inside the caller's transaction.
 */

export interface Actor {
  id: number
  clientId: number
  legalEntityIds: readonly number[]
}

export interface ActionParams {
  action: ApplicationActionName
  labelId?: number
  mspId?: number
  /** reject: the email that goes out (default template, another one, or none). */
  email?: RejectEmail
  /** reject: a label of the rejected stage, the rejection reason. */
  reasonLabelId?: number
}

export interface ChunkOptions {
  actor: Actor
  /** Limits the rows to one project (bulk calls); null for calls that take bare ids. */
  projectId: number | null
  params: ActionParams
  bulk: boolean
  /** Every changed row is snapshotted under this token (it must exist in undo_actions). */
  undoToken: string | null
  now: Date
  mailFrom: string
  /** When held rejection emails may go out; null while the bulk task writing them still runs. */
  emailsSendAfter: Date | null
  manualHire: boolean
}

export interface ChunkOutcome {
  succeededIds: number[]
  failures: RowFailure[]
  /** Rejection emails held (and rejected talents who get none: no verified address, no template ...). */
  emails?: { held: number; skipped: number }
}

export interface LabelInfo {
  id: number
  projectId: number
  name: string
  stage: PipelineStage
}

/** A label of a project of the actor's client and legal entities (auth/scope.ts), else null. */
export async function loadLabel(
  db: DbOrTx,
  actor: Pick<Actor, 'clientId' | 'legalEntityIds'>,
  labelId: number,
): Promise<LabelInfo | null> {
  const [row] = rowsOf<{ id: number; project_id: number; name: string; key: PipelineStage }>(
    await db.execute(sql`
      SELECT l.id, l.project_id, l.name, s.key FROM pipeline_labels l
      JOIN pipeline_stages s ON s.id = l.stage_id
      JOIN projects p ON p.id = l.project_id
      WHERE l.id = ${labelId} AND p.client_id = ${actor.clientId}
        AND ${legalEntityScope(actor, sql`p.legal_entity_id`)}`),
  )
  return row
    ? { id: Number(row.id), projectId: Number(row.project_id), name: row.name, stage: row.key }
    : null
}

/** Ids of `ids` this undo token already covers: rows an earlier run of the same chunk changed. */
async function alreadyDone(db: DbOrTx, token: string, ids: readonly number[]): Promise<Set<number>> {
  const rows = rowsOf<{ application_id: number }>(
    await db.execute(sql`
      SELECT application_id FROM undo_rows WHERE token = ${token} AND application_id = ANY(${intArray(ids)})`),
  )
  return new Set(rows.map((r) => Number(r.application_id)))
}

interface Change {
  row: ActionRecord
  target: ApplicationStatusCode
}

/** Runs one action on `ids` (each checked by the §4 rules under a row lock) and reports per row. */
export async function runActionChunk(
  tx: DbOrTx,
  ids: readonly number[],
  o: ChunkOptions,
): Promise<ChunkOutcome> {
  const rows = await lockActionRows(tx, o.actor.clientId, ids, o.projectId)
  const done = o.undoToken ? await alreadyDone(tx, o.undoToken, ids) : new Set<number>()
  const label = o.params.labelId ? await loadLabel(tx, o.actor, o.params.labelId) : null
  const { succeededIds, failures, changes } = evaluateRows(ids, rows, done, label, o)
  if (changes.length === 0) return { succeededIds, failures }
  if (o.undoToken) await snapshot(tx, o.undoToken, changes)
  const emails = await applyChanges(tx, changes, o, label)
  return { succeededIds, failures, emails }
}

export type EvaluateOptions = Pick<ChunkOptions, 'actor' | 'params' | 'bulk' | 'manualHire'>

/** The §4 rules applied to each id: what would change, and why the others would not. */
export function evaluateRows(
  ids: readonly number[],
  rows: Map<number, ActionRecord>,
  done: Set<number>,
  label: LabelInfo | null,
  o: EvaluateOptions,
): ChunkOutcome & { changes: Change[] } {
  const succeededIds: number[] = []
  const failures: RowFailure[] = []
  const changes: Change[] = []
  for (const id of ids) {
    const row = rows.get(id)
    // Another legal entity's application is as unknown as a missing one (auth/scope.ts).
    if (!row || !inLegalEntityScope(o.actor, row.legalEntityId)) {
      failures.push({ id, reason: PIPELINE_REASONS.unknown })
      continue
    }
    if (done.has(id)) {
      succeededIds.push(id)
      continue
    }
    const check = canApply(o.params.action, row, {
      legalEntityIds: o.actor.legalEntityIds,
      bulk: o.bulk,
      bulkRejectPending: row.bulkRejectPending,
      manualHire: o.manualHire,
      labelId: o.params.labelId,
      labelStage: label && label.projectId === row.projectId ? label.stage : undefined,
      mspId: o.params.mspId,
    })
    if (!check.ok) failures.push({ id, reason: check.reason })
    else {
      changes.push({ row, target: check.target })
      succeededIds.push(id)
    }
  }
  return { succeededIds, failures, changes }
}

async function snapshot(tx: DbOrTx, token: string, changes: Change[]): Promise<void> {
  const json = JSON.stringify(changes.map((c) => ({ id: c.row.id, new_status: c.target })))
  await tx.execute(sql`
    INSERT INTO undo_rows (token, application_id, prev_status, new_status, prev_label_ids, prev_allocated_msp_id, prev_last_updated)
    SELECT ${token}, a.id, a.status, v.new_status,
      coalesce((SELECT array_agg(al.label_id ORDER BY al.label_id) FROM application_labels al WHERE al.application_id = a.id), '{}'),
      a.allocated_msp_id, a.msp_pipeline_last_updated
    FROM jsonb_to_recordset(${json}::jsonb) AS v(id int, new_status text)
    JOIN applications a ON a.id = v.id
    ON CONFLICT DO NOTHING`)
}

async function applyChanges(
  tx: DbOrTx,
  changes: Change[],
  o: ChunkOptions,
  label: LabelInfo | null,
): Promise<ChunkOutcome['emails']> {
  const { actor, now } = o
  let emails: ChunkOutcome['emails']
  const ids = changes.map((c) => c.row.id)
  const at = now.toISOString()
  const history: HistoryInsert[] = []
  switch (o.params.action) {
    case 'accept':
    case 'reject':
    case 'reactivate':
    case 'hire':
    case 'unhire': {
      const json = JSON.stringify(changes.map((c) => ({ id: c.row.id, status: c.target })))
      await tx.execute(sql`
        UPDATE applications a SET status = v.status, msp_pipeline_last_updated = ${at}::timestamptz, updated_at = ${at}::timestamptz
        FROM jsonb_to_recordset(${json}::jsonb) AS v(id int, status text) WHERE a.id = v.id`)
      for (const c of changes)
        history.push({
          entityId: c.row.id,
          event: 'MSP_CHANGED_STATUS',
          oldValue: { status: c.row.status },
          newValue: { status: c.target },
        })
      if (o.params.action === 'reject') emails = await rejectExtras(tx, changes, o, history)
      // A re-activated application's rejection email, still inside its window, never leaves.
      if (o.params.action === 'reactivate') await cancelRejections(tx, ids)
      break
    }
    case 'addLabel':
    case 'removeLabel': {
      if (!label) return
      if (o.params.action === 'addLabel')
        await tx.execute(sql`
          INSERT INTO application_labels (application_id, label_id, added_by, added_at)
          SELECT unnest(${intArray(ids)}), ${label.id}, ${actor.id}, ${at}::timestamptz ON CONFLICT DO NOTHING`)
      else
        await tx.execute(sql`
          DELETE FROM application_labels WHERE label_id = ${label.id} AND application_id = ANY(${intArray(ids)})`)
      await bump(tx, ids, at)
      const event = o.params.action === 'addLabel' ? 'MSP_ADD_LABEL' : 'MSP_REMOVE_LABEL'
      for (const id of ids)
        history.push({ entityId: id, event, newValue: { labelId: label.id, name: label.name } })
      break
    }
    case 'allocate': {
      await tx.execute(sql`
        UPDATE applications SET allocated_msp_id = ${o.params.mspId ?? null}, msp_pipeline_last_updated = ${at}::timestamptz,
          updated_at = ${at}::timestamptz WHERE id = ANY(${intArray(ids)})`)
      for (const c of changes)
        history.push({
          entityId: c.row.id,
          event: 'MSP_UPDATED',
          oldValue: { allocatedMspId: c.row.allocatedMspId },
          newValue: { allocatedMspId: o.params.mspId ?? null },
        })
      break
    }
    case 'confirmPoolMembership': {
      const accepted = rowsOf<{ id: number; talent_id: number; pool_id: number }>(
        await tx.execute(sql`
          UPDATE pool_memberships pm SET status = 'ACCEPTED', updated_at = ${at}::timestamptz
          FROM applications a JOIN project_pools pp ON pp.project_id = a.project_id
          WHERE a.id = ANY(${intArray(ids)}) AND pm.talent_id = a.talent_id AND pm.pool_id = pp.pool_id
            AND pm.status = 'PENDING'
          RETURNING pm.id, pm.talent_id, pm.pool_id`),
      )
      await bump(tx, ids, at)
      const talentEvents = accepted.map((m) => ({
        entityId: Number(m.talent_id),
        event: 'MSP_ACCEPTS_POOL',
        newValue: { poolId: Number(m.pool_id), status: 'ACCEPTED' },
      }))
      await insertHistory(tx, actor.clientId, actor.id, 'talent', talentEvents, now)
      for (const id of ids)
        history.push({ entityId: id, event: 'MSP_UPDATED', newValue: { poolMembership: 'ACCEPTED' } })
      break
    }
  }
  await insertHistory(tx, actor.clientId, actor.id, 'application', history, now)
  return emails
}

/**
 * A reject's reason and email (issue 19 §2): the reason label (of the rejected stage of the
 * row's project) joins the rows, and the email goes out held, under the reject's undo token.
 */
async function rejectExtras(
  tx: DbOrTx,
  changes: Change[],
  o: ChunkOptions,
  history: HistoryInsert[],
): Promise<ChunkOutcome['emails']> {
  const at = o.now.toISOString()
  const reason = o.params.reasonLabelId ? await loadLabel(tx, o.actor, o.params.reasonLabelId) : null
  const labelled =
    reason?.stage === 'rejectedOrWithdrawn' ? changes.filter((c) => c.row.projectId === reason.projectId) : []
  if (reason && labelled.length > 0) {
    await tx.execute(sql`
      INSERT INTO application_labels (application_id, label_id, added_by, added_at)
      SELECT unnest(${intArray(labelled.map((c) => c.row.id))}), ${reason.id}, ${o.actor.id}, ${at}::timestamptz
      ON CONFLICT DO NOTHING`)
    for (const c of labelled)
      history.push({
        entityId: c.row.id,
        event: 'MSP_ADD_LABEL',
        newValue: { labelId: reason.id, name: reason.name },
      })
  }
  return holdRejectionEmails(tx, {
    actor: o.actor,
    applicationIds: changes.map((c) => c.row.id),
    email: o.params.email,
    reason: reason?.name ?? null,
    undoToken: o.undoToken,
    sendAfter: o.emailsSendAfter,
    from: o.mailFrom,
  })
}

async function bump(tx: DbOrTx, ids: number[], at: string): Promise<void> {
  await tx.execute(sql`
    UPDATE applications SET msp_pipeline_last_updated = ${at}::timestamptz, updated_at = ${at}::timestamptz
    WHERE id = ANY(${intArray(ids)})`)
}
