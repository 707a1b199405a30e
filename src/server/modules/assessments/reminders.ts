import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  IncompleteAssessmentsResponse,
  incompleteAssessmentsQuerySchema,
  RemindAssessmentsInput,
  RemindAssessmentsResult,
} from '../../../shared/contracts/assessments'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { assessmentsErrors } from './errors'

/** A candidate is reminded at most once a day. */
export const REMIND_INTERVAL_MS = 24 * 3_600_000
/** Attempts before a reminder gives up and says why (5 s, 10 s of back-off). */
export const MAX_REMIND_ATTEMPTS = 3

export const REMIND_REASONS = {
  notFound: assessmentsErrors.reasonNotFound,
  closed: assessmentsErrors.reasonClosed,
  notSent: assessmentsErrors.reasonNotSent,
  recent: assessmentsErrors.reasonRecent,
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())

/** Assessments of the user's projects whose candidate has not finished (oldest first). */
export async function listIncomplete(
  deps: AppDeps,
  user: AuthUser,
  q: z.infer<typeof incompleteAssessmentsQuerySchema>,
): Promise<IncompleteAssessmentsResponse> {
  const where = sql`p.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
    AND s.status IN ('invited', 'started', 'failed') ${q.projectId ? sql`AND p.id = ${q.projectId}` : sql``}`
  const rows = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT s.id, s.application_id, p.id AS project_id, p.title AS project_title, t.id AS talent_id,
        t.first_name || ' ' || t.last_name AS talent_name, s.name, s.status, s.created_at, s.expires_at,
        s.reminded_at, s.remind_next_at IS NOT NULL AS reminding,
        s.send_state = 'sent' AND s.invitation_id IS NOT NULL AS remindable, coalesce(s.remind_error, s.send_error) AS error,
        count(*) OVER () AS total
      FROM assessments s JOIN applications a ON a.id = s.application_id
      JOIN projects p ON p.id = a.project_id JOIN talents t ON t.id = a.talent_id
      WHERE ${where}
      ORDER BY s.created_at, s.id OFFSET ${q.offset} LIMIT ${q.size}`),
  )
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      applicationId: Number(r.application_id),
      projectId: Number(r.project_id),
      projectTitle: String(r.project_title),
      talentId: Number(r.talent_id),
      talentName: String(r.talent_name),
      testName: String(r.name),
      status: r.status as 'invited' | 'started' | 'failed',
      sentAt: iso(r.created_at) ?? '',
      expiresAt: iso(r.expires_at),
      remindedAt: iso(r.reminded_at),
      reminding: r.reminding === true,
      remindable: r.remindable === true,
      error: r.error === null ? null : String(r.error),
    })),
    totalResults: rows.length > 0 ? Number(rows[0].total) : 0,
  }
}

/**
 * Asks the vendor to remind candidates: each open, sent invitation not reminded in the last
 * day gets a reminder key and is due now; the worker sends it after the commit.
 */
export async function requestReminders(
  deps: AppDeps,
  user: AuthUser,
  input: RemindAssessmentsInput,
): Promise<RemindAssessmentsResult> {
  const now = nowOf(deps)
  const ids = [...new Set(input.assessmentIds)]
  const rows = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT s.id, s.status, s.send_state, s.reminded_at, s.remind_next_at
      FROM assessments s JOIN applications a ON a.id = s.application_id JOIN projects p ON p.id = a.project_id
      WHERE s.id = ANY(${intArray(ids)}) AND p.client_id = ${user.clientId}
        AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`),
  )
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  const result: RemindAssessmentsResult = { reminded: [], skipped: [] }
  const due: number[] = []
  for (const id of ids) {
    const r = byId.get(id)
    let reason: string | null = null
    if (!r) reason = REMIND_REASONS.notFound
    else if (r.status !== 'invited' && r.status !== 'started') reason = REMIND_REASONS.closed
    else if (r.send_state !== 'sent') reason = REMIND_REASONS.notSent
    else if (r.remind_next_at === null && r.reminded_at !== null)
      if (now.getTime() - new Date(String(r.reminded_at)).getTime() < REMIND_INTERVAL_MS)
        reason = REMIND_REASONS.recent
    if (reason) result.skipped.push({ assessmentId: id, reason })
    else {
      result.reminded.push(id)
      if (r?.remind_next_at === null) due.push(id)
    }
  }
  // One statement: a reminder already on its way keeps its key.
  for (const id of due)
    await deps.db.execute(sql`
      UPDATE assessments SET remind_key = ${randomUUID()}, remind_next_at = ${now.toISOString()}::timestamptz,
        remind_attempts = 0, remind_error = NULL
      WHERE id = ${id} AND remind_next_at IS NULL`)
  if (due.length > 0) deps.assessments?.wake()
  return result
}

/** Sends due reminders (the worker's round); the count sent or retried. */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const runtime = deps.assessments
  if (!runtime) return 0
  const now = nowOf(deps)
  const due = rowsOf<{ id: number; invitation_id: string; remind_key: string; remind_attempts: number }>(
    await deps.db.execute(sql`
      SELECT id, invitation_id, remind_key, remind_attempts FROM assessments
      WHERE remind_next_at <= ${now.toISOString()}::timestamptz ORDER BY remind_next_at LIMIT 50`),
  )
  for (const r of due) {
    try {
      await runtime.driver.remind(String(r.invitation_id), String(r.remind_key))
      await deps.db.execute(sql`
        UPDATE assessments SET reminded_at = ${nowOf(deps).toISOString()}::timestamptz, remind_next_at = NULL,
          remind_error = NULL WHERE id = ${Number(r.id)}`)
    } catch (error) {
      const attempts = Number(r.remind_attempts) + 1
      const next =
        attempts >= MAX_REMIND_ATTEMPTS
          ? null
          : new Date(now.getTime() + 5_000 * 2 ** (attempts - 1)).toISOString()
      await deps.db.execute(sql`
        UPDATE assessments SET remind_attempts = ${attempts}, remind_error = ${String((error as Error).message).slice(0, 500)},
          remind_next_at = ${next}::timestamptz WHERE id = ${Number(r.id)}`)
    }
  }
  return due.length
}
