/**
 * §4 data protection. A talent's personal data is their email, phone, the street and postal
 * code of their home address (its city, state and country are the coarse place that searches,
 * panels and the CV's heading use), their uploaded CV and CV attachments, and the contact line
 * of the CV. The server decides per talent whether a user may see it
 * (talents/personal-data.ts); where it may not, these fields are null and the response says
 * `canSeeDataProtection: false`, which the screens show as "hidden by data protection".
 */

/** Keys of history values (old and new value of talent events) that carry personal data. */
export const PERSONAL_DATA_KEYS: ReadonlySet<string> = new Set([
  'email',
  'phone',
  'homeAddress',
  'line1',
  'line2',
  'zipCode',
  'postalCode',
  'homeLine1',
  'homeLine2',
  'homeZipCode',
  'cvId',
  'attachmentId',
  'history_attachment',
])

/**
 * A history value with every personal-data key removed, at any depth (arrays and objects are
 * copied, other values kept). Used where the talent's personal data is hidden from the reader.
 */
export function withoutPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalData)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value))
    if (!PERSONAL_DATA_KEYS.has(key)) out[key] = withoutPersonalData(v)
  return out
}
