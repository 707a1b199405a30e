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
import { filteredApplications, isoUtc, SUBMITTED_SQL } from './analytics-sql'
import { fillRows } from './fill-service'
import { stayCount, staysWhere } from './stays-sql'

/**
 * The applications behind one figure of a chart: the funnel step's applications, or the stays
 * of a stage that ended (moved on) or last (waiting), slowest first. The same statement pages
 * the list (offset) and walks the CSV export (a window of rows at a time, in application order).
 */

/** A window of the export: rows after `after` (application id, then stay number) in that order. */
type Window = { after: [number, number]; limit: number }

const FUNNEL_CONDITION: Record<string, SQL> = {
  applied: sql``,
  submitted: sql`AND ${SUBMITTED_SQL}`,
  hired: sql`AND a.stage = 'hired'`,
}

const COLUMNS = sql`'applicationId', x.id, 'projectId', x.project_id, 'projectTitle', p.title,
  'talentName', t.first_name || ' ' || t.last_name, 'status', x.status`

function funnelStatement(user: AuthUser, f: AnalyticsFilter, q: DrillQuery, win: Window | null): SQL {
  const keyset = win ? sql`AND a.id > ${win.after[0]} ORDER BY a.id LIMIT ${win.limit}` : sql``
  const cond = FUNNEL_CONDITION[q.key] ?? sql`AND false`
  const order = win ? sql`x.id` : sql`x.created_at, x.id`
  return sql`WITH apps AS MATERIALIZED (
      SELECT a.id, a.created_at, a.status, a.project_id, a.talent_id ${filteredApplications(user, f, sql`${cond} ${keyset}`)}
    ), page AS (
      SELECT x.* FROM apps x ORDER BY ${order} ${win ? sql`` : sql`OFFSET ${q.offset} LIMIT ${q.size}`}
    )
    SELECT (SELECT count(*) FROM apps) AS total, (SELECT max(id) FROM apps) AS last_id, 0 AS last_seq,
      coalesce(json_agg(json_build_object(${COLUMNS}, 'enteredAt', ${isoUtc(sql`x.created_at`)},
        'leftAt', NULL, 'hours', NULL) ORDER BY ${order}), '[]') AS rows
    FROM page x JOIN projects p ON p.id = x.project_id JOIN talents t ON t.id = x.talent_id`
}

/**
 * The stays of the figure's stage, ended or open, slowest first: the page walks
 * application_stage_stays_ended_idx / _open_idx in that order and stops at the page's end.
 */
function stayStatement(
  user: AuthUser,
  f: AnalyticsFilter,
  q: DrillQuery,
  now: Date,
  win: Window | null,
): SQL {
  const open = q.kind === 'waiting'
  const hours = open
    ? sql`extract(epoch FROM ${now.toISOString()}::timestamptz - s.entered_at) / 3600.0`
    : sql`s.seconds / 3600.0`
  const order = (x: 's' | 'x') => {
    const id = x === 's' ? 's.application_id' : 'x.id'
    return sql.raw(win ? `${id}, ${x}.seq` : open ? `${x}.entered_at, ${id}` : `${x}.seconds DESC, ${id}`)
  }
  const bounds = win
    ? sql`AND (s.application_id, s.seq) > (${win.after[0]}, ${win.after[1]}) ORDER BY ${order('s')} LIMIT ${win.limit}`
    : sql`ORDER BY ${order('s')} OFFSET ${q.offset} LIMIT ${q.size}`
  return sql`WITH page AS MATERIALIZED (
      SELECT s.application_id AS id, s.seq, s.project_id, s.entered_at, s.left_at, s.seconds, ${hours} AS hours
      FROM application_stage_stays s
      WHERE ${staysWhere(user, f)} AND s.stage = ${q.key} AND s.left_at IS ${open ? sql`NULL` : sql`NOT NULL`}
      ${bounds}
    ), last AS (SELECT id, seq FROM page ORDER BY id DESC, seq DESC LIMIT 1)
    SELECT NULL AS total, (SELECT id FROM last) AS last_id, (SELECT seq FROM last) AS last_seq,
      coalesce(json_agg(json_build_object(${COLUMNS}, 'enteredAt', ${isoUtc(sql`x.entered_at`)},
        'leftAt', ${isoUtc(sql`x.left_at`)}, 'hours', round(x.hours::numeric, 1)) ORDER BY ${order('x')}), '[]') AS rows
    FROM (SELECT page.*, a.status, a.talent_id FROM page JOIN applications a ON a.id = page.id) x
      JOIN projects p ON p.id = x.project_id JOIN talents t ON t.id = x.talent_id`
}

type Result = {
  total: number | string | null
  last_id: number | string | null
  last_seq: number | string | null
  rows: DrillRow[] | string
}

async function run(db: Db, s: SQL) {
  const [r] = rowsOf<Result>(await db.execute(s))
  const rows = jsonValue(r.rows).map((row) => ({
    ...row,
    hours: row.hours === null ? null : Number(row.hours),
  }))
  return {
    total: r.total === null ? null : Number(r.total),
    last: r.last_id === null ? null : ([Number(r.last_id), Number(r.last_seq ?? 0)] as [number, number]),
    rows,
  }
}

export async function drillPage(
  db: Db,
  user: AuthUser,
  f: AnalyticsFilter,
  q: DrillQuery,
  now: Date,
): Promise<DrillResponse> {
  if (q.kind === 'funnel') {
    const r = await run(db, funnelStatement(user, f, q, null))
    return { results: r.rows, totalResults: r.total ?? 0 }
  }
  if (q.kind === 'fill' || q.kind === 'firstSubmission') {
    const r = await fillRows(db, user, f, q, null)
    return { results: r.rows, totalResults: r.total }
  }
  const [r, total] = await Promise.all([
    run(db, stayStatement(user, f, q, now, null)),
    stayCount(db, user, f, q.key, q.kind === 'waiting'),
  ])
  return { results: r.rows, totalResults: total }
}

/** The export's rows, a window of `limit` rows at a time, in application order. */
export async function* drillChunks(
  db: Db,
  user: AuthUser,
  f: AnalyticsFilter,
  q: DrillQuery,
  now: Date,
  limit = 2000,
): AsyncGenerator<DrillRow[]> {
  if (q.kind === 'fill' || q.kind === 'firstSubmission') {
    let afterProjectId = 0
    for (;;) {
      const r = await fillRows(db, user, f, q, { afterProjectId, limit })
      if (r.lastProjectId === null) return
      yield r.rows
      afterProjectId = r.lastProjectId
    }
  }
  let after: [number, number] = [0, 0]
  for (;;) {
    const win = { after, limit }
    const r = await run(
      db,
      q.kind === 'funnel' ? funnelStatement(user, f, q, win) : stayStatement(user, f, q, now, win),
    )
    if (r.last === null) return
    if (r.rows.length > 0) yield r.rows
    after = r.last
  }
}
