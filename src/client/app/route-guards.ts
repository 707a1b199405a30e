import { type LoaderFunctionArgs, redirect } from 'react-router'
import { clientContextQuery, currentUserQuery } from '../api/session'
import { FRAME_AREAS, loadEnglishAreas } from '../i18n/i18n'
import { setPreferencesUser } from '../ui/user-preferences'
import { toApiError } from './api-error'
import { hasSession } from './auth-session'
import { queryClient } from './query-client'
import { signInPath } from './sign-in-redirect'
import { applyProfileLocale } from './user-locale'

function pathOf(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The authentication check of every protected route: no session means sign-in (with a
 * way back); otherwise the user is loaded before the page renders, so pages can rely on it.
 */
export async function requireUser({ request }: LoaderFunctionArgs) {
  if (!hasSession()) throw redirect(signInPath(pathOf(request)))
  // Not awaited: the header can show the client name a moment later without blocking.
  void queryClient.prefetchQuery(clientContextQuery)
  try {
    // The signed-in frame's English strings arrive alongside the user (feature routes await
    // the rest themselves: app/lazy-page.ts).
    const [user] = await Promise.all([
      queryClient.ensureQueryData(currentUserQuery),
      loadEnglishAreas(FRAME_AREAS),
    ])
    // Before the page renders, so it never flashes in the previous language; a language
    // chunk that fails to load leaves the page in English rather than breaking it.
    await applyProfileLocale(user.locale).catch(() => {})
    // Density and column choices are this user's (ui/user-preferences.ts).
    setPreferencesUser(user.id)
    return user
  } catch (error) {
    if (toApiError(error).status === 401) throw redirect(signInPath(pathOf(request)))
    throw error
  }
}
