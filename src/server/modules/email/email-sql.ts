import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'

/** SQL pieces the email module's services share. */

/** Statements over many outbox rows touch at most this many each (5,000 in one held PGlite's thread ~150 ms). */
export const OUTBOX_SLICE = 250

/** A timestamptz as `Date#toISOString()` writes it. */
export const isoUtc = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs `slice` (a statement changing at most OUTBOX_SLICE rows, answering how many as `n`)
 * until a slice changes fewer, handing the event loop back between slices: PGlite runs
 * statements on this thread. Returns how many rows changed in all.
 */
export async function inSlices(db: DbOrTx, slice: () => SQL): Promise<number> {
  let total = 0
  for (;;) {
    const [{ n }] = rowsOf<{ n: number | string }>(await db.execute(slice()))
    total += Number(n)
    if (Number(n) < OUTBOX_SLICE) return total
    await yieldToEventLoop()
  }
}

export interface ClientLanguages {
  languages: string[]
  /** The client's first language (its default). */
  defaultLanguage: string
  clientName: string
}

/** The client's languages in order (the first is its default) and its name. */
export async function clientLanguages(db: DbOrTx, clientId: number): Promise<ClientLanguages> {
  const [row] = rowsOf<{ name: string; languages: string[] | string | null }>(
    await db.execute(sql`
      SELECT c.name, (SELECT array_agg(cl.iso ORDER BY cl.position, cl.iso) FROM client_languages cl WHERE cl.client_id = c.id) AS languages
      FROM clients c WHERE c.id = ${clientId}`),
  )
  const raw = row?.languages ?? null
  const languages = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : []
  const list = languages.length > 0 ? languages : ['en']
  return { languages: list, defaultLanguage: list[0], clientName: row?.name ?? '' }
}

export interface Sender {
  id: number
  firstName: string
  lastName: string
  email: string
}

export async function loadSender(db: DbOrTx, mspId: number): Promise<Sender> {
  const [row] = rowsOf<{ first_name: string; last_name: string; email: string }>(
    await db.execute(sql`SELECT first_name, last_name, email FROM msps WHERE id = ${mspId}`),
  )
  return {
    id: mspId,
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    email: row?.email ?? '',
  }
}

export interface EmailHistoryEvent {
  entityType: 'application' | 'talent'
  entityId: number
  event: 'EMAIL_TRIGGERED' | 'MSP_EMAIL'
  newValue: Record<string, unknown>
}

/** History events of sent emails (§3 EMAIL_TRIGGERED, talent "msp email"), in one statement. */
export async function insertEmailHistory(
  db: DbOrTx,
  clientId: number,
  mspId: number | null,
  events: readonly EmailHistoryEvent[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return
  const json = JSON.stringify(
    events.map((e) => ({ t: e.entityType, id: e.entityId, event: e.event, v: e.newValue })),
  )
  await db.execute(sql`
    INSERT INTO history_events (client_id, entity_type, entity_id, event, msp_id, new_value, created_at)
    SELECT ${clientId}, r.t, r.id, r.event, ${mspId}, r.v, ${at.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json}::jsonb) AS r(t text, id int, event text, v jsonb)`)
}
