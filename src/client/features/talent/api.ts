import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { TalentEmailStatus } from '../../../shared/contracts/email'
import type { Tag, TagList } from '../../../shared/contracts/tags'
import type {
  TalentApplication,
  TalentHistory,
  TalentHistoryFilter,
  TalentPoolMembership,
} from '../../../shared/contracts/talent'
import type { ActionLog } from '../../../shared/contracts/talent-actions'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

/** GET freelancer/{id}/profile; shared by the loader (prefetch) and the page. */
export const talentProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'profile'],
    queryFn: async ({ signal }) =>
      checkResponse(
        () => import('../../../shared/contracts/talent').then((m) => m.talentProfileSchema),
        await api(`/freelancer/${id}/profile`, { signal }),
      ),
  })

/** GET freelancer/{id}/history (from 0, size 1000, §9) with the §2 filter. */
export const talentHistoryQuery = (id: number, filter: TalentHistoryFilter | null) =>
  queryOptions({
    queryKey: ['talent', id, 'history', filter],
    queryFn: ({ signal }) =>
      api<TalentHistory>(`/freelancer/${id}/history`, {
        signal,
        query: { from: 0, size: 1000, ...(filter ? { filter } : {}) },
      }),
  })

export const talentActionLogsQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'actionLog'],
    queryFn: ({ signal }) => api<{ results: ActionLog[] }>(`/freelancer/${id}/actionLog`, { signal }),
  })

export const talentApplicationsQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'applications'],
    queryFn: ({ signal }) =>
      api<{ results: TalentApplication[] }>(`/freelancer/${id}/projectApplications`, { signal }),
  })

export const talentPoolsQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'pools'],
    queryFn: ({ signal }) =>
      api<{ results: TalentPoolMembership[] }>(`/freelancer/${id}/poolMemberships`, { signal }),
  })

/** GET tag/listAll (from 0, size 999, §9). */
export const tagListQuery = queryOptions({
  queryKey: ['tags', 'list'],
  queryFn: ({ signal }) => api<TagList>('/tag/listAll', { signal, query: { from: 0, size: 999 } }),
  staleTime: 60_000,
})

/** GET email/talent/{id}: the language the talent's emails are written in, and whether the address is suppressed. */
export const talentEmailStatusQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'email'],
    queryFn: ({ signal }) => api<TalentEmailStatus>(`/email/talent/${id}`, { signal }),
  })

/** DELETE email/suppressions: the address receives email again (issue 19 §3). */
export const removeSuppressionCall = (address: string) =>
  api('/email/suppressions', { method: 'DELETE', body: { address } })

/** After any change: the profile and the history are fetched again (§7). */
export function refetchTalent(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['talent', id] }),
    queryClient.invalidateQueries({ queryKey: ['talents'] }),
  ])
}

export const talentCall = <T = unknown>(id: number, path: string, method: string, body?: unknown) =>
  api<T>(`/freelancer/${id}${path}`, { method: method as 'GET', ...(body === undefined ? {} : { body }) })

export const assignTagCall = (id: number, tag: Tag | { value: string }) =>
  'id' in tag
    ? talentCall<Tag>(id, '/assignTag', 'POST', { tagId: tag.id })
    : talentCall<Tag>(id, '/createAndAssignTag', 'POST', { value: tag.value })
