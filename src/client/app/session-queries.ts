import { queryOptions } from '@tanstack/react-query'
import { checkResponse } from './check-response'
import { api } from './http'

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
