import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

/**
 * Locale files are split by area (`locales/<lang>/<area>.json`) so that features own their
 * strings; each language is the merge of its files.
 */
const englishFiles = import.meta.glob<Record<string, string>>('./locales/en/*.json', { eager: true, import: 'default' })
const en: Record<string, string> = Object.assign({}, ...Object.values(englishFiles))

export const DEFAULT_LANGUAGE = 'en'

/**
 * One i18next instance for the app. Keys are the spec's flat `msp.v2.*` names, so dots
 * must not be read as nesting. English is bundled; further languages are meant to be
 * loaded lazily as resource bundles when a later milestone adds them.
 */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE],
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
})

/** Translation if the key is known, else undefined: lets error texts fall back per §8. */
export function translateIfKnown(key: string): string | undefined {
  return i18n.exists(key) ? i18n.t(key) : undefined
}
