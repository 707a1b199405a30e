import { type SQL, sql } from 'drizzle-orm'
import type {
  AnalyticsFilter,
  DrillQuery,
  DrillRow,
  TimeToFillResponse,
} from '../../../shared/contracts/analytics'
import type { DbOrTx } from '../../db/client'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'
import { isoUtc } from './analytics-sql'

/**
 * Time to first submission and time to fill per project (issue 25 §2): for each project created
 * in the period, from its creation to the first stay of one of its applications in send2vms
 * (sent to the client) or hired, read from the stays migration 0022 keeps (one index probe per
 * project). The recruiter filter does not apply: it selects applications, these are projects.
 */

/** The projects a filter selects (alias `p`): created in the period, of the caller's legal entities. */
function projectsWhere(user: AuthUser, f: AnalyticsFilter): SQL {
  const conditions: SQL[] = [
    sql`p.client_id = ${user.clientId}`,
    legalEntityScope(user, sql`p.legal_entity_id`),
    sql`NOT p.is_template`,
    sql`p.created_at >= ${f.from}::date::timestamp AT TIME ZONE 'UTC'`,
    sql`p.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
  ]
  if (f.projectIds) conditions.push(sql`p.id = ANY(${intArray(f.projectIds)})`)
  if (f.legalEntityId) conditions.push(sql`p.legal_entity_id = ${f.legalEntityId}`)
  return sql.join(conditions, sql` AND `)
}

/** The first stay of a project's applications in `stage`: (application_id, entered_at). */
const firstStay = (stage: string) => sql`(SELECT s.application_id, s.entered_at FROM application_stage_stays s
  WHERE s.project_id = p.id AND s.stage = ${stage} ORDER BY s.entered_at, s.application_id LIMIT 1)`

// greatest() skips nulls: a project that never got there stays null, not 0.
const hoursSince = (at: SQL) =>
  sql`(CASE WHEN ${at} IS NOT NULL THEN greatest(extract(epoch FROM ${at} - p.created_at), 0) / 3600.0 END)`

type Num = number | string | null
const hours = (v: Num) => (v === null ? null : Math.round(Number(v) * 10) / 10)

export async function timeToFill(
  db: DbOrTx,
  user: AuthUser,
  f: AnalyticsFilter,
): Promise<TimeToFillResponse> {
  const [row] = rowsOf<Record<string, Num>>(
    await db.execute(sql`WITH firsts AS (
        SELECT ${hoursSince(sql`sub.entered_at`)} AS submitted, ${hoursSince(sql`fill.entered_at`)} AS filled
        FROM projects p LEFT JOIN LATERAL ${firstStay('send2vms')} sub ON true
          LEFT JOIN LATERAL ${firstStay('hired')} fill ON true
        WHERE ${projectsWhere(user, f)}
      )
      SELECT count(*) AS projects,
        count(submitted) AS s_n, percentile_cont(0.5) WITHIN GROUP (ORDER BY submitted) AS s_p50,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY submitted) AS s_p90,
        count(filled) AS f_n, percentile_cont(0.5) WITHIN GROUP (ORDER BY filled) AS f_p50,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY filled) AS f_p90
      FROM firsts`),
  )
  const stats = (k: 's' | 'f') => ({
    count: Number(row[`${k}_n`] ?? 0),
    medianHours: hours(row[`${k}_p50`]),
    p90Hours: hours(row[`${k}_p90`]),
  })
  return { projects: Number(row.projects), firstSubmission: stats('s'), fill: stats('f') }
}

/**
 * The drill-down of time to first submission or to fill: per project that got there, the
 * application that did first, slowest project first (or in project order for the export, a
 * window of projects after `afterProjectId`).
 */
export async function fillRows(
  db: DbOrTx,
  user: AuthUser,
  f: AnalyticsFilter,
  q: DrillQuery,
  win: { afterProjectId: number; limit: number } | null,
): Promise<{ rows: DrillRow[]; total: number; lastProjectId: number | null }> {
  const stage = q.kind === 'fill' ? 'hired' : 'send2vms'
  const order = win ? sql`x.project_id` : sql`x.hours DESC, x.project_id`
  const bounds = win
    ? sql`AND p.id > ${win.afterProjectId} ORDER BY p.id LIMIT ${win.limit}`
    : sql`ORDER BY hours DESC, p.id OFFSET ${q.offset} LIMIT ${q.size}`
  const [r] = rowsOf<{ total: Num; last_id: Num; rows: DrillRow[] | string }>(
    await db.execute(sql`WITH page AS MATERIALIZED (
        SELECT p.id AS project_id, p.title, p.created_at, fs.application_id, fs.entered_at,
          ${hoursSince(sql`fs.entered_at`)} AS hours
        FROM projects p CROSS JOIN LATERAL ${firstStay(stage)} fs
        WHERE ${projectsWhere(user, f)} ${bounds}
      )
      SELECT ${
        win
          ? sql`NULL`
          : sql`(SELECT count(*) FROM projects p WHERE ${projectsWhere(user, f)}
              AND EXISTS (SELECT 1 FROM application_stage_stays s WHERE s.project_id = p.id AND s.stage = ${stage}))`
      } AS total,
        (SELECT max(project_id) FROM page) AS last_id,
        coalesce(json_agg(json_build_object('applicationId', x.application_id, 'projectId', x.project_id,
          'projectTitle', x.title, 'talentName', t.first_name || ' ' || t.last_name, 'status', a.status,
          'enteredAt', ${isoUtc(sql`x.created_at`)}, 'leftAt', ${isoUtc(sql`x.entered_at`)},
          'hours', round(x.hours::numeric, 1)) ORDER BY ${order}), '[]') AS rows
      FROM page x JOIN applications a ON a.id = x.application_id JOIN talents t ON t.id = a.talent_id`),
  )
  return {
    rows: jsonValue(r.rows).map((row) => ({ ...row, hours: row.hours === null ? null : Number(row.hours) })),
    total: Number(r.total ?? 0),
    lastProjectId: r.last_id === null ? null : Number(r.last_id),
  }
}
