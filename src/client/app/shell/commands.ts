import type { LoggedUser } from '../../../shared/contracts/auth'
import type { ClientContext } from '../../../shared/contracts/client-context'
import { clientContextQuery, currentUserQuery } from '../../api/session'
import { defineCommand } from '../../commands/registry'
import { logout } from '../../features/auth/api'
import { i18n, translateIfKnown, UI_LANGUAGES } from '../../i18n/i18n'

/** Each language by its own name, as the language commands show it. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'english',
  de: 'deutsch',
  fr: 'français francais',
  nl: 'nederlands',
  es: 'español espanol',
}

import { densityCommands } from '../../ui/density-commands'
import { showToast } from '../../ui/toasts/toast-store'
import { errorText } from '../api-error'
import { queryClient } from '../query-client'
import { SIGN_IN_PATH } from '../sign-in-redirect'
import { changeProfileLanguage, configuredLanguages } from '../user-locale'
import { NAV_ITEMS, type NavItem, visibleNavItems } from './nav-items'

/**
 * Commands read the user and client from the query cache rather than from React state:
 * the registry evaluates `when` outside any component.
 */
const currentUser = () => queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)
const currentClient = () => queryClient.getQueryData<ClientContext>(clientContextQuery.queryKey)

const isVisible = (item: NavItem) => visibleNavItems([item], currentUser(), currentClient()).length > 0

/**
 * One command per menu item whose screen exists (g d, g s ...). Items still hidden keep
 * their shortcut reserved in NAV_ITEMS (g p, g t, g o, g a) and join once available.
 */
export const navigationCommands = NAV_ITEMS.filter((item) => item.available).map((item) =>
  defineCommand({
    id: `nav.${item.id}`,
    titleKey: `msp.v2.command.nav.${item.id}`,
    group: 'navigation',
    shortcut: item.shortcut,
    when: () => isVisible(item),
    run: (ctx) => ctx.navigate(item.path),
  }),
)

export const logoutCommand = defineCommand({
  id: 'app.logout',
  titleKey: 'msp.v2.command.logout',
  group: 'general',
  keywords: ['logout', 'sign out'],
  when: () => currentUser() !== undefined,
  run: (ctx) => {
    logout()
    ctx.navigate(SIGN_IN_PATH)
    // A page still mounted may refetch without a session: that 401 is silent, and the
    // unauthorized handler sees the navigation to sign-in already under way.
    queryClient.clear()
  },
})

/**
 * The word "language" in every interface language: whichever the interface shows, "sprache"
 * or "idioma" finds the language commands (issue 21 §3).
 */
const LANGUAGE_WORDS = ['language', 'sprache', 'langue', 'taal', 'idioma', 'locale']

/** "Language: Deutsch" … for each interface language the client offers, except the current one. */
export const languageCommands = UI_LANGUAGES.map((language) =>
  defineCommand({
    id: `language.${language}`,
    titleKey: `msp.v2.command.language.${language}`,
    group: 'general',
    keywords: [...LANGUAGE_WORDS, language, LANGUAGE_NAMES[language]],
    when: () =>
      currentUser() !== undefined &&
      i18n.language !== language &&
      configuredLanguages(currentClient()).includes(language),
    run: async () => {
      try {
        await changeProfileLanguage(language)
      } catch (error) {
        showToast('error', errorText(error, translateIfKnown))
      }
    },
  }),
)

/** Everything the signed-in frame registers. */
export const shellCommands = [...navigationCommands, logoutCommand, ...languageCommands, ...densityCommands]
