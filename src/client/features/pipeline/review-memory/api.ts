import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import type { NextUnseenRequest, NextUnseenResponse } from '../../../../shared/contracts/review-memory'
import { MAX_SEEN_IDS } from '../../../../shared/domain/review-memory'
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

/** A list as its pages request it: a project's stage (filters, sort) or a stage of the work queue. */
export type UnseenList = NextUnseenRequest['list']

/**
 * POST reviewMemory/nextUnseen: the first row after offset `after` of the whole list that the
 * recruiter has not seen, from the top again after the last (null: none but the one at `after`).
 */
export async function fetchNextUnseen(list: UnseenList, after: number): Promise<NextUnseenResponse['next']> {
  const res = await api<NextUnseenResponse>('/reviewMemory/nextUnseen', {
    method: 'POST',
    body: { list, after },
  })
  return res.next
}

interface OffsetPage {
  results: unknown[]
}

/** Rows per request when jumping down a list: the largest page both list calls answer. */
const JUMP_CHUNK = 500
/** Requests in flight at once while jumping. */
const JUMP_PARALLEL = 4

/**
 * Extends an offset-paged infinite list (pages of `pageSize`, as its getNextPageParam reads
 * them) until it holds the page of row `offset`: a few large requests instead of one per page,
 * stored as pages of `pageSize`, so a later refetch asks the same pages again. Pages a scroll
 * loaded meanwhile win; what would not follow on from them is dropped.
 */
export async function loadListThrough<P extends OffsetPage>(
  client: QueryClient,
  queryKey: QueryKey,
  fetchRows: (offset: number, size: number) => Promise<P>,
  offset: number,
  pageSize: number,
): Promise<void> {
  const loadedOf = (data: InfiniteData<P, number> | undefined) =>
    data?.pages.reduce((sum, page) => sum + page.results.length, 0) ?? 0
  const start = loadedOf(client.getQueryData<InfiniteData<P, number>>(queryKey))
  const end = (Math.floor(offset / pageSize) + 1) * pageSize
  const chunks: number[] = []
  for (let at = start; at < end; at += JUMP_CHUNK) chunks.push(at)
  const pages: P[] = []
  const params: number[] = []
  for (let i = 0; i < chunks.length; i += JUMP_PARALLEL) {
    const batch = chunks.slice(i, i + JUMP_PARALLEL)
    const results = await Promise.all(batch.map((at) => fetchRows(at, Math.min(JUMP_CHUNK, end - at))))
    results.forEach((chunk, k) => {
      for (let j = 0; j < chunk.results.length; j += pageSize) {
        pages.push({ ...chunk, results: chunk.results.slice(j, j + pageSize) })
        params.push(batch[k] + j)
      }
    })
    // The list ended early (rows left it meanwhile): nothing further to ask for.
    if (results.some((chunk, k) => chunk.results.length < Math.min(JUMP_CHUNK, end - batch[k]))) break
  }
  client.setQueryData<InfiniteData<P, number>>(queryKey, (old) => {
    if (!old) return old
    const have = loadedOf(old)
    const from = params.findIndex((at) => at >= have)
    if (from < 0 || params[from] !== have) return old
    return {
      pages: [...old.pages, ...pages.slice(from)],
      pageParams: [...old.pageParams, ...params.slice(from)],
    }
  })
}

/**
 * Where the recruiter left each list, for this browser session (sessionStorage: a reload keeps
 * it, a new sign-in or tab starts lists at the top; across days "next unseen" is the way back).
 */
const POSITIONS_KEY = 'rw.listPositions'
const MAX_LISTS = 200

function positions(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as unknown
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {}
  } catch {
    return {}
  }
}

export function readPosition(list: string): number | null {
  const id = positions()[list]
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

export function writePosition(list: string, applicationId: number): void {
  const all = positions()
  delete all[list]
  all[list] = applicationId
  const lists = Object.keys(all)
  for (const old of lists.slice(0, Math.max(0, lists.length - MAX_LISTS))) delete all[old]
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(all))
  } catch {
    // Storage full or off: the list simply starts at the top next time.
  }
}
