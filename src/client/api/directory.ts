import { queryOptions } from '@tanstack/react-query'
import type { MspListEntry, PoolSearchResponse } from '../../shared/contracts/project'
import { api } from '../app/http'

/*
 * The client's people and pools, listed by the pickers and forms of several screens
 * (allocation, the project team, pool pickers, history entries that name them).
 */

/** GET msp/listAllForClient: the client's recruiters (assignees, allocation). */
export const recruitersQuery = queryOptions({
  queryKey: ['msps'],
  queryFn: ({ signal }) => api<MspListEntry[]>('/msp/listAllForClient', { signal }),
  staleTime: 5 * 60_000,
})

/** GET client/hiringManagers */
export const hiringManagersQuery = queryOptions({
  queryKey: ['hiringManagers'],
  queryFn: ({ signal }) => api<{ id: number; name: string }[]>('/client/hiringManagers', { signal }),
  staleTime: 5 * 60_000,
})

/** POST search/pool/query: every pool of the client (size 999, §9). */
export const poolsQuery = queryOptions({
  queryKey: ['pools', 'all'],
  queryFn: ({ signal }) =>
    api<PoolSearchResponse>('/search/pool/query', { method: 'POST', body: { size: 999 }, signal }),
  staleTime: 60_000,
})
