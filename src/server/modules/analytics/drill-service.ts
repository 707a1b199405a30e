import { type SQL, sql } from 'drizzle-orm'
import type {
  AnalyticsFilter,
  DrillQuery,
  DrillResponse,
  DrillRow,
} from '../../../shared/contracts/analytics'
import type { Db } from '../../db/client'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { filteredApplications, isoUtc, SUBMITTED_SQL, stayHoursSql, staysCte } from './analytics-sql'

/**
 * The applications behind one figure of a chart: the funnel step's applications, or the stays
 * of a stage that ended (moved on) or last (waiting), slowest first. The same statement pages
 * the list (offset) and walks the CSV export (a window of application ids at a time).
 */

type Window = { afterId: number; limit: number }

const FUNNEL_CONDITION: Record<string, SQL> = {
  applied: sql``,
  submitted: sql`AND ${SUBMITTED_SQL}`,
  hired: sql`AND a.stage = 'hired'`,
}

function statement(user: AuthUser, f: AnalyticsFilter, q: DrillQuery, now: Date, win: Window | null): SQL {
  const keyset = win ? sql`AND a.id > ${win.afterId} ORDER BY a.id LIMIT ${win.limit}` : sql``
  const h = stayHoursSql(now.toISOString())
  const columns = sql`'applicationId', x.id, 'projectId', x.project_id, 'projectTitle', p.title,
    'talentName', t.first_name || ' ' || t.last_name, 'status', x.status`
  if (q.kind === 'funnel') {
    const cond = FUNNEL_CONDITION[q.key] ?? sql`AND false`
    const order = win ? sql`x.id` : sql`x.created_at, x.id`
    return sql`WITH apps AS MATERIALIZED (
        SELECT a.id, a.created_at, a.status, a.project_id, a.talent_id ${filteredApplications(user, f, sql`${cond} ${keyset}`)}
      ), page AS (
        SELECT x.* FROM apps x ORDER BY ${order} ${win ? sql`` : sql`OFFSET ${q.offset} LIMIT ${q.size}`}
      )
      SELECT (SELECT count(*) FROM apps) AS total, (SELECT max(id) FROM apps) AS last_id,
        coalesce(json_agg(json_build_object(${columns}, 'enteredAt', ${isoUtc(sql`x.created_at`)},
          'leftAt', NULL, 'hours', NULL) ORDER BY ${order}), '[]') AS rows
      FROM page x JOIN projects p ON p.id = x.project_id JOIN talents t ON t.id = x.talent_id`
  }
  const open = q.kind === 'waiting' ? sql`s.left_at IS NULL` : sql`s.left_at IS NOT NULL`
  const order = win ? sql`x.id, x.entered_at` : sql`x.hours DESC, x.id`
  return sql`WITH ${staysCte(user, f, keyset)}, hit AS MATERIALIZED (
      SELECT s.id, s.entered_at, s.left_at, ${h} AS hours, apps.status, apps.project_id, apps.talent_id
      FROM stays s JOIN apps ON apps.id = s.id WHERE s.stage = ${q.key} AND ${open}
    ), page AS (
      SELECT x.* FROM hit x ORDER BY ${order} ${win ? sql`` : sql`OFFSET ${q.offset} LIMIT ${q.size}`}
    )
    SELECT (SELECT count(*) FROM hit) AS total, (SELECT max(id) FROM apps) AS last_id,
      coalesce(json_agg(json_build_object(${columns}, 'enteredAt', ${isoUtc(sql`x.entered_at`)},
        'leftAt', ${isoUtc(sql`x.left_at`)}, 'hours', round(x.hours::numeric, 1)) ORDER BY ${order}), '[]') AS rows
    FROM page x JOIN projects p ON p.id = x.project_id JOIN talents t ON t.id = x.talent_id`
}

type Result = { total: number | string; last_id: number | string | null; rows: DrillRow[] | string }

async function run(db: Db, s: SQL) {
  const [r] = rowsOf<Result>(await db.execute(s))
  const rows = jsonValue(r.rows).map((row) => ({
    ...row,
    hours: row.hours === null ? null : Number(row.hours),
  }))
  return { total: Number(r.total), lastId: r.last_id === null ? null : Number(r.last_id), rows }
}

export async function drillPage(
  db: Db,
  user: AuthUser,
  f: AnalyticsFilter,
  q: DrillQuery,
  now: Date,
): Promise<DrillResponse> {
  const r = await run(db, statement(user, f, q, now, null))
  return { results: r.rows, totalResults: r.total }
}

/** The export's rows, a window of `limit` applications at a time, in application order. */
export async function* drillChunks(
  db: Db,
  user: AuthUser,
  f: AnalyticsFilter,
  q: DrillQuery,
  now: Date,
  limit = 2000,
): AsyncGenerator<DrillRow[]> {
  let afterId = 0
  for (;;) {
    const r = await run(db, statement(user, f, q, now, { afterId, limit }))
    if (r.lastId === null) return
    if (r.rows.length > 0) yield r.rows
    afterId = r.lastId
  }
}
