import { type SQL, sql } from 'drizzle-orm'
import type { OutboxDetail, OutboxPage, OutboxQuery, OutboxRow } from '../../../shared/contracts/email'
import type { DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { conflict, notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { personalDataVisibleSql } from '../talents'
import { isoUtc } from './email-sql'
import { emailErrors } from './errors'

/**
 * The Outbox screen (issue 19 §3): every message of the client, filtered, with its outcome.
 * A message about an application exists for a user only within their legal entities (like the
 * application itself), and a talent's address shows only where the data-protection rule shows
 * the talent's personal data.
 */

type Reader = Pick<AuthUser, 'clientId' | 'legalEntityIds'>

/** Messages of applications outside the reader's legal entities do not exist for them. */
const inScope = (user: Reader) => sql`(o.application_id IS NULL OR EXISTS (
  SELECT 1 FROM applications sa JOIN projects sp ON sp.id = sa.project_id
  WHERE sa.id = o.application_id AND ${legalEntityScope(user, sql`sp.legal_entity_id`)}))`

function filters(user: Reader, q: Partial<OutboxQuery>): SQL {
  const parts = [sql`o.client_id = ${user.clientId}`, inScope(user)]
  if (q.status) parts.push(sql`o.status = ${q.status}`)
  if (q.motivation) parts.push(sql`o.motivation = ${q.motivation}`)
  if (q.mspId) parts.push(sql`o.msp_id = ${q.mspId}`)
  if (q.talentId) parts.push(sql`o.talent_id = ${q.talentId}`)
  if (q.from) parts.push(sql`o.created_at >= ${q.from}::date`)
  if (q.to) parts.push(sql`o.created_at < ${q.to}::date + 1`)
  return sql.join(parts, sql` AND `)
}

/** The columns of a list row, as the contract's JSON (keys in its order); `t` is the message's talent. */
const rowColumns = (user: Reader) => sql`o.id, o.status, o.motivation,
  CASE WHEN o.talent_id IS NULL OR ${personalDataVisibleSql(user, 't')} THEN o.to_address END AS "to", o.subject, o.language,
  ${isoUtc(sql`o.created_at`)} AS "createdAt", ${isoUtc(sql`o.sent_at`)} AS "sentAt",
  ${isoUtc(sql`CASE WHEN o.status = 'held' AND o.send_after IS NULL
    THEN (SELECT s.release_at FROM email_sends s WHERE s.id = o.undo_token) ELSE o.send_after END`)} AS "sendAfter", o.transport,
  CASE WHEN m.id IS NOT NULL THEN m.first_name || ' ' || m.last_name END AS recruiter,
  CASE WHEN t.id IS NOT NULL THEN json_build_object('id', t.id, 'name', t.first_name || ' ' || t.last_name) END AS talent,
  o.attempts, o.error`

/**
 * GET email/outbox: newest first, one page and the total, in one prepared statement (one text
 * per combination of filters: planning it cost PGlite more than running it).
 */
export async function listOutbox(db: DbOrTx, user: AuthUser, q: OutboxQuery): Promise<OutboxPage> {
  const where = filters(user, q)
  const [row] = await queryPrepared<{ total: number | string; results: OutboxRow[] | string }>(
    db,
    sql`
      WITH pg AS MATERIALIZED (
        SELECT o.id, o.created_at FROM email_outbox o WHERE ${where}
        ORDER BY o.created_at DESC NULLS LAST, o.id DESC NULLS LAST OFFSET ${q.offset} LIMIT ${q.size})
      SELECT (SELECT count(*) FROM email_outbox o WHERE ${where}) AS total,
        coalesce((SELECT json_agg(x ORDER BY x.ord) FROM (
          SELECT row_number() OVER (ORDER BY pg.created_at DESC, pg.id DESC) AS ord, ${rowColumns(user)}
          FROM pg JOIN email_outbox o ON o.id = pg.id
          LEFT JOIN msps m ON m.id = o.msp_id LEFT JOIN talents t ON t.id = o.talent_id) x), '[]') AS results`,
  )
  const results = jsonValue(row.results).map(({ ord: _ord, ...r }: OutboxRow & { ord?: number }) => r)
  return { totalResults: Number(row.total), results }
}

/** GET email/outbox/{id}: the message as it was (or will be) sent. */
export async function outboxDetail(db: DbOrTx, user: AuthUser, id: number): Promise<OutboxDetail> {
  const [row] = rowsOf<{ detail: OutboxDetail | string }>(
    await db.execute(sql`
      SELECT row_to_json(x) AS detail FROM (
        SELECT ${rowColumns(user)}, o.from_address AS "from", o.text_body AS body, o.message_id AS "messageId",
          ${isoUtc(sql`o.next_attempt_at`)} AS "nextAttemptAt", o.smtp_response AS "smtpResponse",
          CASE WHEN a.id IS NOT NULL THEN json_build_object('id', a.id, 'projectId', p.id, 'projectTitle', p.title) END AS application,
          CASE WHEN et.id IS NOT NULL THEN json_build_object('id', et.id, 'name', et.name) END AS template
        FROM email_outbox o
        LEFT JOIN msps m ON m.id = o.msp_id LEFT JOIN talents t ON t.id = o.talent_id
        LEFT JOIN applications a ON a.id = o.application_id LEFT JOIN projects p ON p.id = a.project_id
        LEFT JOIN email_templates et ON et.id = o.template_id
        WHERE o.id = ${id} AND o.client_id = ${user.clientId} AND ${inScope(user)}) x`),
  )
  if (!row) throw notFound(emailErrors.messageUnknown)
  return jsonValue(row.detail)
}

/** POST email/outbox/{id}/retry: a failed or bounced message is queued again (not to a suppressed address). */
export async function retryMessage(db: DbOrTx, user: AuthUser, id: number, now: Date): Promise<OutboxDetail> {
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ status: string; suppressed: boolean }>(
      await tx.execute(sql`
        SELECT o.status, EXISTS (SELECT 1 FROM email_suppressions s WHERE s.client_id = o.client_id
          AND s.address = lower(o.to_address)) AS suppressed
        FROM email_outbox o WHERE o.id = ${id} AND o.client_id = ${user.clientId} AND ${inScope(user)}
        FOR UPDATE OF o`),
    )
    if (!row) throw notFound(emailErrors.messageUnknown)
    if (row.status !== 'failed' && row.status !== 'bounced') throw conflict(emailErrors.retryStatus)
    if (row.suppressed) throw conflict(emailErrors.retrySuppressed)
    await tx.execute(sql`
      UPDATE email_outbox SET status = 'queued', next_attempt_at = ${now.toISOString()}::timestamptz, claimed_at = NULL
      WHERE id = ${id}`)
  })
  return outboxDetail(db, user, id)
}

/** POST email/outbox/{id}/cancel: a held or queued message never leaves. */
export async function cancelMessage(db: DbOrTx, user: AuthUser, id: number): Promise<OutboxDetail> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      UPDATE email_outbox o SET status = 'cancelled', error = 'cancelled by a recruiter'
      WHERE o.id = ${id} AND o.client_id = ${user.clientId} AND o.status IN ('held', 'queued') AND ${inScope(user)}
      RETURNING o.id`),
  )
  if (rows.length === 0) {
    await outboxDetail(db, user, id)
    throw conflict(emailErrors.cancelStatus)
  }
  return outboxDetail(db, user, id)
}
