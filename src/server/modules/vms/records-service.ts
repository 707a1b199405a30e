import { sql } from 'drizzle-orm'
import type {
  RecordInterviewRequest,
  RecordOfferRequest,
  VmsApplication,
  VmsInterview,
  VmsOffer,
  VmsRequestDetail,
  VmsRespondResponse,
} from '../../../shared/contracts/vms'
import { hasPermission } from '../../../shared/domain/permissions'
import {
  interviewAnswerable,
  offerAnswerable,
  type TalentResponse,
  type VmsSubmissionState,
} from '../../../shared/domain/vms'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, badRequest, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { insertHistory, loadOwnedApplication } from '../pipeline'
import { canSeePersonalData } from '../talents'

/** Interviews and offers of an application (issue 20 §2), and the VMS part of its detail. */

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())
const str = (v: unknown) => (v === null || v === undefined ? null : String(v))

type Kind = 'interview' | 'offer'
const tableOf = (kind: Kind) => sql.identifier(kind === 'interview' ? 'vms_interviews' : 'vms_offers')

function responseFields(r: Record<string, unknown>) {
  return {
    talentResponse: r.talent_response as TalentResponse,
    responseReason: str(r.response_reason),
    respondedAt: iso(r.responded_at),
    respondedBy: str(r.responded_by_name),
    responseState: (r.response_state as VmsInterview['responseState']) ?? null,
    responseError: str(r.response_error),
    externalId: str(r.external_id),
    source: (r.source as 'vms' | 'msp') ?? 'vms',
    message: str(r.message),
    createdAt: iso(r.created_at) ?? '',
    updatedAt: iso(r.updated_at) ?? '',
  }
}

const NOT_FOUND: Record<Kind, string> = {
  interview: 'msp.v2.vms.error.interview.not.found',
  offer: 'msp.v2.vms.error.offer.not.found',
}
const NOT_OPEN: Record<Kind, string> = {
  interview: 'msp.v2.vms.error.interview.not.open',
  offer: 'msp.v2.vms.error.offer.not.open',
}

const inFlight = (state: unknown) => state === 'pending' || state === 'sending'

function toInterview(r: Record<string, unknown>): VmsInterview {
  const f = responseFields(r)
  return {
    id: Number(r.id),
    status: String(r.status),
    startsAt: iso(r.scheduled_at),
    endsAt: iso(r.ends_at),
    location: str(r.location),
    meetingUrl: str(r.meeting_url),
    notes: str(r.notes),
    ...f,
    answerable:
      interviewAnswerable({ status: String(r.status), talentResponse: f.talentResponse }) &&
      !inFlight(f.responseState),
  }
}

function toOffer(r: Record<string, unknown>): VmsOffer {
  const f = responseFields(r)
  return {
    id: Number(r.id),
    status: String(r.status),
    rate: str(r.rate),
    currency: str(r.currency),
    rateUnit: str(r.rate_unit),
    startDate: r.start_date ? new Date(String(r.start_date)).toISOString().slice(0, 10) : null,
    ...f,
    answerable:
      offerAnswerable({ status: String(r.status), talentResponse: f.talentResponse }) &&
      !inFlight(f.responseState),
  }
}

const records = (db: DbOrTx, kind: Kind, where: ReturnType<typeof sql>) =>
  db.execute(sql`
    SELECT r.*, m.first_name || ' ' || m.last_name AS responded_by_name FROM ${tableOf(kind)} r
    LEFT JOIN msps m ON m.id = r.responded_by
    WHERE ${where}
    ORDER BY ${kind === 'interview' ? sql`r.scheduled_at DESC NULLS LAST` : sql`r.created_at DESC`}, r.id DESC`)

/** The user may act on the application (its legal entity is theirs: the loaders answer 404 otherwise). */
function mayManage(user: AuthUser) {
  return hasPermission(user.permissions, 'APPLICATION_MANAGE')
}

