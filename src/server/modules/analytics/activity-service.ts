import { sql } from 'drizzle-orm'
import type { ActivityResponse, AnalyticsFilter } from '../../../shared/contracts/analytics'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { csvLine } from './csv'

/**
 * Recruiter activity (issue 25 §2): per recruiter and per day of the period, the history events
 * they wrote (actions), their notes, calls and submissions, from the daily counts migration 0022
 * keeps (recruiter_activity_days, updated with every history event). Counted for the whole client:
 * a talent's events belong to no legal entity, so the project and legal entity filters do not
 * apply; the recruiter filter picks one recruiter.
 */

type Counts = { actions: number; notes: number; calls: number; submissions: number }
type Num = number | string
const counts = (r: Record<string, Num>): Counts => ({
  actions: Number(r.actions),
  notes: Number(r.notes),
  calls: Number(r.calls),
  submissions: Number(r.submissions),
})

const where = (user: AuthUser, f: AnalyticsFilter) =>
  sql`d.client_id = ${user.clientId} AND d.day BETWEEN ${f.from}::date AND ${f.to}::date
    ${f.mspId ? sql`AND d.msp_id = ${f.mspId}` : sql``}`

const SUMS = sql`sum(d.actions)::int AS actions, sum(d.notes)::int AS notes, sum(d.calls)::int AS calls,
  sum(d.submissions)::int AS submissions`

export async function activity(db: DbOrTx, user: AuthUser, f: AnalyticsFilter): Promise<ActivityResponse> {
  const recruiters = rowsOf<Record<string, Num> & { msp_id: Num; name: string }>(
    await db.execute(sql`SELECT d.msp_id, coalesce(m.first_name || ' ' || m.last_name, '') AS name, ${SUMS}
      FROM recruiter_activity_days d JOIN msps m ON m.id = d.msp_id AND m.client_id = d.client_id
      WHERE ${where(user, f)} GROUP BY d.msp_id, m.first_name, m.last_name
      ORDER BY sum(d.actions) DESC, d.msp_id`),
  )
  const perDay = rowsOf<Record<string, Num> & { day: string }>(
    await db.execute(sql`SELECT to_char(g.day, 'YYYY-MM-DD') AS day,
        coalesce(x.actions, 0) AS actions, coalesce(x.notes, 0) AS notes, coalesce(x.calls, 0) AS calls,
        coalesce(x.submissions, 0) AS submissions
      FROM generate_series(${f.from}::date, ${f.to}::date, interval '1 day') AS g(day)
      LEFT JOIN (SELECT d.day, ${SUMS} FROM recruiter_activity_days d WHERE ${where(user, f)} GROUP BY d.day) x
        ON x.day = g.day::date
      ORDER BY g.day`),
  )
  return {
    days: perDay.length,
    recruiters: recruiters.map((r) => ({ mspId: Number(r.msp_id), name: r.name, ...counts(r) })),
    perDay: perDay.map((d) => ({ day: d.day, ...counts(d) })),
  }
}

export const ACTIVITY_CSV_HEADER = [
  'day',
  'recruiter_id',
  'recruiter',
  'actions',
  'notes',
  'calls',
  'submissions',
]

/** Every recruiter's counts of every day with activity, as CSV rows (header not included). */
export async function activityCsv(db: DbOrTx, user: AuthUser, f: AnalyticsFilter): Promise<string> {
  const rows = rowsOf<Record<string, Num> & { day: string; msp_id: Num; name: string }>(
    await db.execute(sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.msp_id,
        coalesce(m.first_name || ' ' || m.last_name, '') AS name, d.actions, d.notes, d.calls, d.submissions
      FROM recruiter_activity_days d JOIN msps m ON m.id = d.msp_id AND m.client_id = d.client_id
      WHERE ${where(user, f)} ORDER BY d.day, d.msp_id`),
  )
  let out = ''
  for (const r of rows) out += csvLine([r.day, Number(r.msp_id), r.name, ...Object.values(counts(r))])
  return out
}
