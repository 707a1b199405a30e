import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmailSettings, OutboxDetail, OutboxPage } from '../../../shared/contracts/email'
import type { OutboxStatus } from '../../../shared/domain/email'
import { api } from '../../app/http'

/** The Outbox screen's calls (issue 19 §3). */

export const OUTBOX_KEY = ['outbox'] as const
export const OUTBOX_PAGE_SIZE = 100

export interface OutboxFilters {
  status?: OutboxStatus
  motivation?: string
  mspId?: number
  from?: string
  to?: string
}

/** GET email/outbox, newest first, a page of OUTBOX_PAGE_SIZE at a time as the user scrolls. */
export const outboxListQuery = (filters: OutboxFilters) =>
  infiniteQueryOptions({
    queryKey: [...OUTBOX_KEY, 'list', filters],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<OutboxPage>('/email/outbox', {
        signal,
        query: { ...filters, offset: pageParam, size: OUTBOX_PAGE_SIZE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
    // Held and queued messages change on their own (the worker sends them): look again now and then.
    refetchInterval: 5000,
  })

/** GET email/outbox/{id}: the message as it was (or will be) sent. */
export const outboxDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...OUTBOX_KEY, 'detail', id],
    queryFn: ({ signal }) => api<OutboxDetail>(`/email/outbox/${id}`, { signal }),
    refetchInterval: 5000,
  })

/** GET email/settings: whether messages leave through SMTP or stay in the outbox. */
export const outboxTransportQuery = queryOptions({
  queryKey: [...OUTBOX_KEY, 'settings'],
  queryFn: ({ signal }) => api<EmailSettings>('/email/settings', { signal }),
  staleTime: 10 * 60_000,
})

export interface RecruiterOption {
  id: number
  firstName: string
  lastName: string
}

/** GET msp/listAllForClient: the recruiter filter. */
export const recruitersQuery = queryOptions({
  queryKey: ['msp', 'listAllForClient'],
  queryFn: ({ signal }) => api<RecruiterOption[]>('/msp/listAllForClient', { signal }),
  staleTime: 5 * 60_000,
})

/** Retry a failed or bounced message, or cancel a held or queued one; the list and the detail refresh. */
export function useOutboxAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'cancel' }) =>
      api<OutboxDetail>(`/email/outbox/${id}/${action}`, { method: 'POST' }),
    onSuccess: (detail) => {
      queryClient.setQueryData(outboxDetailQuery(detail.id).queryKey, detail)
      return queryClient.invalidateQueries({ queryKey: [...OUTBOX_KEY, 'list'] })
    },
  })
}
