import { queryOptions } from '@tanstack/react-query'
import type { PoolSearchResponse } from '../../../shared/contracts/pools'
import type { ProjectSearchResponse } from '../../../shared/contracts/project-search'
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

/** How many rows the dashboard's projects and pools lists show (their full lists are one link away). */
export const DASHBOARD_LIST_SIZE = 50

/** /dashboard/projects: the open projects, most recently updated first, each leading to its stages. */
export const dashboardProjectsQuery = queryOptions({
  queryKey: ['dashboard', 'projects'],
  queryFn: ({ signal }) =>
    api<ProjectSearchResponse>('/search/project/query', {
      method: 'POST',
      body: { filters: [{ field: 'status', operator: 'EQ', value: 'OPEN' }], size: DASHBOARD_LIST_SIZE },
      signal,
    }),
})

/** /dashboard/pools: the pools with members waiting for a decision, most pending first. */
export const dashboardPoolsQuery = queryOptions({
  queryKey: ['dashboard', 'pools'],
  queryFn: ({ signal }) =>
    api<PoolSearchResponse>('/search/pool/query', {
      method: 'POST',
      body: { pending: true, sort: 'pending', size: DASHBOARD_LIST_SIZE },
      signal,
    }),
})
