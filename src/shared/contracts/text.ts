import { z } from 'zod'

/**
 * The one text vocabulary of every contract. PostgreSQL cannot store a NUL character in
 * text, nor a lone UTF-16 surrogate in json (JSON.stringify writes it as an escape jsonb
 * refuses); either reached the database as a 500. Every string of every contract is
 * `text()` (a test walks the contracts), which refuses such input with a translated key.
 */
// In the browser the contracts parse without zod's compiled fast path: its probe (`new Function`)
// is a violation the server's Content-Security-Policy (script-src 'self') reports, caught or not.
// Every contract module loads this one (ids.ts too), so it is set before any parse.
if (typeof window !== 'undefined') z.config({ jitless: true })

export const UNSTORABLE_TEXT_KEY = 'msp.v2.validation.text.unstorable'

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g')

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value)

/** The text without NUL characters and lone surrogates (for names the server makes up itself). */
export const storableText = (value: string): string => value.replace(UNSTORABLE_ALL, '')

/** Every string inside a JSON value, keys included, is storable text. */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isStorableText(value)
  if (value === null || typeof value !== 'object') return true
  if (depth > 64) return false
  if (Array.isArray(value)) return value.every((v) => isStorableJson(v, depth + 1))
  return Object.entries(value).every(([k, v]) => isStorableText(k) && isStorableJson(v, depth + 1))
}

/** A string PostgreSQL can store; chain `.trim()`, `.min()`, `.max()`, `.email()` as on z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, UNSTORABLE_TEXT_KEY)

/** Free JSON (screening answers' object values, history values) whose strings are storable. */
export const jsonValue = () => z.unknown().refine(isStorableJson, UNSTORABLE_TEXT_KEY)
