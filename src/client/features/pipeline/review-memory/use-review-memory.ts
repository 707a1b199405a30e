import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { tableController } from '../../../ui/data-table/table-controller'
import { markSeen, readPosition, showSeen, writePosition } from './api'

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

/**
 * Resuming a list: coming back to it in this browser session (also after a reload) puts the
 * focus on the row the recruiter left it on, when that row is still in the loaded rows; moving
 * in it writes the position. A list first opened in a session starts at the top (issue 21 §2). `list` names the list with its filter (null: a list not worth remembering,
 * such as a name search); without `resume` an application opened by address decides the focus.
 */
export function useListPosition(
  list: string | null,
  resume: boolean,
  rows: { loading: boolean; rowsById: ReadonlyMap<number, unknown> },
  focusedId: string | null,
): void {
  const resumed = useRef<string | null>(null)
  useEffect(() => {
    if (resumed.current === list) return
    if (!resume || list === null) {
      resumed.current = list
      return
    }
    if (rows.loading) return
    // Read only until the list is resumed, not on every render of the screen (j/k re-render it).
    const target = readPosition(list)
    if (target !== null && rows.rowsById.has(target)) {
      // The table arrives lazily: until it is mounted with its rows, try again on the next render.
      const table = tableController.current()
      if (!table?.focusRow(String(target))) return
    }
    resumed.current = list
  })
  // Written as the focus moves (sessionStorage is synchronous and cheap), so a reload keeps it.
  useEffect(() => {
    if (list === null || resumed.current !== list || focusedId === null) return
    writePosition(list, Number(focusedId))
  }, [list, focusedId])
}
