import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { checkResponse } from '../app/check-response'
import { api } from '../app/http'

/**
 * The signed-in user and their client's context are needed by every screen (header,
 * permissions, flags), so they live beside the session rather than in one feature.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['msp'],
  queryFn: async ({ signal }) =>
    checkResponse(
      () => import('../../shared/contracts/auth').then((m) => m.loggedUserSchema),
      await api('/msp', { signal }),
    ),
  staleTime: 5 * 60_000,
})

export const clientContextQuery = queryOptions({
  queryKey: ['client', 'context'],
  queryFn: async ({ signal }) =>
    checkResponse(
      () => import('../../shared/contracts/client-context').then((m) => m.clientContextSchema),
      await api('/client/context', { signal }),
    ),
  staleTime: 30 * 60_000,
})

/** POST msp/locale: the profile's language; the cached user takes the locale stored, which it answers. */
export async function saveProfileLanguage(language: string, cache: QueryClient): Promise<string> {
  const { locale } = await api<{ locale: string }>('/msp/locale', { method: 'POST', body: { language } })
  cache.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, locale } : user))
  return locale
}
