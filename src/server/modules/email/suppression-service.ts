import { sql } from 'drizzle-orm'
import type { Suppression, TalentEmailStatus } from '../../../shared/contracts/email'
import { talentLanguage } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { personalDataVisibleSql } from '../talents'
import { clientLanguages, isoUtc } from './email-sql'
import { emailErrors } from './errors'

/** The per-client suppression list (issue 19 §3): hard bounces and permanent failures, removable by a recruiter. */

interface SuppressionRecord {
  address: string
  reason: string
  created_at: string
  outbox_id: number | null
}

const toSuppression = (r: SuppressionRecord): Suppression => ({
  address: r.address,
  reason: r.reason,
  createdAt: r.created_at,
  outboxId: r.outbox_id === null ? null : Number(r.outbox_id),
})

/** Puts an address on the client's list (a later refusal of the same address keeps the first entry). */
export async function suppress(
  db: DbOrTx,
  clientId: number,
  address: string,
  reason: string,
  outboxId: number | null,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO email_suppressions (client_id, address, reason, outbox_id, created_at)
    VALUES (${clientId}, lower(${address}), ${reason.slice(0, 2000)}, ${outboxId}, ${at.toISOString()}::timestamptz)
    ON CONFLICT (client_id, address) DO NOTHING`)
}

/**
 * An address on the list shows where it is no talent's, or the data-protection rule shows one
 * of its talents' personal data to the reader (§4).
 */
const addressVisible = (user: AuthUser) => sql`(NOT EXISTS (
    SELECT 1 FROM talents t WHERE t.client_id = s.client_id AND lower(t.email) = s.address)
  OR EXISTS (
    SELECT 1 FROM talents t WHERE t.client_id = s.client_id AND lower(t.email) = s.address
      AND ${personalDataVisibleSql(user, 't')}))`

/** GET email/suppressions */
export async function listSuppressions(
  db: DbOrTx,
  user: AuthUser,
  page: { offset: number; size: number },
): Promise<{ totalResults: number; results: Suppression[] }> {
  const [row] = rowsOf<{ total: number | string; results: SuppressionRecord[] | string }>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM email_suppressions s WHERE s.client_id = ${user.clientId} AND ${addressVisible(user)}) AS total,
        coalesce((SELECT json_agg(x) FROM (
          SELECT s.address, s.reason, ${isoUtc(sql`s.created_at`)} AS created_at, s.outbox_id FROM email_suppressions s
          WHERE s.client_id = ${user.clientId} AND ${addressVisible(user)} ORDER BY s.created_at DESC, s.address
          OFFSET ${page.offset} LIMIT ${page.size}) x), '[]') AS results`),
  )
  return { totalResults: Number(row.total), results: jsonValue(row.results).map(toSuppression) }
}

/** DELETE email/suppressions {address}: the address receives email again. */
export async function removeSuppression(db: DbOrTx, user: AuthUser, address: string): Promise<void> {
  const gone = rowsOf<{ address: string }>(
    await db.execute(sql`
      DELETE FROM email_suppressions WHERE client_id = ${user.clientId} AND address = lower(${address})
      RETURNING address`),
  )
  if (gone.length === 0) throw notFound(emailErrors.suppressionUnknown)
}

/** GET email/talent/{id}: the talent's address, its state, the language their email is written in. */
export async function talentEmailStatus(
  db: DbOrTx,
  user: AuthUser,
  talentId: number,
): Promise<TalentEmailStatus> {
  const [row] = rowsOf<{
    visible: boolean
    email: string | null
    email_verified: boolean
    langs: { iso: string; p: number }[] | string | null
    suppression: SuppressionRecord | string | null
  }>(
    await db.execute(sql`
      SELECT ${personalDataVisibleSql(user, 't')} AS visible, t.email, t.email_verified,
        (SELECT json_agg(json_build_object('iso', tl.iso, 'p', tl.proficiency)) FROM talent_languages tl WHERE tl.talent_id = t.id) AS langs,
        (SELECT row_to_json(x) FROM (SELECT s.address, s.reason, ${isoUtc(sql`s.created_at`)} AS created_at, s.outbox_id
          FROM email_suppressions s WHERE s.client_id = t.client_id AND s.address = lower(t.email)) x) AS suppression
      FROM talents t WHERE t.id = ${talentId} AND t.client_id = ${user.clientId}`),
  )
  if (!row) throw notFound(emailErrors.talentNotFound)
  const client = await clientLanguages(db, user.clientId)
  const spoken = (row.langs ? jsonValue(row.langs) : []).map((l) => ({
    iso: l.iso,
    proficiency: Number(l.p),
  }))
  // The address is personal data (§4): hidden, like the profile hides it, where the rule says so.
  const visible = row.visible === true
  return {
    email: visible ? row.email : null,
    emailVerified: row.email_verified === true,
    language: talentLanguage(spoken, client.languages, client.defaultLanguage),
    suppression: visible && row.suppression ? toSuppression(jsonValue(row.suppression)) : null,
  }
}
