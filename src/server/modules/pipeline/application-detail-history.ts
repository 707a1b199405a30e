import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { HistoryResponse, ManualNote } from '../../../shared/contracts/application'
import type { DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { historyEvents } from '../../db/schema/all'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { APPLICATION_NOT_FOUND, ownedApplicationSql } from './application-detail'
import { type HistoryPage, historyPageJson, historyPageOf } from './history-page'
import { isoUtc } from './pipeline-sql'

/** Every manual note of an application (newest execution first) as ONE JSON array expression. */
function notesJson(applicationId: SQL): SQL {
  return sql`coalesce((
    SELECT json_agg(json_build_object('id', l.id, 'actionType', l.action_type, 'note', l.note,
      'executionDate', ${isoUtc(sql`l.execution_date`)}, 'created', ${isoUtc(sql`l.created_at`)},
      'updated', ${isoUtc(sql`l.updated_at`)},
      'msp', CASE WHEN m.first_name IS NOT NULL AND m.last_name IS NOT NULL
        THEN json_build_object('firstName', m.first_name, 'lastName', m.last_name) END,
      'mspId', l.msp_id)
      ORDER BY l.execution_date DESC, l.id DESC)
    FROM manual_logs l LEFT JOIN msps m ON m.id = l.msp_id
    WHERE l.application_id = ${applicationId}), '[]')`
}

/**
 * GET projectApplication/{id}/history?offset&size: newest first, plus every manual note (§7).
 * ONE prepared statement returning one JSON value (was four: the ownership check, the page,
 * its count and the notes); another client's or legal entity's application is a 404, as in
 * loadOwnedApplication.
 */
export async function getApplicationHistory(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  page: { offset: number; size: number },
): Promise<HistoryResponse> {
  const where = and(
    eq(historyEvents.clientId, user.clientId),
    eq(historyEvents.entityType, 'application'),
    eq(historyEvents.entityId, id),
  ) as SQL
  const [row] = await queryPrepared<{ history: { page: HistoryPage; notes: ManualNote[] } | string }>(
    db,
    sql`
      SELECT json_build_object('page', ${historyPageJson(where, page)}, 'notes', ${notesJson(sql`a.id`)}) AS history
      FROM applications a JOIN projects p ON p.id = a.project_id
      WHERE a.id = ${id} AND ${ownedApplicationSql(user)}`,
  )
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  const { page: history, notes } = jsonValue(row.history)
  return { ...historyPageOf(history), notes }
}

export async function listNotes(db: DbOrTx, applicationId: number): Promise<ManualNote[]> {
  const [row] = rowsOf<{ notes: ManualNote[] | string }>(
    await db.execute(sql`SELECT ${notesJson(sql`${applicationId}::int`)} AS notes`),
  )
  return jsonValue(row.notes)
}
