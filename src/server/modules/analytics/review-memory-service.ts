import { sql } from 'drizzle-orm'
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
