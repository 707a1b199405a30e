const LOCALE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/

export type LocaleResult = { ok: true; locale: string } | { ok: false; error: 'Invalid locale' }

/**
 * Locale rule of §5: two lowercase letters, optionally a dash and two uppercase letters, and
 * its language among the client's configured ones. ua-UA falls back to English.
 */
export function resolveLocale(input: string, configured: readonly string[]): LocaleResult {
  if (input === 'ua-UA') return { ok: true, locale: 'en' }
  if (!LOCALE_PATTERN.test(input)) return { ok: false, error: 'Invalid locale' }
  const language = input.slice(0, 2)
  if (!configured.includes(input) && !configured.includes(language))
    return { ok: false, error: 'Invalid locale' }
  return { ok: true, locale: input }
}
