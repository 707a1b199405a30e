import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { resolveLocale } from '../../shared/domain/locale'

export { FRAME_AREAS } from './frame-areas'

type Messages = Record<string, string>

/**
 * Locale files are split by area (`locales/<lang>/<area>.json`) so that features own their
 * strings; each language is the merge of its files. English `core.json` (sign-in, errors,
 * the frame) ships in the first chunk; the other English areas are chunks: the frame's
 * (FRAME_AREAS) arrive with the user, the rest before any feature route renders (the route
 * helpers in app/lazy-page.ts await them) or on idle after the dashboard; another language is
 * one chunk fetched when chosen. So the initial JS stays within
 * budget however many screens the app has.
 */
const englishCore = import.meta.glob<Messages>('./locales/en/core.json', { eager: true, import: 'default' })
const englishAreas = import.meta.glob<Messages>(['./locales/en/*.json', '!./locales/en/core.json'], {
  import: 'default',
})
const en: Messages = Object.assign({}, ...Object.values(englishCore))

export const DEFAULT_LANGUAGE = 'en'
/** Languages the interface is translated into (§1); any other locale shows English. */
export const UI_LANGUAGES = ['en', 'de', 'fr', 'nl', 'es'] as const
export type UiLanguage = (typeof UI_LANGUAGES)[number]

const isUiLanguage = (value: string): value is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(value)

/**
 * One i18next instance for the app. Keys are the spec's flat `msp.v2.*` names, so dots
 * must not be read as nesting.
 */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
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

/**
 * §5 locale rule applied to a profile locale: invalid or unconfigured locales and ua-UA
 * show English, as does any language the interface is not translated into.
 */
export function uiLanguageFor(locale: string | null | undefined, configured: readonly string[]): UiLanguage {
  if (!locale) return DEFAULT_LANGUAGE
  const result = resolveLocale(locale, configured)
  if (!result.ok) return DEFAULT_LANGUAGE
  const language = result.locale.slice(0, 2)
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE
}

const areaLoads = new Map<string, Promise<void>>()

function areaOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
}

/** English messages of the signed-in screens (also every language's fallback); each area once. */
export function loadEnglishAreas(areas?: readonly string[]): Promise<void> {
  const files = Object.entries(englishAreas).filter(([path]) => !areas || areas.includes(areaOf(path)))
  return Promise.all(
    files.map(([path, load]) => {
      const area = areaOf(path)
      let loading = areaLoads.get(area)
      if (!loading) {
        loading = load().then((messages) => {
          i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', messages, true, false)
        })
        // A failed chunk (flaky network) is retried by the next call instead of staying failed.
        loading.catch(() => areaLoads.delete(area))
        areaLoads.set(area, loading)
      }
      return loading
    }),
  ).then(() => {})
}

/** `loading` once it and the English `areas` (default: every area) are there. */
export function withEnglishAreas<T>(loading: Promise<T>, areas?: readonly string[]): Promise<T> {
  return Promise.all([loading, loadEnglishAreas(areas)]).then(([loaded]) => loaded)
}

/**
 * Each other language is one chunk of all its areas (languages/<lang>.ts): a user of one
 * language needs all of them, and a map of every language's area files would travel in the
 * first chunk of every page.
 */
const otherLanguages: Record<Exclude<UiLanguage, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('./languages/de'),
  fr: () => import('./languages/fr'),
  nl: () => import('./languages/nl'),
  es: () => import('./languages/es'),
}

async function loadMessages(language: UiLanguage): Promise<void> {
  await loadEnglishAreas()
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) return
  const { messages } = await otherLanguages[language]()
  i18n.addResourceBundle(language, 'translation', messages, true, true)
}

/**
 * A language's messages, without switching the interface to it: for a page that speaks its
 * reader's language rather than the browser's (the talent's interview confirmation), with
 * `i18n.getFixedT(language)`.
 */
export function loadUiLanguage(language: UiLanguage): Promise<void> {
  return loadMessages(language)
}

/** dayjs and its locales are only needed where dates are shown, so they load on demand too. */
const dayjsLocales: Record<Exclude<UiLanguage, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  nl: () => import('dayjs/locale/nl'),
  es: () => import('dayjs/locale/es'),
}

async function applyDayjsLocale(language: UiLanguage): Promise<void> {
  const { default: dayjs } = await import('dayjs')
  if (language !== 'en') await dayjsLocales[language]()
  dayjs.locale(language)
}

let pending: Promise<void> = Promise.resolve()

/**
 * Switches the interface language: fetches its messages and date locale first, so no
 * screen renders half-translated, then updates i18next and `<html lang>`. Calls are
 * chained so that the last choice wins even when an earlier chunk arrives later.
 */
export function setUiLanguage(language: UiLanguage): Promise<void> {
  pending = pending
    .catch(() => {})
    .then(async () => {
      await Promise.all([loadMessages(language), applyDayjsLocale(language)])
      if (i18n.language !== language) await i18n.changeLanguage(language)
      document.documentElement.lang = language
    })
  return pending
}