/** GET vms/application/{id} */
export async function getVmsApplication(deps: AppDeps, user: AuthUser, id: number): Promise<VmsApplication> {
  const { app, project, legalEntity } = await loadOwnedApplication(deps.db, user, id)
  const db = deps.db
  const [sub] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT s.*, m.first_name || ' ' || m.last_name AS created_by_name FROM vms_submissions s
      LEFT JOIN msps m ON m.id = s.created_by
      WHERE s.application_id = ${id} ORDER BY s.id DESC LIMIT 1`),
  )
  const requests = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT r.id, r.kind, r.target, r.attempt, r.method, r.url, r.response_status, r.outcome, r.message, r.started_at,
        r.duration_ms, m.first_name || ' ' || m.last_name AS by_name
      FROM vms_requests r LEFT JOIN msps m ON m.id = r.msp_id
      WHERE r.application_id = ${id} ORDER BY r.started_at DESC, r.id DESC LIMIT 100`),
  )
  const interviews = rowsOf<Record<string, unknown>>(
    await records(db, 'interview', sql`r.application_id = ${id}`),
  )
  const offers = rowsOf<Record<string, unknown>>(await records(db, 'offer', sql`r.application_id = ${id}`))
  const vmsType = (legalEntity.config as { vmsType?: string } | null)?.vmsType ?? 'none'
  return {
    applicationId: id,
    status: app.status,
    vmsType,
    connected: deps.vms?.connections.get(project.legalEntityId) != null,
    vmsMessage: app.vmsMessage,
    canManage: mayManage(user),
    canSeeDataProtection: await canSeePersonalData(db, user, app.talentId),
    submission: sub
      ? {
          id: Number(sub.id),
          state: sub.state as VmsSubmissionState,
          requisitionId: String(sub.requisition_id),
          vmsSubmissionId: str(sub.vms_submission_id),
          attempts: Number(sub.attempts),
          nextAttemptAt: sub.state === 'queued' ? iso(sub.next_attempt_at) : null,
          lastError: str(sub.last_error),
          cancelRequested: Boolean(sub.cancel_requested),
          createdAt: iso(sub.created_at) ?? '',
          acceptedAt: iso(sub.accepted_at),
          confirmedAt: iso(sub.confirmed_at),
          createdBy: str(sub.created_by_name),
        }
      : null,
    requests: requests.map((r) => ({
      id: Number(r.id),
      kind: r.kind as 'submit',
      target: str(r.target),
      attempt: Number(r.attempt),
      method: String(r.method),
      url: String(r.url),
      responseStatus: r.response_status === null ? null : Number(r.response_status),
      outcome: r.outcome as 'pending',
      message: str(r.message),
      startedAt: iso(r.started_at) ?? '',
      durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
      by: str(r.by_name),
    })),
    interviews: interviews.map(toInterview),
    offers: offers.map(toOffer),
  }
}

/** GET vms/request/{id}: one exchange verbatim; its bodies carry contact data (§4 data protection). */
export async function getVmsRequest(deps: AppDeps, user: AuthUser, id: number): Promise<VmsRequestDetail> {
  const [r] = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT r.*, a.talent_id, m.first_name || ' ' || m.last_name AS by_name FROM vms_requests r
      JOIN applications a ON a.id = r.application_id JOIN projects p ON p.id = a.project_id
      LEFT JOIN msps m ON m.id = r.msp_id
      WHERE r.id = ${id} AND r.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`),
  )
  if (!r) throw notFound('msp.v2.vms.error.request.not.found')
  // The bodies carry the talent's contact data: the data-protection rule decides (§4).
  const visible = await canSeePersonalData(deps.db, user, Number(r.talent_id))
  const files = typeof r.files === 'string' ? JSON.parse(r.files) : (r.files ?? [])
  return {
    id: Number(r.id),
    kind: r.kind as 'submit',
    target: str(r.target),
    attempt: Number(r.attempt),
    method: String(r.method),
    url: String(r.url),
    responseStatus: r.response_status === null ? null : Number(r.response_status),
    outcome: r.outcome as 'pending',
    message: str(r.message),
    startedAt: iso(r.started_at) ?? '',
    durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
    by: str(r.by_name),
    requestBody: visible ? str(r.request_body) : null,
    files,
    responseBody: visible ? str(r.response_body) : null,
  }
}

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
  if (answer === 'decline' && !reason) throw badRequest('msp.v2.vms.error.reason.required')
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
        throw new ApiError(409, 'msp.v2.vms.reason.not.connected')
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
    throw new ApiError(409, 'msp.v2.vms.error.vms.records')
}

/** POST vms/interview */
export async function recordInterview(deps: AppDeps, user: AuthUser, body: RecordInterviewRequest) {
  await ownApplicationWithoutVms(deps.db, user, body.applicationId)
  if (body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    throw badRequest('msp.v2.vms.error.ends.before')
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
    if (r.external_id !== null || r.vms_type !== 'none')
      throw new ApiError(409, 'msp.v2.vms.error.vms.records')
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
