import { queryOptions } from '@tanstack/react-query'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

export const dashboardCountsQuery = queryOptions({
  queryKey: ['dashboard', 'counts'],
  queryFn: async ({ signal }) =>
    checkResponse(
      () => import('../../../shared/contracts/dashboard').then((m) => m.dashboardCountsSchema),
      await api('/dashboard/counts', { signal }),
    ),
})

export interface AttentionDays {
  activeDays: number
  send2vmsDays: number
}

/** GET queue/attention: what waits longer than the user's days per stage, and failed VMS sends. */
export const attentionQuery = (days: AttentionDays) =>
  queryOptions({
    queryKey: ['dashboard', 'attention', days],
    queryFn: async ({ signal }) =>
      checkResponse(
        () => import('../../../shared/contracts/analytics').then((m) => m.attentionResponseSchema),
        await api(`/queue/attention?activeDays=${days.activeDays}&send2vmsDays=${days.send2vmsDays}`, {
          signal,
        }),
      ),
  })
