import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { screenController } from '../../../commands/screen-controller'
import { tableController } from '../../../ui/data-table/table-controller'
import { APPLICATION_PAGE_SIZE } from '../api'
import {
  fetchNextUnseen,
  loadListThrough,
  markSeen,
  readPosition,
  showSeen,
  type UnseenList,
  writePosition,
} from './api'

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

/** What "next unseen" (Shift+U) needs of the list on screen. */
export interface UnseenSource {
  /** The list as its pages request it. */
  list: UnseenList
  /** The list's infinite query, extended when the answer lies beyond the loaded rows. */
  queryKey: QueryKey
  fetchRows: (offset: number, size: number) => Promise<{ results: unknown[] }>
  rows: readonly ApplicationRow[]
  rowsById: ReadonlyMap<number, ApplicationRow>
  total: number
  focusedId: string | null
}

export interface NextUnseenController {
  /** Focuses the next unseen row of the whole list; false when there is none. */
  next(): Promise<boolean>
}

export const nextUnseenController = screenController<NextUnseenController>()

/**
 * "Next unseen" over the whole list, not only its loaded rows: a loaded unseen row after the
 * focus is taken at once; otherwise the server answers the next one (wrapping to the top) with
 * its offset, the pages up to it are loaded and the row is focused once it is in the table.
 */
export function useNextUnseen(source: UnseenSource): void {
  const client = useQueryClient()
  const live = useRef(source)
  live.current = source
  // The answer waiting for its rows, for the list it was asked about (another list drops it).
  const pending = useRef<{ id: number; list: string } | null>(null)
  const listKey = JSON.stringify(source.queryKey)
  // The table gets the loaded rows in a later render: focus the answer once it has it.
  useEffect(() => {
    const wanted = pending.current
    if (wanted === null) return
    if (wanted.list !== listKey) pending.current = null
    else if (source.rowsById.has(wanted.id) && tableController.current()?.focusRow(String(wanted.id)))
      pending.current = null
  })
  const controller = useMemo<NextUnseenController>(
    () => ({
      async next() {
        const s = live.current
        const table = tableController.current()
        if (!table) return false
        pending.current = null
        const at = s.focusedId === null ? -1 : s.rows.findIndex((row) => String(row.id) === s.focusedId)
        for (let i = at + 1; i < s.rows.length; i++)
          if (isUnseen(s.rows[i])) return table.focusRow(String(s.rows[i].id))
        // Every row is loaded: the table's own rows answer, from the top again.
        if (s.rows.length >= s.total) return table.focusNextWhere(isUnseen)
        const found = await fetchNextUnseen(s.list, at)
        if (!found) return false
        if (live.current.rowsById.has(found.id))
          return tableController.current()?.focusRow(String(found.id)) ?? false
        pending.current = { id: found.id, list: JSON.stringify(s.queryKey) }
        await loadListThrough(client, s.queryKey, s.fetchRows, found.offset, APPLICATION_PAGE_SIZE)
        return true
      },
    }),
    [client],
  )
  nextUnseenController.usePublish(controller)
}
