import { type SQL, sql } from 'drizzle-orm'
import type { NextUnseenQuery, NextUnseenResponse } from '../../../shared/contracts/review-memory'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { seenSinceMovedSql } from '../pipeline'
import { applicationListSql } from '../search'
import { analyticsErrors } from './errors'
import { queueListSql } from './queue-service'

/** A list as its page reads it: `columns` name the sort keys (`s_*`, `id`) that `rowOrder` sorts by. */
interface ListSql {
  /** False when the list is not the caller's (a 404): the project of another client or legal entity. */
  owned: SQL
  from: SQL
  where: SQL
  sort: { columns: SQL; pageOrder: SQL; rowOrder: SQL }
}

/** The list's own SQL, from the module that pages it (the extra `kind` is not read there). */
function listSql(user: AuthUser, list: NextUnseenQuery['list'], now: Date): ListSql {
  if (list.kind === 'queue') return { owned: sql`true`, ...queueListSql(user, list, now) }
  return applicationListSql(user, list)
}

/**
 * POST reviewMemory/nextUnseen (issue 25 §1 "next unseen" by key): the first row after offset
 * `after` of the list (the same query, filters and order as its pages) that the caller has not
 * seen since it last moved, else the first such row before it (wrapping to the top), with its
 * offset, so the client loads up to that page and focuses it. The row at `after` itself is the
 * one on screen and never the answer.
 *
 * One statement. The list is numbered in its index order (row_number over the same ORDER BY as
 * the page: a window that streams, no sort where the page needs none) and read only until the
 * first unseen row (LIMIT 1 on each half, and the second half runs only when the first finds
 * nothing): about as much as reading the page at that offset. The caller's seen marks are one
 * primary-key probe per row read, another recruiter's never count.
 */
export async function nextUnseen(
  db: Db,
  user: AuthUser,
  req: NextUnseenQuery,
  now: Date,
): Promise<NextUnseenResponse> {
  const list = listSql(user, req.list, now)
  const numbered = sql`SELECT ${list.sort.columns}, a.msp_pipeline_last_updated AS s_moved,
      row_number() OVER (ORDER BY ${list.sort.pageOrder}) - 1 AS s_pos
    FROM ${list.from} WHERE ${list.where}`
  // The seen mark as a correlated subquery, not a join: always one primary-key probe per row read.
  // As a LEFT JOIN, stale statistics on application_seen (a recruiter's marks are written in
  // bursts) planned an unparameterised nested loop on PostgreSQL: 3.9 s over a 10,000-row queue.
  const firstUnseen = (range: SQL) => sql`(SELECT l.id, l.s_pos FROM (${numbered}) l
    WHERE ${range} AND NOT ${seenSinceMovedSql(user.id, sql`l.id`, sql`l.s_moved`)}
    ORDER BY ${list.sort.rowOrder} LIMIT 1)`
  const [row] = rowsOf<{ owned: boolean; id: number | null; pos: number | string | null }>(
    await db.execute(sql`SELECT ${list.owned} AS owned, n.id, n.s_pos AS pos FROM (SELECT 1) one
      LEFT JOIN (
        SELECT * FROM (${firstUnseen(sql`l.s_pos > ${req.after}`)}
          UNION ALL ${firstUnseen(sql`l.s_pos < ${req.after}`)}) u LIMIT 1
      ) n ON true`),
  )
  if (!row.owned) throw notFound(analyticsErrors.projectNotFound)
  return { next: row.id === null ? null : { id: Number(row.id), offset: Number(row.pos) } }
}
