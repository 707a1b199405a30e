import { type SQL, sql } from 'drizzle-orm'
import type { ExistingTalent } from '../../../shared/contracts/external-search'
import type { DbOrTx } from '../../db/client'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'

/** Country calling codes of the countries the product works in: a national number "0…" becomes +<code>…. */
const CALLING_CODE: Record<string, string> = {
  DE: '49',
  AT: '43',
  CH: '41',
  NL: '31',
  BE: '32',
  FR: '33',
  ES: '34',
  GB: '44',
  IE: '353',
  IT: '39',
  PL: '48',
  PT: '351',
  LU: '352',
  DK: '45',
  SE: '46',
  NO: '47',
  FI: '358',
  CZ: '420',
  US: '1',
}

/** An email as compared: trimmed and lower-cased (the same rule as the unique index talents_client_email_uq). */
export const normalEmail = (email: string | null | undefined) => {
  const e = email?.trim().toLowerCase()
  return e?.includes('@') ? e : null
}

/**
 * A phone number in E.164 (+<country><number>): spaces, dashes, dots and brackets dropped,
 * "00" read as "+", a national "0…" given the country's calling code. Null when too short to
 * name one person (fewer than 8 digits).
 */
export function e164(
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): string | null {
  if (!phone) return null
  let p = phone
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[^\d+]/g, '')
  if (p.startsWith('00')) p = `+${p.slice(2)}`
  else if (p.startsWith('0')) {
    const code = CALLING_CODE[(countryCode ?? '').toUpperCase()]
    if (!code) return null
    p = `+${code}${p.slice(1)}`
  } else if (!p.startsWith('+')) p = `+${p}`
  const digits = p.slice(1).replace(/\+/g, '')
  return digits.length >= 8 ? `+${digits}` : null
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

export interface PersonKeys {
  email: string | null
  phone: string | null
  firstName: string
  lastName: string
  city: string | null
  countryCode: string | null
}

type Raw = Record<string, unknown>

/** A text list as ONE bound parameter. */
const textArray = (values: readonly string[]): SQL => sql`string_to_array(${values.join('\u001f')}, chr(31))`

/**
 * Which of the client's talents each person is, precision first: the same email (normalised),
 * else the same phone (E.164), else the same full name and city (case and accents aside). One
 * statement for a whole page, by index (the unique email index, the phone digits' index, the
 * lower-cased full name's index), then one for the pools and project pipeline of those found.
 */
