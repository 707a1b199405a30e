import { type SQL, sql } from 'drizzle-orm'
import type { AnalyticsFilter } from '../../../shared/contracts/analytics'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'

/**
 * Time in stage reads the stays that migration 0022 keeps: `application_stage_stays` (one row per
 * stay of an application in a stage, recomputed from the §3 history by triggers in the writing
 * transaction) and `application_stay_counts` (those stays of active and send2vms counted per
 * client, legal entity, creation day and duration bucket). Both are as fresh as the history.
 */

/** The stages where an application waits for someone's decision: time in stage is measured there. */
export const STAY_STAGES = ['active', 'send2vms'] as const

/** Buckets of ended stays: floor(40 ln(1 + hours)), each 2.5 % wide (as in migration 0022). */
const PER_LN = 40

/**
 * The stays a filter selects (alias `s`): of applications created in the period (UTC days, both
 * inclusive), of the caller's client and legal entities, optionally of some projects, one legal
 * entity and one allocated recruiter.
 */
export function staysWhere(user: AuthUser, f: AnalyticsFilter): SQL {
  const conditions: SQL[] = [
    sql`s.client_id = ${user.clientId}`,
    legalEntityScope(user, sql`s.legal_entity_id`),
    sql`s.created_at >= ${f.from}::date::timestamp AT TIME ZONE 'UTC'`,
    sql`s.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
  ]
  if (f.projectIds) conditions.push(sql`s.project_id = ANY(${intArray(f.projectIds)})`)
  if (f.legalEntityId) conditions.push(sql`s.legal_entity_id = ${f.legalEntityId}`)
  if (f.mspId)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM applications a WHERE a.id = s.application_id AND a.allocated_msp_id = ${f.mspId})`,
    )
  return sql.join(conditions, sql` AND `)
}

/** The roll-up has no project or recruiter: those filters count the stays themselves. */
export const rollupServes = (f: AnalyticsFilter) => !f.projectIds && !f.mspId

export interface StayBucket {
  stage: string
  open: boolean
  bucket: number
  n: number
}

/** The filter's stays of STAY_STAGES, counted per stage, ended or open, and duration bucket. */
export async function stayBuckets(db: DbOrTx, user: AuthUser, f: AnalyticsFilter): Promise<StayBucket[]> {
  const stages = sql.raw(STAY_STAGES.map((s) => `'${s}'`).join(', '))
  const statement = rollupServes(f)
    ? sql`SELECT c.stage, c.open, c.bucket, sum(c.n)::int AS n FROM application_stay_counts c
        WHERE c.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`c.legal_entity_id`)}
          AND c.created_day BETWEEN ${f.from}::date AND ${f.to}::date AND c.stage IN (${stages})
          ${f.legalEntityId ? sql`AND c.legal_entity_id = ${f.legalEntityId}` : sql``}
        GROUP BY 1, 2, 3 HAVING sum(c.n) <> 0`
    : sql`SELECT s.stage, s.left_at IS NULL AS open,
          CASE WHEN s.left_at IS NULL THEN floor(extract(epoch FROM s.entered_at) / 3600)::int
            ELSE floor(${PER_LN} * ln(1 + greatest(s.seconds, 0) / 3600))::int END AS bucket,
          count(*)::int AS n
        FROM application_stage_stays s WHERE ${staysWhere(user, f)} AND s.stage IN (${stages})
        GROUP BY 1, 2, 3`
  return rowsOf<StayBucket>(await db.execute(statement)).map((r) => ({
    stage: r.stage,
    open: r.open === true || (r.open as unknown) === 't',
    bucket: Number(r.bucket),
    n: Number(r.n),
  }))
}

/** Hours a bucket's stays lasted: [from, to). Open stays run to `nowHours` (epoch hours). */
function bucketHours(b: StayBucket, nowHours: number): [number, number] {
  if (b.open) return [Math.max(0, nowHours - (b.bucket + 1)), Math.max(0, nowHours - b.bucket)]
  return [Math.exp(b.bucket / PER_LN) - 1, Math.exp((b.bucket + 1) / PER_LN) - 1]
}

/**
 * Median and 90th percentile (as percentile_cont ranks them) of bucketed durations, the stays
 * of a bucket taken as spread evenly over its width: within 2.5 % of the exact figure for ended
 * stays, within half an hour for open ones.
 */
export function bucketStats(
  buckets: readonly StayBucket[],
  nowHours: number,
): { count: number; medianHours: number | null; p90Hours: number | null } {
  const ranges = buckets
    .filter((b) => b.n > 0)
    .map((b) => ({ n: b.n, hours: bucketHours(b, nowHours) }))
    .sort((a, b) => a.hours[0] - b.hours[0])
  const count = ranges.reduce((sum, r) => sum + r.n, 0)
  const at = (p: number): number | null => {
    if (count === 0) return null
    const rank = p * (count - 1)
    let before = 0
    for (const r of ranges) {
      if (rank < before + r.n) {
        const [lo, hi] = r.hours
        return lo + ((rank - before + 0.5) / r.n) * (hi - lo)
      }
      before += r.n
    }
    return ranges[ranges.length - 1].hours[1]
  }
  return { count, medianHours: at(0.5), p90Hours: at(0.9) }
}

/**
 * The stays of a stage that ended (movedOn) or last (waiting) that a filter selects: their
 * number (from the roll-up where it serves) for the drill-down's total.
 */
export async function stayCount(
  db: DbOrTx,
  user: AuthUser,
  f: AnalyticsFilter,
  stage: string,
  open: boolean,
): Promise<number> {
  const statement = rollupServes(f)
    ? sql`SELECT coalesce(sum(c.n), 0)::int AS n FROM application_stay_counts c
        WHERE c.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`c.legal_entity_id`)}
          AND c.created_day BETWEEN ${f.from}::date AND ${f.to}::date AND c.stage = ${stage} AND c.open = ${open}
          ${f.legalEntityId ? sql`AND c.legal_entity_id = ${f.legalEntityId}` : sql``}`
    : sql`SELECT count(*)::int AS n FROM application_stage_stays s
        WHERE ${staysWhere(user, f)} AND s.stage = ${stage} AND s.left_at IS ${open ? sql`NULL` : sql`NOT NULL`}`
  const [row] = rowsOf<{ n: number | string }>(await db.execute(statement))
  return Number(row.n)
}
