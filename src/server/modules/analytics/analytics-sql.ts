import { type SQL, sql } from 'drizzle-orm'
import type { AnalyticsFilter } from '../../../shared/contracts/analytics'
import { intArray } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'

/** The SQL the charts share: which applications a filter selects. */

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

/** A timestamptz as `Date#toISOString()` writes it. */
export const isoUtc = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
