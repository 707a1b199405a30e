import { type SQL, sql } from 'drizzle-orm'

/**
 * An integer list as ONE bound parameter (`int[]`): drizzle would otherwise bind one
 * parameter per item, which fails past 1664 items and defeats statement reuse.
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`string_to_array(${ids.join(',')}, ',')::int[]`
}

/** `%text%` for ILIKE, with the LIKE wildcards of the user's text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** Rows of a raw `db.execute` as plain objects, whichever driver produced them. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[]
  return Array.isArray(r) ? r : (r.rows ?? [])
}

/** A json column of a raw statement as either driver returns it (parsed, or its text). */
export function jsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}
