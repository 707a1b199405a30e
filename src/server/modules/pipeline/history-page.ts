import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import { isoUtc } from './pipeline-sql'

export interface HistoryPageEntry {
  id: number
  event: string
  created: string
  msp: { firstName: string; lastName: string } | null
  oldValue: unknown
  newValue: unknown
}

export interface HistoryPage {
  totalResults: number
  results: HistoryPageEntry[]
}

/**
 * One page of history events (newest first, with who did it) and how many there are in all,
 * as ONE scalar SQL expression yielding the JSON value `{ totalResults, results }`, so a caller
 * can fold it into its own statement. `where` is over `history_events` (unaliased). Times are
 * formatted by the database as `Date#toISOString()` writes them.
 */
export function historyPageJson(where: SQL, page: { offset: number; size: number }): SQL {
  return sql`json_build_object(
    'totalResults', (SELECT count(*) FROM history_events WHERE ${where}),
    'results', coalesce((
      SELECT json_agg(json_build_object('id', e.id, 'event', e.event, 'created', e.created,
        'msp', CASE WHEN e.first_name IS NOT NULL AND e.last_name IS NOT NULL
          THEN json_build_object('firstName', e.first_name, 'lastName', e.last_name) END,
        'oldValue', e.old_value, 'newValue', e.new_value) ORDER BY e.created_at DESC, e.id DESC)
      FROM (
        SELECT history_events.id, history_events.event, history_events.created_at,
          ${isoUtc(sql`history_events.created_at`)} AS created, history_events.old_value,
          history_events.new_value, m.first_name, m.last_name
        FROM history_events LEFT JOIN msps m ON m.id = history_events.msp_id
        WHERE ${where}
        ORDER BY history_events.created_at DESC, history_events.id DESC
        OFFSET ${page.offset} LIMIT ${page.size}
      ) e), '[]'))`
}

/** One page of history events and their total, in one statement (see historyPageJson). */
export async function historyPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { offset: number; size: number },
): Promise<HistoryPage> {
  const [row] = rowsOf<{ page: HistoryPage | string }>(
    await db.execute(sql`SELECT ${historyPageJson(where ?? sql`true`, page)} AS page`),
  )
  return historyPageOf(row.page)
}

/** The JSON value of historyPageJson as the API returns it. */
export function historyPageOf(value: HistoryPage | string): HistoryPage {
  const page = jsonValue(value)
  return { totalResults: Number(page.totalResults), results: page.results }
}
