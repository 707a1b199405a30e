import { sql } from 'drizzle-orm'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import type { VmsSubmissionState } from '../../../shared/domain/vms'
import type { Db, DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { VmsEvent } from '../../integrations/vms/port'
import { noteWrite } from '../../kernel/activity'
import { insertHistory } from '../pipeline'
import { type ApplicationState, applyEvents, type RecordState, type SubmissionState } from './event-apply'
import { writeAppliedBatch } from './event-writes'
import { notifyOwners } from './notifications'
import { yieldingDb } from './yielding'

/** Events per transaction: one webhook batch (≤ 100) fits in one. */
const BATCH = 200

export interface IngestResult {
  received: number
  /** Not seen before (the rest were duplicates). */
  fresh: number
  applied: number
  unmapped: number
}

const textList = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`
const validIso = (v: string) => (Number.isNaN(Date.parse(v)) ? null : new Date(v).toISOString())

/**
 * Takes events of one legal entity's VMS (a webhook batch or a page of the pull feed): each
 * event id is stored once (later copies are dropped by the unique index, however late they
 * come), and only the new ones are applied, in the same transaction, so an event is applied
 * exactly once even when webhook and poll deliver it at the same time.
 */
export async function ingestEvents(
  rawDb: Db,
  input: {
    clientId: number
    legalEntityId: number
    events: readonly VmsEvent[]
    via: 'webhook' | 'poll'
    now: () => Date
  },
): Promise<IngestResult> {
  const db = yieldingDb(rawDb)
  const total: IngestResult = { received: input.events.length, fresh: 0, applied: 0, unmapped: 0 }
  const unique = [...new Map(input.events.map((e) => [e.eventId, e])).values()]
  for (let at = 0; at < unique.length; at += BATCH) {
    const slice = unique.slice(at, at + BATCH)
    const result = await withDeadlockRetry(() =>
      db.transaction((tx) =>
        ingestBatch(tx, input.clientId, input.legalEntityId, slice, input.via, input.now()),
      ),
    )
    total.fresh += result.fresh
    total.applied += result.applied
    total.unmapped += result.unmapped
  }
  if (total.fresh > 0) noteWrite(rawDb)
  return total
}

async function withDeadlockRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw error
    }
  }
}

async function ingestBatch(
  tx: DbOrTx,
  clientId: number,
  legalEntityId: number,
  events: readonly VmsEvent[],
  via: 'webhook' | 'poll',
  now: Date,
) {
  const ledger = events.map((e) => ({
    event_id: e.eventId,
    sequence: e.sequence,
    type: e.kind.type,
    vms_submission_id: e.vmsSubmissionId || null,
    external_ref: e.externalRef,
    occurred_at: validIso(e.occurredAt),
    payload: e,
  }))
  const inserted = rowsOf<{ id: number; event_id: string }>(
    await tx.execute(sql`
      INSERT INTO vms_events (client_id, legal_entity_id, event_id, sequence, type, vms_submission_id, external_ref,
        occurred_at, via, payload, outcome, received_at)
      SELECT ${clientId}, ${legalEntityId}, e.event_id, e.sequence, e.type, e.vms_submission_id, e.external_ref,
        e.occurred_at::timestamptz, ${via}, e.payload, 'unmapped', ${now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(ledger)}::jsonb) AS e(event_id text, sequence bigint, type text,
        vms_submission_id text, external_ref text, occurred_at text, payload jsonb)
      ON CONFLICT (legal_entity_id, event_id) DO NOTHING
      RETURNING id, event_id`),
  )
  if (inserted.length === 0) return { fresh: 0, applied: 0, unmapped: 0 }
  const rowIdOf = new Map(inserted.map((r) => [r.event_id, Number(r.id)]))
  const fresh = events.filter((e) => rowIdOf.has(e.eventId))
  const refs = [...new Set(fresh.flatMap((e) => (e.externalRef ? [e.externalRef] : [])))]
  const vmsIds = [...new Set(fresh.map((e) => e.vmsSubmissionId).filter(Boolean))]
  const subs = await loadSubmissions(tx, legalEntityId, refs, vmsIds)
  const appIds = [...new Set(subs.map((s) => s.applicationId))]
  const apps = await loadApplications(tx, appIds)
  const interviews = await loadRecords(tx, 'vms_interviews', appIds)
  const offers = await loadRecords(tx, 'vms_offers', appIds)
  const batch = applyEvents(fresh, subs, apps, interviews, offers)
  await writeAppliedBatch(tx, {
    clientId,
    now,
    subs: subs.filter((s) => s.dirty),
    apps: [...apps.values()].filter((a) => a.dirty),
    interviews: [...interviews.values()].filter((r) => r.dirty),
    offers: [...offers.values()].filter((r) => r.dirty),
    outcomes: batch.outcomes.map((o) => ({
      id: rowIdOf.get(o.eventId) ?? 0,
      outcome: o.outcome,
      application_id: o.applicationId,
    })),
  })
  await insertHistory(tx, clientId, null, 'application', batch.history, now)
  await notifyOwners(tx, clientId, batch.notifications, now)
  return {
    fresh: fresh.length,
    applied: batch.outcomes.filter((o) => o.outcome === 'applied').length,
    unmapped: batch.outcomes.filter((o) => o.outcome === 'unmapped').length,
  }
}

/** The submissions the events name (by our key or the VMS's id), locked with their applications. */
async function loadSubmissions(
  tx: DbOrTx,
  legalEntityId: number,
  refs: readonly string[],
  vmsIds: readonly string[],
): Promise<SubmissionState[]> {
  if (refs.length === 0 && vmsIds.length === 0) return []
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT s.id, s.application_id, s.state, s.vms_submission_id, s.supersedes, s.idempotency_key::text AS key, s.last_status_seq,
        s.confirmed_at IS NOT NULL AS confirmed, s.last_error
      FROM vms_submissions s
      WHERE s.legal_entity_id = ${legalEntityId}
        AND (s.idempotency_key::text IN (SELECT jsonb_array_elements_text(${textList(refs)}))
          OR s.vms_submission_id IN (SELECT jsonb_array_elements_text(${textList(vmsIds)}))
          OR s.supersedes IN (SELECT jsonb_array_elements_text(${textList(vmsIds)})))
      ORDER BY s.id
      FOR UPDATE OF s`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    applicationId: Number(r.application_id),
    state: r.state as VmsSubmissionState,
    vmsSubmissionId: (r.vms_submission_id as string | null) ?? null,
    supersedes: (r.supersedes as string | null) ?? null,
    key: String(r.key),
    lastStatusSeq: Number(r.last_status_seq),
    confirmed: Boolean(r.confirmed),
    lastError: (r.last_error as string | null) ?? null,
    dirty: false,
  }))
}

