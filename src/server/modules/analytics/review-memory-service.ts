import { sql } from 'drizzle-orm'
import type { ListPosition, ListPositionResponse } from '../../../shared/contracts/review-memory'
import type { Db } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { analyticsErrors } from './errors'

/**
 * Review memory (issue 25 §1). A user marks only applications they can read: their client's, in
 * projects of their legal entities (as GET projectApplication/:id); any other id makes the whole
 * call a 404, as if missing, and nothing is written.
 */

const readable = (user: AuthUser, ids: readonly number[]) =>
  sql`SELECT a.id FROM applications a JOIN projects p ON p.id = a.project_id
    WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${user.clientId}
      AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`

/** POST reviewMemory/seen: the user opened these applications now; one statement, all or none. */
export async function markSeen(db: Db, user: AuthUser, ids: readonly number[], now: Date): Promise<number> {
  const unique = [...new Set(ids)]
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`WITH ok AS (${readable(user, unique)}),
      ins AS (
        INSERT INTO application_seen (msp_id, application_id, seen_at)
        SELECT ${user.id}, id, ${now.toISOString()}::timestamptz FROM ok
        WHERE (SELECT count(*) FROM ok) = ${unique.length}
        ON CONFLICT (msp_id, application_id) DO UPDATE SET seen_at = EXCLUDED.seen_at
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM ok) AS n, (SELECT count(*) FROM ins) AS written`),
  )
  if (Number(row.n) !== unique.length) throw notFound(analyticsErrors.applicationNotFound)
  return unique.length
}

/** PUT reviewMemory/position: the row in focus when the user leaves (or moves in) a list. */
export async function savePosition(db: Db, user: AuthUser, p: ListPosition, now: Date): Promise<void> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`WITH ok AS (${readable(user, [p.applicationId])}),
      ins AS (
        INSERT INTO list_positions (msp_id, list_key, application_id, updated_at)
        SELECT ${user.id}, ${p.list}, id, ${now.toISOString()}::timestamptz FROM ok
        ON CONFLICT (msp_id, list_key) DO UPDATE
          SET application_id = EXCLUDED.application_id, updated_at = EXCLUDED.updated_at
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM ins) AS n`),
  )
  if (Number(row.n) !== 1) throw notFound(analyticsErrors.applicationNotFound)
}

/** GET reviewMemory/position: where the user left the list (null: never, or the row is no longer theirs to read). */
export async function loadPosition(db: Db, user: AuthUser, list: string): Promise<ListPositionResponse> {
  const [row] = rowsOf<{ application_id: number }>(
    await db.execute(sql`SELECT lp.application_id FROM list_positions lp
      JOIN applications a ON a.id = lp.application_id AND a.client_id = ${user.clientId}
      JOIN projects p ON p.id = a.project_id AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
      WHERE lp.msp_id = ${user.id} AND lp.list_key = ${list}`),
  )
  return { applicationId: row ? Number(row.application_id) : null }
}
