import { type SQL, sql } from 'drizzle-orm'
import type { BoardResponse, BoardRow, VmsStatus } from '../../../shared/contracts/vms'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import type { VmsSubmissionState } from '../../../shared/domain/vms'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { vmsErrors } from './errors'

/** Rows per list of the board; the totals say how many there are. */
const LIST_LIMIT = 300

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())

function boardRow(r: Record<string, unknown>): BoardRow {
  return {
    applicationId: Number(r.id),
    projectId: Number(r.project_id),
    projectTitle: String(r.title),
    legalEntityId: Number(r.legal_entity_id),
    talentName: String(r.name),
    status: r.status as ApplicationStatusCode,
    since: iso(r.since) ?? '',
    attempts: Number(r.attempts ?? 0),
    nextAttemptAt: r.state === 'queued' ? iso(r.next_attempt_at) : null,
    message: (r.message as string | null) ?? null,
    submissionState: (r.state as VmsSubmissionState | null) ?? null,
  }
}

/**
 * GET vms/board: the VMS sync board of a project or of the whole client (issue 20 §2): what
 * is pending (and why it is not sent yet), what failed (the VMS's text), what waits for the
 * client longer than N days, the events no application could be found for, and how each
 * legal entity's connection is doing.
 */
export async function vmsBoard(
  deps: AppDeps,
  user: AuthUser,
  q: { projectId?: number; waitingDays: number },
): Promise<BoardResponse> {
  const db = deps.db
  let project: { id: number; title: string } | null = null
  if (q.projectId !== undefined) {
    const [p] = rowsOf<{ id: number; title: string }>(
      await db.execute(
        sql`SELECT p.id, p.title FROM projects p WHERE p.id = ${q.projectId} AND p.client_id = ${user.clientId}
          AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`,
      ),
    )
    if (!p) throw notFound(vmsErrors.pipelineProjectNotFound)
    project = { id: Number(p.id), title: p.title }
  }
  const scope = project ? sql`a.project_id = ${project.id}` : sql`a.client_id = ${user.clientId}`
  const list = async (status: ApplicationStatusCode, since: SQL, extra: SQL = sql``) => {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        SELECT a.id, a.project_id, p.title, p.legal_entity_id, t.first_name || ' ' || t.last_name AS name, a.status,
          ${since} AS since, s.attempts, s.next_attempt_at, s.state,
          coalesce(a.vms_message, s.last_error) AS message, count(*) OVER () AS total
        FROM applications a
        JOIN projects p ON p.id = a.project_id
        JOIN legal_entities le ON le.id = p.legal_entity_id
        JOIN talents t ON t.id = a.talent_id
        LEFT JOIN LATERAL (SELECT s.attempts, s.next_attempt_at, s.state, s.last_error, s.created_at, s.confirmed_at
          FROM vms_submissions s WHERE s.application_id = a.id ORDER BY s.id DESC LIMIT 1) s ON true
        WHERE ${scope} AND a.status = ${status} AND coalesce(le.config->>'vmsType', 'none') <> 'none'
          AND ${legalEntityScope(user, sql`p.legal_entity_id`)} ${extra}
        ORDER BY since, a.id
        LIMIT ${LIST_LIMIT}`),
    )
    return { total: rows.length > 0 ? Number(rows[0].total) : 0, rows: rows.map(boardRow) }
  }
  const cutoff = new Date(nowOf(deps).getTime() - q.waitingDays * 86_400_000).toISOString()
  const waitingSince = sql`coalesce(s.confirmed_at, a.vms_submitted_at, a.msp_pipeline_last_updated)`
  const [pending, failed, waiting] = [
    await list('sp', sql`coalesce(s.created_at, a.msp_pipeline_last_updated)`),
    await list('sf', sql`a.msp_pipeline_last_updated`),
    await list('s2c', waitingSince, sql`AND ${waitingSince} < ${cutoff}::timestamptz`),
  ]
  const connections = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT le.id, le.name, coalesce(le.config->>'vmsType', 'none') AS vms_type, st.last_poll_at, st.last_poll_error,
        st.last_webhook_at, coalesce(st.webhook_refused, 0) AS webhook_refused, st.last_webhook_error
      FROM legal_entities le LEFT JOIN vms_sync_state st ON st.legal_entity_id = le.id
      WHERE le.client_id = ${user.clientId} AND coalesce(le.config->>'vmsType', 'none') <> 'none'
        AND ${legalEntityScope(user, sql`le.id`)}
        ${project ? sql`AND le.id = (SELECT legal_entity_id FROM projects WHERE id = ${project.id})` : sql``}
      ORDER BY le.id`),
  )
  const leIds = connections.map((c) => Number(c.id))
  const unmapped = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT id, legal_entity_id, event_id, type, vms_submission_id, received_at, count(*) OVER () AS total
      FROM vms_events WHERE outcome = 'unmapped' AND client_id = ${user.clientId}
        AND legal_entity_id IN (SELECT unnest(${`{${leIds.join(',')}}`}::int[]))
      ORDER BY received_at DESC, id DESC LIMIT ${LIST_LIMIT}`),
  )
  return {
    project,
    waitingDays: q.waitingDays,
    connections: connections.map((c) => {
      const conn = deps.vms?.connections.get(Number(c.id))
      return {
        legalEntityId: Number(c.id),
        legalEntityName: String(c.name),
        vmsType: String(c.vms_type),
        connected: conn != null,
        baseUrl: conn?.baseUrl ?? null,
        lastPollAt: iso(c.last_poll_at),
        lastPollError: (c.last_poll_error as string | null) ?? null,
        lastWebhookAt: iso(c.last_webhook_at),
        webhookRefused: Number(c.webhook_refused),
        lastWebhookError: (c.last_webhook_error as string | null) ?? null,
      }
    }),
    pending,
    failed,
    waiting,
    unmapped: {
      total: unmapped.length > 0 ? Number(unmapped[0].total) : 0,
      rows: unmapped.map((u) => ({
        id: Number(u.id),
        legalEntityId: Number(u.legal_entity_id),
        eventId: String(u.event_id),
        type: String(u.type),
        vmsSubmissionId: (u.vms_submission_id as string | null) ?? null,
        receivedAt: iso(u.received_at) ?? '',
      })),
    },
  }
}

/** POST vms/statuses: status and VMS message of the caller's applications among `ids`. */
export async function vmsStatuses(db: DbOrTx, user: AuthUser, ids: readonly number[]): Promise<VmsStatus[]> {
  if (ids.length === 0) return []
  const rows = rowsOf<{
    id: number
    status: ApplicationStatusCode
    vms_message: string | null
    last_updated: string
  }>(
    await db.execute(sql`
      SELECT a.id, a.status, a.vms_message, a.msp_pipeline_last_updated AS last_updated
      FROM applications a JOIN projects p ON p.id = a.project_id
      WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${user.clientId}
        AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
      ORDER BY a.id`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    vmsMessage: r.vms_message,
    lastUpdated: new Date(r.last_updated).toISOString(),
  }))
}
