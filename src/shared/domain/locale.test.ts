import { describe, expect, it } from 'vitest'
import { resolveLocale } from './locale'

describe('resolveLocale (§5)', () => {
  const configured = ['en', 'de', 'fr']
  it('accepts a configured language, with or without region', () => {
    expect(resolveLocale('de', configured)).toEqual({ ok: true, locale: 'de' })
    expect(resolveLocale('fr-CH', configured)).toEqual({ ok: true, locale: 'fr-CH' })
  })
  it('rejects malformed and unconfigured locales', () => {
    for (const bad of ['DE', 'de-ch', 'deu', 'de_DE', '', 'es']) {
      expect(resolveLocale(bad, configured)).toEqual({ ok: false, error: 'Invalid locale' })
    }
  })
  it('falls back to English for ua-UA', () => {
    expect(resolveLocale('ua-UA', configured)).toEqual({ ok: true, locale: 'en' })
  })
})
