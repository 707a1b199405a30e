import { type SQL, sql } from 'drizzle-orm'
import type { AnalyticsFilter } from '../../../shared/contracts/analytics'
import { APPLICATION_STATUS_CODES, stageOfApplicationStatus } from '../../../shared/domain/statuses'
import { intArray } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'

/**
 * The SQL every chart shares: which applications a filter selects, and the stays (stage,
 * entered, left) the §3 application history events give each of them.
 */

/** The status-change events of the §3 application catalogue; each carries new_value.status. */
export const STATUS_EVENTS = [
  'MSP_CHANGED_STATUS',
  'SYSTEM_CHANGED_STATUS',
  'VMS_CHANGED_STATUS',
  'WITHDRAWN',
]

/** §4 status-to-stage mapping over an SQL text expression, generated from the domain function. */
export function stageOfStatusSql(status: SQL): SQL {
  const cases = APPLICATION_STATUS_CODES.filter((c) => stageOfApplicationStatus(c) !== 'active').map(
    (c) => `WHEN '${c}' THEN '${stageOfApplicationStatus(c)}'`,
  )
  return sql`(CASE ${status} ${sql.raw(cases.join(' '))} ELSE 'active' END)`
}

/** Submitted to the client: sent to the VMS at some point, or in the send-to-VMS or VMS-rejected stage. */
export const SUBMITTED_SQL = sql`(a.vms_submitted_at IS NOT NULL OR a.status IN ('sp', 's2c', 'sf', 'rv'))`

/**
 * The applications a filter selects (alias `a`, joined with their project `p`): created in the
 * period (UTC days, both inclusive), of the caller's client and legal entities, optionally of
 * some projects, one legal entity and one allocated recruiter. `extra` narrows further.
 */
export function filteredApplications(user: AuthUser, f: AnalyticsFilter, extra: SQL = sql``): SQL {
  const conditions: SQL[] = [
    sql`a.client_id = ${user.clientId}`,
    sql`p.client_id = ${user.clientId}`,
    legalEntityScope(user, sql`p.legal_entity_id`),
    sql`NOT p.is_template`,
    sql`a.created_at >= ${f.from}::date::timestamp AT TIME ZONE 'UTC'`,
    sql`a.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
  ]
  if (f.projectIds) conditions.push(sql`a.project_id = ANY(${intArray(f.projectIds)})`)
  if (f.legalEntityId) conditions.push(sql`p.legal_entity_id = ${f.legalEntityId}`)
  if (f.mspId) conditions.push(sql`a.allocated_msp_id = ${f.mspId}`)
  return sql`FROM applications a JOIN projects p ON p.id = a.project_id
    WHERE ${sql.join(conditions, sql` AND `)} ${extra}`
}

/**
 * CTEs `apps` (the filtered applications) and `stays`: one row per stay of an application in
 * a stage, from its creation (active) through each status change of its history, consecutive
 * events into the same stage merged. `left_at` is null for the stay it is in now.
 */
export function staysCte(user: AuthUser, f: AnalyticsFilter, extra: SQL = sql``): SQL {
  const events = sql.raw(STATUS_EVENTS.map((e) => `'${e}'`).join(', '))
  return sql`apps AS MATERIALIZED (
      SELECT a.id, a.created_at, a.status, a.project_id, a.talent_id ${filteredApplications(user, f, extra)}
    ), ev AS (
      SELECT apps.id, apps.created_at AS at, 'active'::text AS stage FROM apps
      UNION ALL
      SELECT h.entity_id, h.created_at, ${stageOfStatusSql(sql`(h.new_value->>'status')`)}
      FROM apps JOIN history_events h ON h.entity_type = 'application' AND h.entity_id = apps.id
      WHERE h.event IN (${events}) AND h.new_value->>'status' IS NOT NULL
    ), marked AS (
      SELECT id, at, stage, lag(stage) OVER (PARTITION BY id ORDER BY at) AS prev FROM ev
    ), stays AS (
      SELECT id, stage, at AS entered_at, lead(at) OVER (PARTITION BY id ORDER BY at) AS left_at
      FROM marked WHERE prev IS DISTINCT FROM stage
    )`
}

/** Hours of a stay, measured to `now` while it lasts. */
export const stayHoursSql = (now: string) =>
  sql`(extract(epoch FROM coalesce(s.left_at, ${now}::timestamptz) - s.entered_at) / 3600.0)`

/** The stages where an application waits for someone's decision: time in stage is measured there. */
export const STAY_STAGES = ['active', 'send2vms'] as const

/** A timestamptz as `Date#toISOString()` writes it. */
export const isoUtc = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
