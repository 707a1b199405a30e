import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { IcalEvent } from '../../integrations/mail/port'
import { inSlices, OUTBOX_SLICE } from './email-sql'

/**
 * The one writer of the outbox (issue 18: no other module writes email_outbox). Business
 * transactions call it through the module's index; the delivery worker alone sends.
 */

export interface OutboxMessage {
  clientId: number | null
  mspId: number | null
  motivation: string
  to: string
  subject: string
  text: string
  talentId?: number | null
  applicationId?: number | null
  templateId?: number | null
  language?: string | null
  /** A calendar invitation's ICS, sent as its text/calendar part. */
  icalEvent?: IcalEvent | null
}

/** Held inside an undo window (sendAfter null while a bulk task still writes), or due now. */
export type Release =
  | { status: 'held'; sendAfter: Date | null; undoToken: string | null }
  | { status: 'queued'; at: Date }

/**
 * Rows per INSERT: each statement of a bulk send's chunk stays short on PGlite, which runs it
 * on the server's thread (100 rows with the outbox's indexes: ~20 ms).
 */
const INSERT_SLICE = 100

/** Writes messages in statements of INSERT_SLICE rows; answers the new row ids in input order. */
export async function writeMessages(
  tx: DbOrTx,
  from: string,
  messages: readonly OutboxMessage[],
  release: Release,
): Promise<number[]> {
  const ids: number[] = []
  for (let at = 0; at < messages.length; at += INSERT_SLICE) {
    const slice = messages.slice(at, at + INSERT_SLICE).map((m) => ({
      client_id: m.clientId,
      msp_id: m.mspId,
      motivation: m.motivation,
      to: m.to,
      subject: m.subject,
      text: m.text,
      talent_id: m.talentId ?? null,
      application_id: m.applicationId ?? null,
      template_id: m.templateId ?? null,
      language: m.language ?? null,
      ical_event: m.icalEvent ?? null,
      message_id: randomUUID(),
    }))
    const held = release.status === 'held'
    const rows = rowsOf<{ id: number; message_id: string }>(
      await tx.execute(sql`
        INSERT INTO email_outbox (client_id, msp_id, motivation, to_address, from_address, subject, text_body,
          talent_id, application_id, template_id, language, ical_event, message_id, status, send_after, undo_token, next_attempt_at)
        SELECT m.client_id, m.msp_id, m.motivation, m."to", ${from}, m.subject, m.text, m.talent_id, m.application_id,
          m.template_id, m.language, m.ical_event, m.message_id, ${release.status},
          ${held && release.sendAfter ? release.sendAfter.toISOString() : null}::timestamptz,
          ${held ? release.undoToken : null}::uuid,
          ${held ? null : release.at.toISOString()}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) AS m(client_id int, msp_id int, motivation text,
          "to" text, subject text, text text, talent_id int, application_id int, template_id int, language text, ical_event jsonb, message_id text)
        RETURNING id, message_id`),
    )
    const byMessage = new Map(rows.map((r) => [r.message_id, Number(r.id)]))
    for (const m of slice) ids.push(byMessage.get(m.message_id) as number)
  }
  return ids
}

/** An undone action's held emails are never sent; answers how many it cancelled. */
export function cancelHeld(tx: DbOrTx, undoToken: string): Promise<number> {
  return inSlices(
    tx,
    () => sql`
      WITH slice AS (
        UPDATE email_outbox SET status = 'cancelled', error = 'undone'
        WHERE id IN (
          SELECT id FROM email_outbox WHERE undo_token = ${undoToken}::uuid AND status = 'held'
          LIMIT ${OUTBOX_SLICE})
        RETURNING 1)
      SELECT count(*) AS n FROM slice`,
  )
}

/**
 * A finished bulk run: its held emails' wait starts now, in the caller's transaction. While
 * the run went on they had no send_after; they are the ones without one.
 */
export function releaseHeld(tx: DbOrTx, undoToken: string, sendAfter: Date): Promise<number> {
  return inSlices(
    tx,
    () => sql`
      WITH slice AS (
        UPDATE email_outbox SET send_after = ${sendAfter.toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM email_outbox
          WHERE undo_token = ${undoToken}::uuid AND status = 'held' AND send_after IS NULL
          LIMIT ${OUTBOX_SLICE})
        RETURNING 1)
      SELECT count(*) AS n FROM slice`,
  )
}

/**
 * Re-activated applications: their rejection emails still inside the undo window must not go
 * out (issue 19 §3: "also when the talent is re-activated within the window by another recruiter").
 */
export async function cancelRejections(tx: DbOrTx, applicationIds: readonly number[]): Promise<number> {
  if (applicationIds.length === 0) return 0
  const rows = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      WITH gone AS (
        UPDATE email_outbox SET status = 'cancelled', error = 're-activated'
        WHERE application_id = ANY(${intArray(applicationIds)}) AND status = 'held' AND motivation = 'jobRejection'
        RETURNING 1)
      SELECT count(*) AS n FROM gone`),
  )
  return Number(rows[0]?.n ?? 0)
}

/** Talent erasure: the talent's outbox mail and the address's suppression entry go. */
export async function eraseTalentMail(
  tx: DbOrTx,
  clientId: number,
  talentId: number,
  email: string | null,
): Promise<void> {
  await tx.execute(sql`
    DELETE FROM email_outbox WHERE talent_id = ${talentId}
      ${email ? sql`OR (client_id = ${clientId} AND lower(to_address) = lower(${email}))` : sql``}`)
  if (email)
    await tx.execute(
      sql`DELETE FROM email_suppressions WHERE client_id = ${clientId} AND address = lower(${email})`,
    )
}
