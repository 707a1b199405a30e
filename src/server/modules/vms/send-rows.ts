import { sql } from 'drizzle-orm'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import { REPRESENTED_STATUSES, SUBMITTED_STATUSES, type VmsSubmissionState } from '../../../shared/domain/vms'
import type { DbOrTx } from '../../db/client'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import { legalEntityScope } from '../auth'
import { textArray } from '../pipeline'

/** What the send rules need about one application (one statement for a whole set). */
export interface SendRow {
  id: number
  status: ApplicationStatusCode
  projectId: number
  talentId: number
  legalEntityId: number
  vmsType: string
  requisitionId: string | null
  name: string
  email: string | null
  talentState: string
  rate: number | null
  rateUnit: string | null
  currency: string | null
  /** When the application's rates or answers last changed. */
  changedAt: string
  screeningMissing: number
  submission: {
    id: number
    state: VmsSubmissionState
    vmsSubmissionId: string | null
    createdAt: string
    nextAttemptAt: string | null
  } | null
  /** Another live representation of the same person for the same requisition of the client. */
  duplicate: { applicationId: number; projectTitle: string; recruiter: string | null; status: string } | null
}

export interface SendProject {
  id: number
  title: string
  requisitionId: string | null
  maxSubmissions: number
  sentCount: number
  rateMin: number | null
  rateMax: number | null
  rateUnit: string | null
  currency: string | null
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

/**
 * Screening counts as the pipeline row's chip does (the same mandatory top-level questions of
 * the project and its legal entity, answered when an answer exists), so the preflight never
 * contradicts what the row shows.
 *
 * The applications of `ids` of the client with their project, legal entity, talent, latest
 * submission, open screening questions and a duplicate representation if any; with `lock`,
 * the applications are locked for the transaction (FOR UPDATE), so the checks hold for the
 * writes that follow.
 */
export async function loadSendRows(
  db: DbOrTx,
  user: { clientId: number; legalEntityIds: readonly number[] },
  ids: readonly number[],
  lock: boolean,
): Promise<Map<number, SendRow>> {
  if (ids.length === 0) return new Map()
  const { clientId } = user
  const [result] = rowsOf<{ rows: Record<string, unknown>[] | string }>(
    await db.execute(sql`
      WITH r AS (
        SELECT a.id, a.status, a.project_id, a.talent_id, a.rate, a.rate_unit, a.currency, a.updated_at,
          p.legal_entity_id, p.vms_job_id, coalesce(le.config->>'vmsType', 'none') AS vms_type,
          t.first_name || ' ' || t.last_name AS name, t.email, t.state AS talent_state
        FROM applications a
        JOIN projects p ON p.id = a.project_id
        JOIN legal_entities le ON le.id = p.legal_entity_id
        JOIN talents t ON t.id = a.talent_id
        WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${clientId}
          AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
        ORDER BY a.id
        ${lock ? sql`FOR UPDATE OF a` : sql``}
      ), q AS (
        SELECT q.id, q.project_id, q.legal_entity_id FROM questions q
        WHERE q.mandatory AND q.msp_visibility AND NOT q.hide AND q.parent_question_id IS NULL
          AND (q.project_id IN (SELECT project_id FROM r)
            OR (q.project_id IS NULL AND q.legal_entity_id IN (SELECT legal_entity_id FROM r)))
      )
      SELECT coalesce(json_agg(json_build_object(
        'id', r.id, 'status', r.status, 'project_id', r.project_id, 'talent_id', r.talent_id,
        'legal_entity_id', r.legal_entity_id, 'vms_type', r.vms_type, 'requisition_id', r.vms_job_id,
        'name', r.name, 'email', r.email, 'talent_state', r.talent_state,
        'rate', r.rate, 'rate_unit', r.rate_unit, 'currency', r.currency,
        'changed_at', greatest(r.updated_at,
          (SELECT max(an.updated_at) FROM answers an WHERE an.application_id = r.id)),
        'screening_missing', (
          SELECT count(*) FROM q
          WHERE (q.project_id = r.project_id OR (q.project_id IS NULL AND q.legal_entity_id = r.legal_entity_id))
            AND NOT EXISTS (SELECT 1 FROM answers an WHERE an.application_id = r.id AND an.question_id = q.id)),
        'submission', (
          SELECT json_build_object('id', s.id, 'state', s.state, 'vms_submission_id', s.vms_submission_id,
            'created_at', s.created_at, 'next_attempt_at', s.next_attempt_at)
          FROM vms_submissions s WHERE s.application_id = r.id ORDER BY s.id DESC LIMIT 1),
        'duplicate', (
          SELECT json_build_object('application_id', d.id, 'project_title', dp.title,
            'recruiter', coalesce(dm.first_name || ' ' || dm.last_name, cm.first_name || ' ' || cm.last_name),
            'status', d.status)
          FROM applications d
          JOIN projects dp ON dp.id = d.project_id
          JOIN talents dt ON dt.id = d.talent_id
          LEFT JOIN msps dm ON dm.id = d.allocated_msp_id
          LEFT JOIN LATERAL (SELECT s.created_by FROM vms_submissions s WHERE s.application_id = d.id
            ORDER BY s.id DESC LIMIT 1) ds ON true
          LEFT JOIN msps cm ON cm.id = ds.created_by
          WHERE r.vms_job_id IS NOT NULL AND dp.vms_job_id = r.vms_job_id AND dp.client_id = ${clientId}
            AND d.id <> r.id AND d.status = ANY(${textArray(REPRESENTED_STATUSES)})
            AND (d.talent_id = r.talent_id OR (r.email IS NOT NULL AND lower(dt.email) = lower(r.email)))
          ORDER BY d.id LIMIT 1)
      ) ORDER BY r.id), '[]') AS rows
      FROM r`),
  )
  const out = new Map<number, SendRow>()
  for (const r of jsonValue(result.rows)) {
    const sub = r.submission as Record<string, unknown> | null
    const dup = r.duplicate as Record<string, unknown> | null
    out.set(Number(r.id), {
      id: Number(r.id),
      status: r.status as ApplicationStatusCode,
      projectId: Number(r.project_id),
      talentId: Number(r.talent_id),
      legalEntityId: Number(r.legal_entity_id),
      vmsType: String(r.vms_type),
      requisitionId: (r.requisition_id as string | null) ?? null,
      name: String(r.name),
      email: (r.email as string | null) ?? null,
      talentState: String(r.talent_state),
      rate: num(r.rate),
      rateUnit: (r.rate_unit as string | null) ?? null,
      currency: (r.currency as string | null) ?? null,
      changedAt: new Date(String(r.changed_at)).toISOString(),
      screeningMissing: Number(r.screening_missing),
      submission: sub
        ? {
            id: Number(sub.id),
            state: sub.state as VmsSubmissionState,
            vmsSubmissionId: (sub.vms_submission_id as string | null) ?? null,
            createdAt: new Date(String(sub.created_at)).toISOString(),
            nextAttemptAt: sub.next_attempt_at ? new Date(String(sub.next_attempt_at)).toISOString() : null,
          }
        : null,
      duplicate: dup
        ? {
            applicationId: Number(dup.application_id),
            projectTitle: String(dup.project_title),
            recruiter: (dup.recruiter as string | null) ?? null,
            status: String(dup.status),
          }
        : null,
    })
  }
  return out
}

/**
 * The projects of a set of rows with what maxSubmissions needs (the count already sent);
 * with `lock` the projects are locked, so two sends at once cannot both take the last place.
 */
export async function loadSendProjects(
  db: DbOrTx,
  clientId: number,
  projectIds: readonly number[],
  lock: boolean,
): Promise<Map<number, SendProject>> {
  if (projectIds.length === 0) return new Map()
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      WITH p AS (
        SELECT id, title, vms_job_id, max_submissions, rate_min, rate_max, rate_unit, currency FROM projects
        WHERE id = ANY(${intArray(projectIds)}) AND client_id = ${clientId}
        ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}
      )
      SELECT p.*, (SELECT count(*) FROM applications a WHERE a.project_id = p.id
        AND a.status = ANY(${textArray(SUBMITTED_STATUSES)})) AS sent
      FROM p`),
  )
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        title: String(r.title),
        requisitionId: (r.vms_job_id as string | null) ?? null,
        maxSubmissions: Number(r.max_submissions),
        sentCount: Number(r.sent),
        rateMin: num(r.rate_min),
        rateMax: num(r.rate_max),
        rateUnit: (r.rate_unit as string | null) ?? null,
        currency: (r.currency as string | null) ?? null,
      },
    ]),
  )
}
