import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { tableController } from '../../../ui/data-table/table-controller'
import { markSeen, positionQuery, savePosition, showSeen } from './api'

/** Rows the user has not opened since the application last moved (absent: a list without memory). */
export const isUnseen = (row: unknown): boolean => (row as ApplicationRow).seen === false

/**
 * The application shown (in the pane once the focus rested on it, or on its page) counts as seen;
 * again when its status changes while shown, so the recruiter's own move leaves it read.
 */
export function useMarkSeen(appId: number, shownStatus: string | null): void {
  const client = useQueryClient()
  useEffect(() => {
    if (shownStatus === null) return
    showSeen(client, [appId])
    // A failed write costs only a bold row: no error toast for something the user did not ask for.
    markSeen([appId]).catch(() => undefined)
  }, [client, appId, shownStatus])
}

/** How long the focus rests on a row before it is written as the list's position. */
const SAVE_AFTER_MS = 800

/**
 * Resuming a list: arriving on it (also after a reload) puts the focus on the row the recruiter
 * left it on, when that row is still in the loaded rows; moving in it writes the position once
 * the focus rests. `list` names the list with its filter (null: a list not worth remembering,
 * such as a name search); without `resume` an application opened by address decides the focus.
 */
export function useListPosition(
  list: string | null,
  resume: boolean,
  rows: { loading: boolean; rowsById: ReadonlyMap<number, unknown> },
  focusedId: string | null,
): void {
  const position = useQuery({ ...positionQuery(list ?? ''), enabled: resume && list !== null })
  const resumed = useRef<string | null>(null)
  const saved = useRef<{ list: string; id: string | null }>({ list: '', id: null })
  const target = position.data?.applicationId ?? null
  useEffect(() => {
    if (resumed.current === list) return
    if (!resume || list === null) {
      resumed.current = list
      return
    }
    if (position.isPending || rows.loading) return
    if (target !== null && rows.rowsById.has(target)) {
      // The table arrives lazily: until it is mounted with its rows, try again on the next render.
      const table = tableController.current()
      if (!table?.focusRow(String(target))) return
    }
    resumed.current = list
    saved.current = { list, id: target === null ? null : String(target) }
  })
  // Written once the focus rests, and at once when the recruiter leaves the list or the screen.
  const pending = useRef<{ list: string; id: string } | null>(null)
  const flush = useCallback(() => {
    const next = pending.current
    if (!next) return
    pending.current = null
    saved.current = next
    savePosition(next.list, Number(next.id)).catch(() => undefined)
  }, [])
  useEffect(() => {
    if (pending.current && pending.current.list !== list) flush()
    if (list === null || resumed.current !== list || focusedId === null) return
    if (saved.current.list === list && saved.current.id === focusedId) {
      pending.current = null
      return
    }
    pending.current = { list, id: focusedId }
    const timer = window.setTimeout(flush, SAVE_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [list, focusedId, flush])
  useEffect(() => flush, [flush])
}
