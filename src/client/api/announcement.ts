import { queryOptions } from '@tanstack/react-query'
import { ofetch } from 'ofetch'
import { toApiError } from '../app/api-error'

export type AnnouncementResponse = {
  deadline?: string
  deadline_with_leadtime?: string
  message?: string
}

/**
 * GET /napi/announcement (§7): an empty object means no banner. Polled rarely; the
 * countdown itself is re-evaluated locally every few seconds. Unauthenticated, and
 * under /napi rather than /api, hence plain ofetch.
 */
export const announcementQuery = queryOptions({
  queryKey: ['announcement'],
  queryFn: async ({ signal }) => {
    try {
      return await ofetch<AnnouncementResponse>('/napi/announcement', { signal, retry: 0 })
    } catch (thrown) {
      throw toApiError(thrown)
    }
  },
  refetchInterval: 5 * 60_000,
  staleTime: 60_000,
  retry: false,
  // A banner that cannot be fetched is no reason to bother the user with a toast.
  meta: { silent: true },
})
