import { sql } from 'drizzle-orm'
import type {
  RecordInterviewRequest,
  RecordOfferRequest,
  VmsRespondResponse,
} from '../../../shared/contracts/vms'
import { interviewAnswerable, offerAnswerable, type TalentResponse } from '../../../shared/domain/vms'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, badRequest, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { insertHistory, loadOwnedApplication } from '../pipeline'
import {
  inFlight,
  type Kind,
  NOT_FOUND,
  NOT_OPEN,
  records,
  tableOf,
  toInterview,
  toOffer,
} from './application-view'
import { vmsErrors } from './errors'

/** Interviews and offers of an application (issue 20 §2): the talent's answers, and what the MSP records itself. */

/** A record with its application's project and legal entity, of the user's client. */
async function loadRecord(db: DbOrTx, user: AuthUser, kind: Kind, id: number, lock = false) {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT r.*, a.client_id, p.legal_entity_id, coalesce(le.config->>'vmsType', 'none') AS vms_type
      FROM ${tableOf(kind)} r
      JOIN applications a ON a.id = r.application_id
      JOIN projects p ON p.id = a.project_id
      JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE r.id = ${id} AND a.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
      ${lock ? sql`FOR UPDATE OF r` : sql``}`),
  )
  if (!r) throw notFound(NOT_FOUND[kind])
  return r
}

const LOCAL_ANSWER: Record<Kind, Record<'accept' | 'decline', string>> = {
  interview: { accept: 'cf', decline: 'can' },
  offer: { accept: 'acc', decline: 'rej' },
}

/**
 * POST vms/interview|offer/{id}/accept|decline: the talent's answer, given by the recruiter.
 * A record of the VMS is answered through it (queued in the row, delivered at once after the
 * commit, retried by the dispatcher if the VMS cannot take it now); a record of ours is
 * answered here.
 */
export async function respondToRecord(
  deps: AppDeps,
  user: AuthUser,
  kind: Kind,
  id: number,
  answer: 'accept' | 'decline',
  reason: string | null,
): Promise<VmsRespondResponse> {
  if (answer === 'decline' && !reason) throw badRequest(vmsErrors.reasonRequired)
  const now = nowOf(deps)
  const viaVms = await deps.db.transaction(async (tx) => {
    const r = await loadRecord(tx, user, kind, id, true)
    const talentResponse = r.talent_response as TalentResponse
    const open = (kind === 'interview' ? interviewAnswerable : offerAnswerable)({
      status: String(r.status),
      talentResponse,
    })
    if (!open || inFlight(r.response_state)) throw new ApiError(409, NOT_OPEN[kind])
    if (r.external_id !== null) {
      if (!deps.vms?.connections.get(Number(r.legal_entity_id)))
        throw new ApiError(409, vmsErrors.reasonNotConnected)
      await tx.execute(sql`
        UPDATE ${tableOf(kind)} SET response_state = 'pending', response_answer = ${answer}, response_reason = ${reason},
          responded_by = ${user.id}, responded_at = ${now.toISOString()}::timestamptz,
          response_next_at = ${now.toISOString()}::timestamptz, response_error = NULL, response_attempts = 0
        WHERE id = ${id}`)
      return true
    }
    const status = LOCAL_ANSWER[kind][answer]
    await tx.execute(sql`
      UPDATE ${tableOf(kind)} SET status = ${status}, talent_response = ${answer === 'accept' ? 'accepted' : 'declined'},
        response_reason = ${reason}, responded_by = ${user.id}, responded_at = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id}`)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'application',
      [
        {
          entityId: Number(r.application_id),
          event: kind === 'interview' ? 'VMS_INTERVIEW_UPDATED' : 'VMS_OFFER_UPDATED',
          oldValue: { status: r.status },
          newValue: { [`${kind}Id`]: id, status, reason },
        },
      ],
      now,
    )
    return false
  })
  if (!viaVms) return { kind, id, result: 'done', message: null }
  await deps.vms?.dispatcher?.deliverResponseNow(kind, id)
  const [after] = rowsOf<{ response_state: string | null; response_error: string | null }>(
    await deps.db.execute(sql`SELECT response_state, response_error FROM ${tableOf(kind)} WHERE id = ${id}`),
  )
  const state = after?.response_state
  return {
    kind,
    id,
    result: state === 'done' ? 'done' : state === 'failed' ? 'failed' : 'pending',
    message: after?.response_error ?? null,
  }
}

/** The MSP records interviews and offers only where no VMS does (legal entities without one). */
async function ownApplicationWithoutVms(db: DbOrTx, user: AuthUser, applicationId: number) {
  const { legalEntity } = await loadOwnedApplication(db, user, applicationId)
  if (((legalEntity.config as { vmsType?: string } | null)?.vmsType ?? 'none') !== 'none')
    throw new ApiError(409, vmsErrors.vmsRecords)
}

/** POST vms/interview */
export async function recordInterview(deps: AppDeps, user: AuthUser, body: RecordInterviewRequest) {
  await ownApplicationWithoutVms(deps.db, user, body.applicationId)
  if (body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    throw badRequest(vmsErrors.endsBefore)
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO vms_interviews (application_id, source, status, scheduled_at, ends_at, location, meeting_url, notes,
          created_by, created_at, updated_at)
        VALUES (${body.applicationId}, 'msp', 'uc', ${body.startsAt}::timestamptz, ${body.endsAt ?? null}::timestamptz,
          ${body.location ?? null}, ${body.meetingUrl ?? null}, ${body.notes ?? null}, ${user.id},
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        RETURNING id`),
    )
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'application',
      [
        {
          entityId: body.applicationId,
          event: 'VMS_INTERVIEW_CREATED',
          newValue: { interviewId: Number(row.id), status: 'uc', startsAt: body.startsAt },
        },
      ],
      now,
    )
    const [created] = rowsOf<Record<string, unknown>>(await records(tx, 'interview', sql`r.id = ${row.id}`))
    return toInterview(created)
  })
}

