import { sql } from 'drizzle-orm'
import type { EmailTarget } from '../../../shared/contracts/email'
import type { DbOrTx } from '../../db/client'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import { personalDataVisibleSql } from '../talents'
import { yieldToEventLoop } from './email-sql'

type Reader = { clientId: number; legalEntityIds: number[] }

/** What a message to one recipient needs to know, read for a whole list at once. */
export interface RecipientFacts {
  talentId: number | null
  applicationId: number | null
  /** The id names a talent (or application) of the caller's client, visible to the caller. */
  found: boolean
  state: string | null
  email: string | null
  emailVerified: boolean
  firstName: string
  lastName: string
  languages: { iso: string; proficiency: number }[]
  suppressed: boolean
  projectTitle: string | null
  /** The reader may see the talent's personal data (asked for by previews only). */
  visible: boolean
}

interface FactRow {
  talent_id: number | null
  application_id: number | null
  legal_entity_id: number | null
  state: string | null
  email: string | null
  email_verified: boolean | null
  first_name: string | null
  last_name: string | null
  /** The talent's strongest language among the client's (null: none of them). */
  lang: string | null
  suppressed: boolean | null
  project_title: string | null
  visible?: boolean | null
}

/**
 * Lists are read this many ids per statement, handing the event loop back in between: PGlite
 * runs a statement on the server's thread (100 ids: ~15 ms).
 */
export const FACT_SLICE = 100

const talentColumns = (
  languages: readonly string[],
) => sql`t.state, t.email, t.email_verified, t.first_name, t.last_name,
  (SELECT tl.iso FROM talent_languages tl WHERE tl.talent_id = t.id
    AND tl.iso IN (SELECT jsonb_array_elements_text(${JSON.stringify(languages)}::jsonb))
    ORDER BY tl.proficiency DESC, tl.iso LIMIT 1) AS lang,
  EXISTS (SELECT 1 FROM email_suppressions s WHERE s.client_id = t.client_id AND s.address = lower(t.email)) AS suppressed`

function factsStatement(
  clientId: number,
  kind: EmailTarget['kind'],
  ids: readonly number[],
  languages: readonly string[],
  reader: Reader | null,
) {
  const TALENT_COLUMNS = sql`${talentColumns(languages)}${reader ? sql`, ${personalDataVisibleSql(reader, 't')} AS visible` : sql``}`
  const from =
    kind === 'talents'
      ? sql`SELECT u.ord, t.id AS talent_id, NULL::int AS application_id, NULL::int AS legal_entity_id, NULL::text AS project_title, ${TALENT_COLUMNS}
          FROM unnest(${intArray(ids)}) WITH ORDINALITY AS u(id, ord)
          LEFT JOIN talents t ON t.id = u.id AND t.client_id = ${clientId}`
      : sql`SELECT u.ord, t.id AS talent_id, a.id AS application_id, p.legal_entity_id, p.title AS project_title, ${TALENT_COLUMNS}
          FROM unnest(${intArray(ids)}) WITH ORDINALITY AS u(id, ord)
          LEFT JOIN applications a ON a.id = u.id AND a.client_id = ${clientId}
          LEFT JOIN projects p ON p.id = a.project_id
          LEFT JOIN talents t ON t.id = a.talent_id`
  // One JSON value rather than rows: decoding is cheaper on PGlite.
  return sql`SELECT coalesce(json_agg(x ORDER BY x.ord), '[]') AS rows FROM (${from}) x`
}

function toFacts(id: number, kind: EmailTarget['kind'], row: FactRow, legalEntityIds: readonly number[]) {
  const visible =
    row.talent_id !== null &&
    (kind === 'talents' ||
      (row.application_id !== null && legalEntityIds.includes(Number(row.legal_entity_id))))
  return {
    talentId: row.talent_id === null ? (kind === 'talents' ? id : null) : Number(row.talent_id),
    applicationId: kind === 'applications' ? id : null,
    found: visible,
    state: row.state,
    email: row.email,
    emailVerified: row.email_verified === true,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    languages: row.lang ? [{ iso: row.lang, proficiency: 3 }] : [],
    suppressed: row.suppressed === true,
    projectTitle: row.project_title,
    visible: row.visible === true,
  } satisfies RecipientFacts
}

/**
 * The facts of every recipient of `ids`, in their order: talents of the client, or
 * applications of the client whose project's legal entity is one of the caller's.
 */
export async function loadRecipients(
  db: DbOrTx,
  actor: { clientId: number; legalEntityIds: readonly number[] },
  kind: EmailTarget['kind'],
  ids: readonly number[],
  /** The client's languages: a talent's language is their strongest of these. */
  languages: readonly string[],
  /** Tell whether this reader may see each talent's personal data (previews show the address). */
  reader: Reader | null = null,
): Promise<RecipientFacts[]> {
  const out: RecipientFacts[] = []
  for (let at = 0; at < ids.length; at += FACT_SLICE) {
    if (at > 0) await yieldToEventLoop()
    const slice = ids.slice(at, at + FACT_SLICE)
    const [result] = rowsOf<{ rows: FactRow[] | string }>(
      await db.execute(factsStatement(actor.clientId, kind, slice, languages, reader)),
    )
    const rows = jsonValue(result.rows)
    slice.forEach((id, i) => {
      out.push(toFacts(id, kind, rows[i], actor.legalEntityIds))
    })
  }
  return out
}
