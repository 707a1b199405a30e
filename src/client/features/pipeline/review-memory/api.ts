import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import type { ListPositionResponse } from '../../../../shared/contracts/review-memory'
import { MAX_SEEN_IDS } from '../../../../shared/domain/review-memory'
import { checkResponse } from '../../../app/check-response'
import { api } from '../../../app/http'
import { queryClient as appQueryClient } from '../../../app/query-client'

/**
 * Review memory (issue 25 §1): a recruiter's lists show the applications they have not opened
 * since their last pipeline move in bold; the server keeps what was seen and where each list
 * was left, so it follows the recruiter to another machine.
 */

interface RowPages {
  pages: { results: ApplicationRow[] }[]
}

const hasRowPages = (data: unknown): data is RowPages =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as RowPages).pages) &&
  (data as RowPages).pages.every((page) => Array.isArray(page?.results))

/** The loaded lists (a project's stages, the work queue) show the applications as seen at once. */
export function showSeen(client: QueryClient, appIds: readonly number[]): void {
  const ids = new Set(appIds)
  const unseen = (r: ApplicationRow) => r.seen === false && ids.has(r.id)
  client.setQueriesData<RowPages>(
    { queryKey: ['pipeline'], predicate: (query) => hasRowPages(query.state.data) },
    (data) => {
      if (!data?.pages.some((page) => page.results.some(unseen))) return data
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((r) => (unseen(r) ? { ...r, seen: true } : r)),
        })),
      }
    },
  )
}

/** POST reviewMemory/seen, MAX_SEEN_IDS at a time (the server's bound). */
export async function markSeen(ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += MAX_SEEN_IDS)
    await api('/reviewMemory/seen', { method: 'POST', body: { ids: ids.slice(i, i + MAX_SEEN_IDS) } })
}

/** "Mark as seen" on the selection (or the focused row), like marking mail read. */
export async function markSelectionSeen(ids: readonly number[], client = appQueryClient): Promise<void> {
  showSeen(client, ids)
  await markSeen(ids)
}

export const positionQuery = (list: string) =>
  queryOptions({
    queryKey: ['reviewMemory', 'position', list],
    // Always asked again on arrival: the recruiter may have moved on another machine.
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<ListPositionResponse> =>
      checkResponse(
        () => import('../../../../shared/contracts/review-memory').then((m) => m.listPositionResponseSchema),
        await api('/reviewMemory/position', { signal, query: { list } }),
      ),
  })

/** PUT reviewMemory/position. */
export async function savePosition(list: string, applicationId: number): Promise<void> {
  await api('/reviewMemory/position', { method: 'PUT', body: { list, applicationId } })
}
