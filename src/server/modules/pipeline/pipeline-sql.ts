import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/** SQL pieces shared by the pipeline services. */

/** A text list as ONE bound parameter (status codes never contain commas). */
export function textArray(values: readonly string[]): SQL {
  return sql`string_to_array(${values.join(',')}, ',')::text[]`
}

export interface HistoryInsert {
  entityId: number
  event: string
  oldValue?: unknown
  newValue?: unknown
}

/** Writes history events of one entity type in one statement (one JSON parameter, any count). */
export async function insertHistory(
  db: DbOrTx,
  clientId: number,
  mspId: number | null,
  entityType: 'application' | 'job' | 'talent',
  events: readonly HistoryInsert[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return
  const json = JSON.stringify(
    events.map((e) => ({
      entity_id: e.entityId,
      event: e.event,
      old_value: e.oldValue ?? null,
      new_value: e.newValue ?? null,
    })),
  )
  await db.execute(sql`
    INSERT INTO history_events (client_id, entity_type, entity_id, event, msp_id, old_value, new_value, created_at)
    SELECT ${clientId}, ${entityType}, r.entity_id, r.event, ${mspId}, r.old_value, r.new_value, ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json}::jsonb) AS r(entity_id int, event text, old_value jsonb, new_value jsonb)`)
}

/**
 * A timestamptz as `Date#toISOString()` writes it (UTC, milliseconds truncated as JavaScript
 * truncates microseconds), so a page of rows needs no Date per value.
 */
export const isoUtc = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const toIso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString()
