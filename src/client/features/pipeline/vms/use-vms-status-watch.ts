import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { refreshAnsweredRows, vmsStatuses } from './api'
import { patchRows } from './row-cache'

/** How often pending rows ask where their send stands (the budget: confirmed on screen within 1 s). */
export const WATCH_MS = 400
/** Rows asked about at most (the visible list's pending ones). */
const MAX_WATCHED = 500

/**
 * While rows of a list are "send pending", asks the server every WATCH_MS where they stand and
 * writes the answer into the cached rows under `prefix`: "sent to client" (or "send failed" with
 * the VMS's text) appears without reloading the list, and the stage counts follow.
 */
export function useVmsStatusWatch(prefix: readonly unknown[], rows: readonly ApplicationRow[]): void {
  const queryClient = useQueryClient()
  const pending = rows.filter((r) => r.status === 'sp').slice(0, MAX_WATCHED)
  const key = pending.map((r) => r.id).join(',')
  const live = useRef({ pending, prefix })
  live.current = { pending, prefix }
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    let timer = 0
    const tick = async () => {
      const { pending: rows, prefix: keyPrefix } = live.current
      if (rows.length === 0) return
      try {
        const statuses = await vmsStatuses(
          rows.map((r) => r.id),
          controller.signal,
        )
        const known = new Map(rows.map((r) => [r.id, r]))
        const changed = statuses.filter((s) => {
          const row = known.get(s.id)
          return row && (row.status !== s.status || row.vmsMessage !== s.vmsMessage)
        })
        if (changed.length > 0) {
          patchRows(queryClient, keyPrefix, changed)
          refreshAnsweredRows(queryClient, keyPrefix, changed)
        }
      } catch {
        // Offline or signed out: the next tick asks again.
      }
      if (!controller.signal.aborted) timer = window.setTimeout(tick, WATCH_MS)
    }
    timer = window.setTimeout(tick, WATCH_MS)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [key, queryClient])
}