export async function findExisting(
  db: DbOrTx,
  clientId: number,
  people: readonly PersonKeys[],
  projectId?: number,
): Promise<Array<ExistingTalent | null>> {
  const emails = [...new Set(people.map((p) => normalEmail(p.email)).filter((e): e is string => !!e))]
  const phones = people.map((p) => e164(p.phone, p.countryCode)).filter((p): p is string => !!p)
  // A stored phone may be in international or national form: its digits are compared with both.
  const digits = [
    ...new Set(
      phones.flatMap((p) => {
        const d = p.slice(1)
        const code = Object.values(CALLING_CODE).find((c) => d.startsWith(c))
        return code ? [d, `0${d.slice(code.length)}`, `00${d}`] : [d, `00${d}`]
      }),
    ),
  ]
  const names = [
    ...new Set(
      people.filter((p) => p.city).map((p) => `${p.firstName} ${p.lastName}`.replace(/\s+/g, ' ').trim()),
    ),
  ]
  // One index probe per value (a LATERAL the planner keeps apart, LIMIT or OFFSET 0: the plan does not hang on the estimate of
  // an `= ANY(array)`, which is off for these expression indexes and chose a sequential scan):
  // the unique email index, the phone digits' index, the lower-cased full name's index. Each
  // probe reads the columns the rules compare, so no second pass over talents.
  const columns = sql`t.id, t.first_name, t.last_name, lower(btrim(t.email)) AS email, t.phone,
    coalesce(t.home_country_code, t.current_country) AS country, coalesce(t.current_city, t.home_city) AS city, t.home_city`
  const hits: SQL[] = []
  if (emails.length)
    hits.push(sql`SELECT x.* FROM unnest(${textArray(emails)}) AS e(v) CROSS JOIN LATERAL (
      SELECT ${columns} FROM talents t WHERE t.client_id = ${clientId} AND t.email IS NOT NULL
        AND t.state <> 'DELETED' AND lower(btrim(t.email)) = e.v LIMIT 1) x`)
  if (digits.length)
    hits.push(sql`SELECT ${columns} FROM unnest(${textArray(digits)}) AS d(v)
      JOIN talents t ON t.client_id = ${clientId} AND t.phone IS NOT NULL AND regexp_replace(t.phone, '[^0-9]', '', 'g') = d.v
      WHERE t.state <> 'DELETED'`)
  if (names.length)
    hits.push(sql`SELECT x.* FROM unnest(${textArray(names)}) AS n(v) CROSS JOIN LATERAL (
      SELECT ${columns} FROM talents t WHERE t.client_id = ${clientId} AND lower(t.full_name) = lower(n.v)
        AND t.state <> 'DELETED' OFFSET 0) x`)
  if (hits.length === 0) return people.map(() => null)
  // By id: of two talents with the same name in the same city, the older one is named.
  const rows = rowsOf<Raw>(await db.execute(sql`${sql.join(hits, sql` UNION `)} ORDER BY id`))
  const talents = rows.map((r) => ({
    id: Number(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: r.email == null ? null : String(r.email),
    phone: e164(r.phone as string | null, r.country as string | null),
    name: fold(`${r.first_name} ${r.last_name}`),
    cities: [r.city, r.home_city].filter((c): c is string => c != null).map(fold),
  }))
  type Found = (typeof talents)[number]
  const found = people.map((p): { talent: Found; by: ExistingTalent['by'] } | null => {
    const email = normalEmail(p.email)
    const byEmail = email ? talents.find((t) => t.email === email) : undefined
    if (byEmail) return { talent: byEmail, by: 'email' }
    const phone = e164(p.phone, p.countryCode)
    const byPhone = phone ? talents.find((t) => t.phone === phone) : undefined
    if (byPhone) return { talent: byPhone, by: 'phone' }
    const name = fold(`${p.firstName} ${p.lastName}`)
    const city = p.city ? fold(p.city) : null
    const byName = city ? talents.find((t) => t.name === name && t.cities.includes(city)) : undefined
    return byName ? { talent: byName, by: 'nameAndCity' } : null
  })
  // Pools and the project's pipeline for the talents found only (a common name probes many).
  const ids = [...new Set(found.flatMap((f) => (f ? [f.talent.id] : [])))]
  if (ids.length === 0) return people.map(() => null)
  const inProject =
    projectId == null
      ? sql`NULL`
      : sql`coalesce(
          (SELECT a.status FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = f.id ORDER BY a.id DESC LIMIT 1),
          (SELECT 'invited' FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = f.id LIMIT 1))`
  const extras = new Map(
    rowsOf<Raw>(
      await db.execute(sql`
        SELECT f.id,
          (SELECT coalesce(json_agg(p.name ORDER BY p.name), '[]') FROM pool_memberships pm JOIN pools p ON p.id = pm.pool_id
            WHERE pm.talent_id = f.id AND pm.status <> 'REJECTED') AS pools,
          ${inProject} AS in_project
        FROM unnest(${intArray(ids)}) AS f(id)`),
    ).map((r) => [
      Number(r.id),
      {
        pools: jsonValue<string[]>(r.pools as string[]),
        inProject: r.in_project == null ? null : String(r.in_project),
      },
    ]),
  )
  return found.map((f) => {
    if (!f) return null
    const { talent, by } = f
    const extra = extras.get(talent.id)
    return {
      talentId: talent.id,
      firstName: talent.firstName,
      lastName: talent.lastName,
      by,
      pools: extra?.pools ?? [],
      inProject: extra?.inProject ?? null,
    }
  })
}
