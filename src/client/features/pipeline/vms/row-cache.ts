import {
  defaultScheduler,
  type InfiniteData,
  notifyManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { ApplicationRow, ApplicationSearchResponse } from '../../../../shared/contracts/pipeline'
import type { VmsStatus } from '../../../../shared/contracts/vms'
import { type ApplicationStatusCode, stageOfApplicationStatus } from '../../../../shared/domain/statuses'

export type RowPatch = Pick<VmsStatus, 'id' | 'status'> &
  Partial<Pick<VmsStatus, 'vmsMessage' | 'lastUpdated'>>

const isPages = (data: unknown): data is InfiniteData<ApplicationSearchResponse> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)

/**
 * Writes new statuses into every cached page of application rows under `prefix` (the
 * pipeline's lists of a project), in place: the rows show the change in the same frame, and
 * stay where they are until the list is read again.
 */
export function patchRows(
  client: QueryClient,
  prefix: QueryKey,
  patches: readonly RowPatch[],
): ApplicationRow[] {
  if (patches.length === 0) return []
  const byId = new Map(patches.map((p) => [p.id, p]))
  const before: ApplicationRow[] = []
  const patchPages = (data: unknown) => {
    if (!isPages(data)) return data
    let changed = false
    const pages = data.pages.map((page) => {
      let pageChanged = false
      const results = page.results.map((row) => {
        const p = byId.get(row.id)
        if (!p) return row
        const next: ApplicationRow = {
          ...row,
          status: p.status,
          stage: stageOfApplicationStatus(p.status),
          vmsMessage: p.vmsMessage === undefined ? row.vmsMessage : p.vmsMessage,
          lastUpdated: p.lastUpdated ?? row.lastUpdated,
        }
        if (next.status === row.status && next.vmsMessage === row.vmsMessage) return row
        before.push(row)
        pageChanged = true
        return next
      })
      if (!pageChanged) return page
      changed = true
      return { ...page, results }
    })
    return changed ? { ...data, pages } : data
  }
  // The lists hear of it at once, not on TanStack's next timer tick: the row re-renders in a
  // microtask after the key's handler, before the next frame (the budget is one frame). The
  // app sets no scheduler of its own, so the default is what is restored.
  notifyManager.setScheduler((notify) => notify())
  try {
    client.setQueriesData<unknown>({ queryKey: prefix }, patchPages)
  } finally {
    notifyManager.setScheduler(defaultScheduler)
  }
  return before
}

/** Puts rows back as they were (an optimistic change the server refused). */
export function restoreRows(client: QueryClient, prefix: QueryKey, rows: readonly ApplicationRow[]): void {
  patchRows(
    client,
    prefix,
    rows.map((r) => ({ id: r.id, status: r.status as ApplicationStatusCode, vmsMessage: r.vmsMessage })),
  )
}
