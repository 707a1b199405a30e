import { sql } from 'drizzle-orm'
import type { VmsApplication, VmsInterview, VmsOffer, VmsRequestDetail } from '../../../shared/contracts/vms'
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
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { loadOwnedApplication } from '../pipeline'
import { canSeePersonalData } from '../talents'
import { vmsErrors } from './errors'

/** The VMS part of an application's detail (issue 20 §2): submission, attempts, interviews and offers. */

export const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())
export const str = (v: unknown) => (v === null || v === undefined ? null : String(v))

export type Kind = 'interview' | 'offer'
export const tableOf = (kind: Kind) => sql.identifier(kind === 'interview' ? 'vms_interviews' : 'vms_offers')

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

export const NOT_FOUND: Record<Kind, string> = {
  interview: vmsErrors.interviewNotFound,
  offer: vmsErrors.offerNotFound,
}
export const NOT_OPEN: Record<Kind, string> = {
  interview: vmsErrors.interviewNotOpen,
  offer: vmsErrors.offerNotOpen,
}

export const inFlight = (state: unknown) => state === 'pending' || state === 'sending'

export function toInterview(r: Record<string, unknown>): VmsInterview {
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

export function toOffer(r: Record<string, unknown>): VmsOffer {
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

export const records = (db: DbOrTx, kind: Kind, where: ReturnType<typeof sql>) =>
  db.execute(sql`
    SELECT r.*, m.first_name || ' ' || m.last_name AS responded_by_name FROM ${tableOf(kind)} r
    LEFT JOIN msps m ON m.id = r.responded_by
    WHERE ${where}
    ORDER BY ${kind === 'interview' ? sql`r.scheduled_at DESC NULLS LAST` : sql`r.created_at DESC`}, r.id DESC`)

/** The user may act on the application (its legal entity is theirs: the loaders answer 404 otherwise). */
export function mayManage(user: AuthUser) {
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
  if (!r) throw notFound(vmsErrors.requestNotFound)
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
