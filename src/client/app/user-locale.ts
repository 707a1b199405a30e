import type { QueryClient } from '@tanstack/react-query'
import type { ClientContext } from '../../shared/contracts/client-context'
import { clientContextQuery, saveProfileLanguage } from '../api/session'
import { setUiLanguage, uiLanguageFor } from '../i18n/i18n'
import { queryClient } from './query-client'

/** The client's configured language codes; English is always allowed (the server agrees). */
export function configuredLanguages(client: Pick<ClientContext, 'languages'> | undefined): string[] {
  return ['en', ...(client?.languages.map((language) => language.iso) ?? [])]
}

/**
 * Shows the interface in the user's profile language (§5 rule). The client context is
 * needed for the rule; when it cannot be loaded the five interface languages stand in,
 * because a missing context must not keep the user in the wrong language.
 */
export async function applyProfileLocale(locale: string, cache: QueryClient = queryClient): Promise<void> {
  const client = await cache.ensureQueryData(clientContextQuery).catch(() => undefined)
  const configured = client ? configuredLanguages(client) : ['en', 'de', 'fr', 'nl', 'es']
  await setUiLanguage(uiLanguageFor(locale, configured))
}

/**
 * Saves the language in the profile (POST msp/locale) and switches the interface at once.
 * Used by the settings page and by the palette's language commands.
 */
export async function changeProfileLanguage(
  language: string,
  cache: QueryClient = queryClient,
): Promise<void> {
  const locale = await saveProfileLanguage(language, cache)
  await applyProfileLocale(locale, cache)
}