async function loadApplications(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, ApplicationState>> {
  if (ids.length === 0) return new Map()
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT a.id, a.status, a.vms_message, a.vms_id,
        (SELECT coalesce(max(s.last_status_seq), 0) FROM vms_submissions s WHERE s.application_id = a.id) AS seq
      FROM applications a WHERE a.id = ANY(${intArray(ids)}) ORDER BY a.id FOR UPDATE`),
  )
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        status: r.status as ApplicationStatusCode,
        statusSeq: Number(r.seq),
        vmsMessage: (r.vms_message as string | null) ?? null,
        vmsId: (r.vms_id as string | null) ?? null,
        dirty: false,
      },
    ]),
  )
}

async function loadRecords(
  tx: DbOrTx,
  table: 'vms_interviews' | 'vms_offers',
  appIds: readonly number[],
): Promise<Map<string, RecordState>> {
  if (appIds.length === 0) return new Map()
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT application_id, external_id, last_seq, status, talent_response, response_state FROM ${sql.identifier(table)}
      WHERE application_id = ANY(${intArray(appIds)}) AND external_id IS NOT NULL
      ORDER BY id FOR UPDATE`),
  )
  return new Map(
    rows.map((r) => [
      `${r.application_id}:${r.external_id}`,
      {
        applicationId: Number(r.application_id),
        externalId: String(r.external_id),
        exists: true,
        lastSeq: Number(r.last_seq),
        status: String(r.status),
        talentResponse: String(r.talent_response),
        responseState: (r.response_state as string | null) ?? null,
        fields: {},
        dirty: false,
      },
    ]),
  )
}

/**
 * Events that arrived before their submission was known here (a VMS that names only its own
 * id, whose answer to the submit was lost): applied again once the submission's id is known.
 */
export async function reapplyUnmapped(
  rawDb: Db,
  clientId: number,
  legalEntityId: number,
  refs: readonly string[],
  vmsIds: readonly string[],
  now: () => Date,
): Promise<number> {
  const db = yieldingDb(rawDb)
  // One transaction: the events leave the ledger and come back applied, or neither.
  const applied = await db.transaction(async (tx) => {
    const rows = rowsOf<{ payload: VmsEvent | string; via: 'webhook' | 'poll' }>(
      await tx.execute(sql`
        DELETE FROM vms_events WHERE legal_entity_id = ${legalEntityId} AND outcome = 'unmapped'
          AND (external_ref IN (SELECT jsonb_array_elements_text(${textList(refs)}))
            OR vms_submission_id IN (SELECT jsonb_array_elements_text(${textList(vmsIds)})))
        RETURNING payload, via`),
    )
    if (rows.length === 0) return 0
    const events = rows.map((r) =>
      typeof r.payload === 'string' ? (JSON.parse(r.payload) as VmsEvent) : r.payload,
    )
    return (await ingestBatch(tx, clientId, legalEntityId, events, rows[0].via, now())).applied
  })
  if (applied > 0) noteWrite(rawDb)
  return applied
}
