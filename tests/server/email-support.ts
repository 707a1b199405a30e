import { sql } from 'drizzle-orm'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { EmailSendRequest } from '../../src/shared/contracts/email'
import type { TestApp } from './support/test-app'

/** Shared steps of the email API tests. */

export const rowsFrom = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(query))

/** Talents of a client that can be emailed (active, verified address, nothing suppressed), newest id last. */
export async function emailableTalents(t: TestApp, client = 'acme', limit = 5): Promise<number[]> {
  const rows = await rowsFrom<{ id: number }>(
    t,
    sql`SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = ${client} AND t.state = 'ACTIVE' AND t.email_verified AND t.email IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.client_id = t.client_id AND s.address = lower(t.email))
      ORDER BY t.id LIMIT ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}

/** A talent of the client whose native language is `iso`. */
export async function talentSpeaking(t: TestApp, iso: string, exclude: number[] = []): Promise<number> {
  const rows = await rowsFrom<{ id: number }>(
    t,
    sql`SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      JOIN talent_languages tl ON tl.talent_id = t.id AND tl.proficiency = 3 AND tl.iso = ${iso}
      WHERE c.code = 'acme' AND t.state = 'ACTIVE' AND t.email_verified AND t.email IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM talent_languages o WHERE o.talent_id = t.id AND o.proficiency = 3 AND o.iso <> ${iso})
      ORDER BY t.id`,
  )
  const id = rows.map((r) => Number(r.id)).find((i) => !exclude.includes(i))
  if (id === undefined) throw new Error(`no talent speaking ${iso}`)
  return id
}

export const personalEmail = (ids: number[], extra: Partial<EmailSendRequest> = {}): EmailSendRequest => ({
  target: { kind: 'talents', ids },
  motivation: 'talentEmailByMsp',
  templateId: null,
  variants: {
    en: {
      subject: 'Hello {{talent.firstName}}',
      body: 'Dear {{talent.firstName}} {{talent.lastName}},\n\na note from {{recruiter.name}} at {{client.name}}.',
    },
    de: {
      subject: 'Hallo {{talent.firstName}}',
      body: 'Hallo {{talent.firstName}} {{talent.lastName}},\n\neine Nachricht von {{recruiter.name}} bei {{client.name}}. Grüße!',
    },
  },
  ...extra,
})

export async function call<T>(
  t: TestApp,
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await t.request(`/api${path}`, { method: init.method ?? 'GET', token, json: init.json })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

/** The moment after every window held now has passed (default undo window 10 s, plus the grace). */
export const afterWindow = () => new Date(Date.now() + 60_000)
