import { type SQL, sql } from 'drizzle-orm'
import type { AttentionResponse, QueueRequest } from '../../../shared/contracts/analytics'
import { hasPermission } from '../../../shared/domain/permissions'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'
import { loadRowPageJson, textArray } from '../pipeline'

/**
 * The caller's live projects: their client, their legal entities, not deleted, not templates
 * (the same projects the dashboard counts).
 */
export const liveProjectsSql = (user: AuthUser) =>
  sql`SELECT id FROM projects WHERE client_id = ${user.clientId} AND ${legalEntityScope(user, sql`legal_entity_id`)}
    AND status <> 'DELETED' AND NOT is_template`

/** One stage of the caller's live projects, narrowed to what has waited long or to some statuses. */
function queueConditions(
  user: AuthUser,
  stage: string,
  f: { olderThanDays?: number; statuses?: readonly string[] },
  now: Date,
): SQL[] {
  const conditions = [
    sql`a.client_id = ${user.clientId}`,
    sql`a.stage = ${stage}`,
    // An array, not a join: the page then walks applications_client_stage_idx in its order with
    // this as a filter and stops at LIMIT, instead of sorting the whole stage of the client. `+ 0`
    // keeps it a filter: as an index condition, the prepared (generic) plan read the whole stage
    // through applications_project_stage_idx and sorted it (14 ms instead of 0.7 on PostgreSQL).
    sql`a.project_id + 0 = ANY(ARRAY(${liveProjectsSql(user)}))`,
  ]
  if (f.olderThanDays !== undefined)
    conditions.push(
      sql`a.msp_pipeline_last_updated < ${new Date(now.getTime() - f.olderThanDays * 86_400_000).toISOString()}::timestamptz`,
    )
  if (f.statuses) conditions.push(sql`a.status = ANY(${textArray(f.statuses)})`)
  return conditions
}

/** The list a queue request names (without its page), as the page and "next unseen" read it. */
export function queueListSql(user: AuthUser, req: Omit<QueueRequest, 'offset' | 'size'>, now: Date) {
  return {
    where: sql.join(queueConditions(user, req.stage, req, now), sql` AND `),
    from: sql`applications a`,
    // Oldest pipeline update first, so what waits longest comes first.
    sort: {
      columns: sql`a.id, a.msp_pipeline_last_updated AS s_updated`,
      pageOrder: sql`a.msp_pipeline_last_updated, a.id`,
      rowOrder: sql`s_updated, id`,
    },
  }
}

/**
 * GET queue/attention: across every project, the applications that have waited longer than
 * their stage's days (active, sent to the client) and those whose VMS send failed (each a range
 * of applications_client_stage_idx), the client's failed emails and its pools' pending members.
 */
export async function attentionCounts(
  db: Db,
  user: AuthUser,
  q: { activeDays: number; send2vmsDays: number },
  now: Date,
): Promise<AttentionResponse> {
  const count = (stage: string, f: { olderThanDays?: number; statuses?: string[] }) =>
    sql`(SELECT count(*) FROM applications a WHERE ${sql.join(queueConditions(user, stage, f, now), sql` AND `)})`
  // The Outbox is read with the talent-history right: without it the count is not shown.
  const readsMail = hasPermission(user.permissions, 'FREELANCER_HISTORY')
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`SELECT ${count('active', { olderThanDays: q.activeDays })} AS active,
      ${count('send2vms', { olderThanDays: q.send2vmsDays })} AS send2vms,
      ${count('send2vms', { statuses: ['sf'] })} AS failed,
      ${
        readsMail
          ? sql`(SELECT count(*) FROM email_outbox WHERE client_id = ${user.clientId} AND status = 'failed')`
          : sql`NULL`
      } AS emails_failed,
      (SELECT count(*) FROM pool_memberships WHERE client_id = ${user.clientId} AND status = 'PENDING') AS pool_pending`),
  )
  return {
    waitingActive: Number(row.active),
    waitingSend2vms: Number(row.send2vms),
    sendFailed: Number(row.failed),
    emailsFailed: row.emails_failed === null ? null : Number(row.emails_failed),
    poolPending: Number(row.pool_pending),
  }
}

/**
 * POST queue/applications: one stage's applications across every project of the caller, in the
 * pipeline's order (oldest pipeline update first, so what waits longest comes first). The page
 * walks applications_client_stage_idx in that order and keeps rows of the caller's projects (a
 * hashed set), so the first page reads about as many index entries as it shows; the total sums
 * the per-project stage counts the triggers keep (migration 0005).
 */
export async function queueApplicationsJson(
  db: Db,
  user: AuthUser,
  req: QueueRequest,
  now: Date,
): Promise<string> {
  const live = liveProjectsSql(user)
  const { from, where, sort } = queueListSql(user, req, now)
  // The whole stage: the per-project counts the triggers keep; a narrowed list counts its index range.
  const total =
    req.olderThanDays === undefined && req.statuses === undefined
      ? sql`(SELECT coalesce(sum(n), 0) FROM application_stage_counts
          WHERE stage = ${req.stage} AND project_id IN (${live}))`
      : sql`(SELECT count(*) FROM applications a WHERE ${where})`
  const page = await loadRowPageJson(
    db,
    user.clientId,
    {
      select: sql`SELECT ${sort.columns} FROM ${from}
        WHERE ${where}
        ORDER BY ${sort.pageOrder} OFFSET ${req.offset} LIMIT ${req.size}`,
      order: sort.rowOrder,
      prepare: true,
      viewerId: user.id,
    },
    total,
    // The titles of the page's projects ride along: no second statement.
    sql`SELECT coalesce(json_agg(json_build_object('id', p.id, 'title', p.title) ORDER BY p.id), '[]')
      FROM projects p WHERE p.id IN (SELECT project_id FROM r)`,
  )
  return `{"results":${page.rows},"totalResults":${page.total ?? 0},"projects":${page.extra ?? '[]'}}`
}