/** POST vms/offer */
export async function recordOffer(deps: AppDeps, user: AuthUser, body: RecordOfferRequest) {
  await ownApplicationWithoutVms(deps.db, user, body.applicationId)
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO vms_offers (application_id, source, status, rate, currency, rate_unit, start_date, created_by,
          created_at, updated_at)
        VALUES (${body.applicationId}, 'msp', 'cre', ${body.rate}, ${body.currency}, ${body.rateUnit},
          ${body.startDate}::timestamptz, ${user.id}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        RETURNING id`),
    )
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'application',
      [
        {
          entityId: body.applicationId,
          event: 'VMS_OFFER_CREATED',
          newValue: { offerId: Number(row.id), status: 'cre', rate: body.rate },
        },
      ],
      now,
    )
    const [created] = rowsOf<Record<string, unknown>>(await records(tx, 'offer', sql`r.id = ${row.id}`))
    return toOffer(created)
  })
}

/** POST vms/interview/{id}/cancel, vms/offer/{id}/withdraw: only records of ours. */
export async function closeRecord(
  deps: AppDeps,
  user: AuthUser,
  kind: Kind,
  id: number,
  reason: string | null,
) {
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    const r = await loadRecord(tx, user, kind, id, true)
    if (r.external_id !== null || r.vms_type !== 'none') throw new ApiError(409, vmsErrors.vmsRecords)
    const open = kind === 'interview' ? r.status !== 'can' : r.status === 'cre'
    if (!open) throw new ApiError(409, NOT_OPEN[kind])
    await tx.execute(sql`
      UPDATE ${tableOf(kind)} SET status = 'can', message = ${reason}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id}`)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'application',
      [
        {
          entityId: Number(r.application_id),
          event: kind === 'interview' ? 'VMS_INTERVIEW_UPDATED' : 'VMS_OFFER_UPDATED',
          oldValue: { status: r.status },
          newValue: { [`${kind}Id`]: id, status: 'can', reason },
        },
      ],
      now,
    )
    const [row] = rowsOf<Record<string, unknown>>(await records(tx, kind, sql`r.id = ${id}`))
    return kind === 'interview' ? toInterview(row) : toOffer(row)
  })
}
