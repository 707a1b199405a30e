import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useUrlPage } from '../data-table/use-url-page'
import { useUrlSelection } from '../data-table/use-url-selection'

/**
 * What the commands of a list screen read from it (through the screen's controller,
 * commands/screen-controller.ts): the rows shown, how many the search found, the selection
 * and the focus, as they are when the command runs.
 */
export interface ListScreenState<TRow> {
  rows(): readonly TRow[]
  /** Matches of the search (a lower bound when `capped`). */
  total(): number
  /** The server stopped counting ("500 or more"). */
  capped(): boolean
  page(): number
  /** The last page, or null when the count is capped. */
  lastPage(): number | null
  hasNextPage(): boolean
  /** The selected rows that are loaded (the selection may hold ids of other pages). */
  selectedRows(): TRow[]
  focusedRow(): TRow | null
}

export interface ListScreenInput<TRow> {
  rows: readonly TRow[]
  total: number
  capped?: boolean
  /** The page shown (1-based) and the page size of the search. */
  page: number
  size: number
  getRowId: (row: TRow) => string
  /** The search has answered (not only the previous search's rows standing in). */
  loaded: boolean
}

/** The wiring of a server-paged list screen: focus, detail pane, URL selection, paging. */
export interface ListScreenModel<TRow> {
  input: ListScreenInput<TRow>
  focusedId: string | null
  setFocusedId: (id: string | null) => void
  focused: TRow | null
  detailOpen: boolean
  openDetail: (row: TRow) => void
  closeDetail: () => void
  selectedIds: readonly string[]
  setSelectedIds: (ids: readonly string[]) => void
  setPage: (page: number, options?: { replace?: boolean }) => void
  /** Filter changes go back to page 1 and drop the selection (§2). */
  setFilters: (apply: (params: URLSearchParams) => void) => void
  /** "1–10 of 34": the rows of this page within the total. */
  first: number
  last: number
  lastPage: number | null
  hasNext: boolean
  /** Stable; reads the latest render. Publish it (or a controller built on it) for the commands. */
  state: ListScreenState<TRow>
}

export function useListScreen<TRow>(input: ListScreenInput<TRow>): ListScreenModel<TRow> {
  const { rows, total, capped = false, page, size, getRowId } = input
  const { setPage, setFilters } = useUrlPage()
  const [selectedIds, setSelectedIds] = useUrlSelection()
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)

  const focused = rows.find((row) => getRowId(row) === focusedId) ?? null
  // Another page or search: the focus starts again on its first row (the table focuses it).
  if (focusedId !== null && focused === null && rows.length > 0) setFocusedId(null)
  const first = total === 0 ? 0 : (page - 1) * size + 1
  const last = Math.min(total, (page - 1) * size + rows.length)
  const lastPage = capped ? null : Math.max(1, Math.ceil(total / size))
  const hasNext = capped ? rows.length === size : page < (lastPage ?? 1)
  // A page beyond the last one (?page=99999, or rows that went away) shows the last page.
  const beyond = input.loaded && lastPage !== null && page > lastPage
  useEffect(() => {
    if (beyond && lastPage !== null) setPage(lastPage, { replace: true })
  }, [beyond, lastPage, setPage])

  const live = useRef({ input, focused, selectedIds, lastPage, hasNext })
  live.current = { input, focused, selectedIds, lastPage, hasNext }
  const state = useMemo<ListScreenState<TRow>>(() => {
    const l = () => live.current
    return {
      rows: () => l().input.rows,
      total: () => l().input.total,
      capped: () => l().input.capped ?? false,
      page: () => l().input.page,
      lastPage: () => l().lastPage,
      hasNextPage: () => l().hasNext,
      selectedRows: () => {
        const ids = new Set(l().selectedIds)
        return l().input.rows.filter((row) => ids.has(l().input.getRowId(row)))
      },
      focusedRow: () => l().focused,
    }
  }, [])

  const openDetail = useCallback(
    (row: TRow) => {
      setFocusedId(getRowId(row))
      setDetailOpen(true)
    },
    [getRowId],
  )
  const closeDetail = useCallback(() => setDetailOpen(false), [])
  const refilter = useCallback(
    (apply: (params: URLSearchParams) => void) =>
      setFilters((p) => {
        apply(p)
        p.delete('selectedItems')
      }),
    [setFilters],
  )

  return {
    input,
    focusedId,
    setFocusedId,
    focused,
    detailOpen,
    openDetail,
    closeDetail,
    selectedIds,
    setSelectedIds,
    setPage,
    setFilters: refilter,
    first,
    last,
    lastPage,
    hasNext,
    state,
  }
}
