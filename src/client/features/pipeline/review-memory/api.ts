import type { QueryClient } from '@tanstack/react-query'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
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
