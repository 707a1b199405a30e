import { sql } from 'drizzle-orm'
import {
  type AnalyticsFilter,
  FUNNEL_STEPS,
  type FunnelResponse,
  type SourcesResponse,
  type TimeInStageResponse,
} from '../../../shared/contracts/analytics'
import { APPLICATION_SOURCES } from '../../../shared/domain/application-sources'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { filteredApplications, SUBMITTED_SQL } from './analytics-sql'
import { bucketStats, STAY_STAGES, stayBuckets } from './stays-sql'

type Num = number | string | null
const n = (v: Num) => (v === null ? 0 : Number(v))
const hours = (v: Num) => (v === null ? null : Math.round(Number(v) * 10) / 10)

/**
 * The funnel of the applications created in the period: applied (all of them), submitted to
 * the client (sent to the VMS at some point), hired (hired now). Each step's share of the one
 * before it is its conversion.
 */
export async function funnel(db: Db, user: AuthUser, f: AnalyticsFilter): Promise<FunnelResponse> {
  const [row] = rowsOf<Record<string, Num>>(
    await db.execute(sql`SELECT count(*) AS applied,
        count(*) FILTER (WHERE ${SUBMITTED_SQL}) AS submitted,
        count(*) FILTER (WHERE a.stage = 'hired') AS hired,
        count(*) FILTER (WHERE a.stage = 'rejectedOrWithdrawn') AS rejected
      ${filteredApplications(user, f)}`),
  )
  let previous: number | null = null
  const steps = FUNNEL_STEPS.map((step) => {
    const count = n(row[step])
    const ofPrevious = previous === null || previous === 0 ? null : count / previous
    previous = count
    return { step, count, ofPrevious }
  })
  return { steps, rejected: n(row.rejected) }
}

/** Source effectiveness: per source, the period's applications and how many were submitted and hired. */
export async function sources(db: Db, user: AuthUser, f: AnalyticsFilter): Promise<SourcesResponse> {
  const rows = rowsOf<Record<string, Num> & { source: string }>(
    await db.execute(sql`SELECT a.source, count(*) AS applied,
        count(*) FILTER (WHERE ${SUBMITTED_SQL}) AS submitted,
        count(*) FILTER (WHERE a.stage = 'hired') AS hired
      ${filteredApplications(user, f)} GROUP BY a.source`),
  )
  const bySource = new Map(rows.map((r) => [r.source, r]))
  const channels = rowsOf<Record<string, Num> & { tracking_source: string }>(
    await db.execute(sql`SELECT a.tracking_source, count(*) AS applied,
        count(*) FILTER (WHERE ${SUBMITTED_SQL}) AS submitted,
        count(*) FILTER (WHERE a.stage = 'hired') AS hired
      ${filteredApplications(user, f, sql`AND a.tracking_source IS NOT NULL`)}
      GROUP BY a.tracking_source ORDER BY count(*) DESC, a.tracking_source`),
  )
  return {
    trackingSources: channels.map((r) => ({
      trackingSource: r.tracking_source,
      applied: n(r.applied),
      submitted: n(r.submitted),
      hired: n(r.hired),
    })),
    sources: APPLICATION_SOURCES.map((source) => {
      const r = bySource.get(source)
      return {
        source,
        applied: n(r?.applied ?? null),
        submitted: n(r?.submitted ?? null),
        hired: n(r?.hired ?? null),
      }
    }),
  }
}

/**
 * Time in stage from the history events (the stays migration 0022 keeps): per stage where an
 * application waits for a decision, the median and 90th percentile of the stays that ended
 * (moved on), and separately of the stays still open, measured to now.
 */
export async function timeInStage(
  db: Db,
  user: AuthUser,
  f: AnalyticsFilter,
  now: Date,
): Promise<TimeInStageResponse> {
  const buckets = await stayBuckets(db, user, f)
  const nowHours = now.getTime() / 3_600_000
  const stats = (stage: string, open: boolean) => {
    const s = bucketStats(
      buckets.filter((b) => b.stage === stage && b.open === open),
      nowHours,
    )
    return { count: s.count, medianHours: hours(s.medianHours), p90Hours: hours(s.p90Hours) }
  }
  return {
    stages: STAY_STAGES.map((stage) => ({
      stage,
      movedOn: stats(stage, false),
      waiting: stats(stage, true),
    })),
  }
}
