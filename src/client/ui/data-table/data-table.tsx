import './data-table.css'
import { functionalUpdate, type OnChangeFn, type RowData, useTable } from '@tanstack/react-table'
import { getDefaultStore } from 'jotai'
import {
  type CSSProperties,
  type MouseEvent,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { focusedPaneAtom, focusedRowAtom, selectionAtom } from '../../commands/command-context'
import { rowHeightOf, useDensity } from '../density'
import { lazyMenu } from '../lazy-component'
import { DataTableBody } from './data-table-body'
import {
  columnSizeVar,
  type DataTableColumn,
  dataTableFeatures,
  type SortingState,
} from './data-table-features'
import { DataTableHeader } from './data-table-header'
import { MessageRow } from './data-table-message'
import { indexOfId } from './selection'
import { tableController } from './table-controller'
import { useTableRows } from './table-rows'
import { type DataTableLiveState, useDataTableKeyboard } from './use-data-table-keyboard'
import { columnIdOf, useChosenColumns, useColumnFit, useViewportWidth } from './use-fitted-columns'

/** The column chooser's menu loads on idle; a same-looking button stands in (lazy-component.tsx). */
const LazyColumnChooser = lazyMenu(
  () => import('./column-chooser').then((m) => m.ColumnChooser),
  function ColumnsStandIn({ onOpen }) {
    const { t } = useTranslation()
    return (
      <button
        type="button"
        className="data-table-columns-button rt-reset"
        aria-haspopup="menu"
        onClick={onOpen}
      >
        {t('msp.v2.table.columns')}
      </button>
    )
  },
)

export type DataTableProps<TRow extends RowData> = {
  /** Accessible name of the grid. */
  label: string
  columns: DataTableColumn<TRow>[]
  /** Loaded rows, in display order when `manualSorting`. Pass a stable array. */
  rows: TRow[]
  getRowId: (row: TRow) => string
  /** All rows on the server; defaults to the loaded count (aria-rowcount, status line). */
  totalCount?: number
  /** Infinite loading: asked for more when the user scrolls or moves near the end. */
  onEndReached?: () => void
  loadingMore?: boolean
  loading?: boolean
  emptyText?: string
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  /** The server sorts (rows arrive sorted); otherwise the loaded rows are sorted here. */
  manualSorting?: boolean
  selectedIds?: readonly string[]
  onSelectionChange?: (ids: string[]) => void
  focusedId?: string | null
  onFocusChange?: (id: string | null, row: TRow | null) => void
  onOpen?: (row: TRow) => void
  /** Published to the command context with the selection ('talent', 'application' ...). */
  selectionKind?: string
  /** Row height in px; by default the user's density (density.ts). */
  rowHeight?: number
  /** The screen whose column choice this table remembers ('pipeline' ...); none: no chooser. */
  columnsKey?: string
  /** Rows shown in bold, like unread mail (review memory: rows the user has not seen). */
  isRowUnread?: (row: TRow) => boolean
  /** Read out by screen readers on an unread row (bold alone says nothing to them), e.g. "Unseen". */
  unreadLabel?: string
  /** With rows and no focused row, the first row takes the focus (default true). */
  autoFocusFirstRow?: boolean
}

const HEADER_HEIGHT = 36
const CHECK_COLUMN_WIDTH = 36
const NO_IDS: readonly string[] = []

const MemoHeader = memo(DataTableHeader, (a, b) => a.version === b.version) as typeof DataTableHeader

/**
 * The one data table of the app: TanStack Table for columns, sorting and sizing, TanStack
 * Virtual for rows, the command registry for the keyboard (commands.ts). Focus and
 * selection are controlled props, or kept here when the page does not care.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { t } = useTranslation()
  const { rows, getRowId } = props
  const density = useDensity()
  const rowHeight = props.rowHeight ?? rowHeightOf(density)
  const chosen = useChosenColumns(props.columns, props.columnsKey)
  const columns = chosen.shown
  const domId = useId()
  const scrollRef = useRef<HTMLDivElement | null>(null)
  // Also state: the virtualizer must see the scroller in the same commit it mounts, or its
  // late attach resets the scroll position of the first keyboard jump.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null)
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element
    setScrollElement(element)
  }, [])
  const gridRef = useRef<HTMLTableElement | null>(null)

  const [ownSorting, setOwnSorting] = useState<SortingState>([])
  const sorting = props.sorting ?? ownSorting
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const next = functionalUpdate(updater, sorting)
    if (props.onSortingChange) props.onSortingChange(next)
    if (props.sorting === undefined) setOwnSorting(next)
  }
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    state: { sorting },
    onSortingChange,
    manualSorting: props.manualSorting,
    columnResizeMode: 'onChange',
    defaultColumn: { size: 160, minSize: 90, maxSize: 600 },
  })
  const tableRows = useTableRows(table, rows, getRowId, sorting.length > 0 && !props.manualSorting)

  const [chooserOpen, setChooserOpen] = useState(false)
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(NO_IDS)
  const selectedList = props.selectedIds ?? ownSelection
  const selected = useMemo(() => new Set(selectedList), [selectedList])
  const [ownFocus, setOwnFocus] = useState<string | null>(null)
  const focusedId = props.focusedId !== undefined ? props.focusedId : ownFocus

  const idAt = tableRows.idAt
  const live = useRef<DataTableLiveState>(null as unknown as DataTableLiveState)
  // O(1) while moving (the hint is the last index); a full search only after outside changes.
  const focusedIndex = indexOfId(tableRows.count, idAt, focusedId, live.current?.focusedIndexHint ?? -1)
  live.current = {
    count: tableRows.count,
    idAt,
    rowAt: (index) => tableRows.at(index).original,
    selected,
    focusedId,
    focusedIndexHint: focusedIndex,
    rowHeight,
    headerHeight: HEADER_HEIGHT,
    scrollElement: () => scrollRef.current,
    gridElement: () => gridRef.current,
    setFocus: (id, index) => {
      if (props.focusedId === undefined) setOwnFocus(id)
      const row = index >= 0 ? tableRows.at(index).original : null
      props.onFocusChange?.(id, row)
      getDefaultStore().set(focusedRowAtom, row)
    },
    setSelection: (next) => {
      const ids = [...next]
      if (props.selectedIds === undefined) setOwnSelection(ids)
      props.onSelectionChange?.(ids)
    },
    open: (index) => {
      if (index >= 0 && index < tableRows.count) props.onOpen?.(tableRows.at(index).original)
    },
    chooseColumns: props.columnsKey ? () => setChooserOpen(true) : null,
  }
  const controller = useDataTableKeyboard(live)

  // Arriving on a list (or a new stage, page or search): its first row has the focus, so `o`,
  // Enter and the row's actions work at once (issue 21 §2).
  // In the commit, before keys kept while the rows loaded are applied (commands/key-queue.ts).
  const hasRows = tableRows.count > 0 && !props.loading
  useLayoutEffect(() => {
    if (hasRows && props.autoFocusFirstRow !== false && live.current.focusedId === null)
      live.current.setFocus(idAt(0), 0)
  })

  const { selectionKind } = props
  useEffect(() => {
    // Commands with a `when` on the selection (bulk actions) read it from the context.
    if (selectionKind) getDefaultStore().set(selectionAtom, { kind: selectionKind, ids: selectedList })
  }, [selectionKind, selectedList])

  const rowDomId = useCallback((rowId: string) => `${domId}-row-${rowId}`, [domId])
  const onPointer = useCallback(
    (index: number, event: MouseEvent) => {
      tableController.activate(controller)
      const s = live.current
      s.focusedId = s.idAt(index)
      s.focusedIndexHint = index
      if (event.shiftKey) controller.extendToFocused()
      else if (event.ctrlKey || event.metaKey) controller.toggleFocused()
      s.setFocus(s.idAt(index), index)
    },
    [controller],
  )
  const onToggle = useCallback(
    (index: number) => {
      const s = live.current
      s.focusedId = s.idAt(index)
      s.focusedIndexHint = index
      s.setFocus(s.idAt(index), index)
      controller.toggleFocused()
    },
    [controller],
  )
  const onOpen = useCallback((index: number) => live.current.open(index), [])

  // Columns fit the space (grow, shrink, then the least important hide: fit-columns.ts).
  const viewportWidth = useViewportWidth(scrollElement)
  const allLeafColumns = table.getAllLeafColumns()
  const fit = useColumnFit(allLeafColumns, viewportWidth - CHECK_COLUMN_WIDTH)
  const leafColumns = useMemo(
    () => allLeafColumns.filter((column) => !fit.hidden.has(column.id)),
    [allLeafColumns, fit],
  )
  const sizeStyle: Record<string, string> = {}
  let rowWidth = CHECK_COLUMN_WIDTH
  for (const column of leafColumns) {
    const size = fit.widths.get(column.id) ?? column.getSize()
    sizeStyle[columnSizeVar(column.id)] = `${size}px`
    rowWidth += size
  }
  const style = {
    ...sizeStyle,
    '--dt-row-height': `${rowHeight}px`,
    '--dt-header-height': `${HEADER_HEIGHT}px`,
    '--dt-check-width': `${CHECK_COLUMN_WIDTH}px`,
    '--dt-row-width': `${rowWidth}px`,
  } as CSSProperties
  // The columns shown, their widths and headings: the header re-renders when any of them changes.
  const columnsKey = leafColumns
    .map(
      (c) =>
        `${c.id}:${fit.widths.get(c.id) ?? ''}:${typeof c.columnDef.header === 'string' ? c.columnDef.header : ''}`,
    )
    .join(',')
  const headerVersion = `${JSON.stringify(sorting)}|${columnsKey}|${table.state.columnResizing?.isResizingColumn ?? ''}`

  const total = props.totalCount ?? tableRows.count
  const isEmpty = !props.loading && tableRows.count === 0

  return (
    <div className="data-table" style={style}>
      <div className="data-table-status" role="status">
        <span className="data-table-selected-count" data-count={selected.size}>
          {t('msp.v2.table.selected', { count: selected.size })}
        </span>
        <span className="data-table-status-end">
          <span className="data-table-total">{t('msp.v2.table.rows', { count: total })}</span>
          {props.columnsKey ? (
            <LazyColumnChooser
              columns={props.columns.map((column) => ({
                id: columnIdOf(column),
                label: typeof column.header === 'string' ? column.header : columnIdOf(column),
              }))}
              hidden={chosen.hidden}
              onToggle={chosen.toggle}
              open={chooserOpen}
              onOpenChange={setChooserOpen}
            />
          ) : null}
        </span>
      </div>
      <div ref={attachScroller} className="data-table-scroller">
        <table
          ref={gridRef}
          aria-label={props.label}
          aria-rowcount={total + 1}
          aria-colcount={leafColumns.length + 1}
          aria-multiselectable="true"
          aria-busy={props.loading || undefined}
          aria-activedescendant={focusedIndex >= 0 && focusedId ? rowDomId(focusedId) : undefined}
          data-row-focused={(focusedIndex >= 0 && focusedId !== null) || undefined}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA data grid: real rows, focus stays on the grid and points at the focused row (aria-activedescendant) since rows come and go while scrolling.
          role="grid"
          tabIndex={0}
          className="data-table-grid"
          onFocus={(event) => {
            tableController.activate(controller)
            // Outside a pane group the table claims the list scope itself, so its keys work.
            if (!event.currentTarget.closest('[data-pane]')) getDefaultStore().set(focusedPaneAtom, 'list')
          }}
        >
          <MemoHeader headerGroups={table.getHeaderGroups()} hidden={fit.hidden} version={headerVersion} />
          {props.loading ? (
            <MessageRow text={t('msp.v2.table.loading')} busy />
          ) : isEmpty ? (
            <MessageRow text={props.emptyText ?? t('msp.v2.table.empty')} />
          ) : (
            <DataTableBody
              rows={tableRows}
              columns={leafColumns}
              scrollElement={scrollElement}
              rowHeight={rowHeight}
              headerHeight={HEADER_HEIGHT}
              selected={selected}
              focusedId={focusedId}
              rowDomId={rowDomId}
              onPointer={onPointer}
              onToggle={onToggle}
              onOpen={onOpen}
              onEndReached={props.onEndReached}
              isRowUnread={props.isRowUnread}
              unreadLabel={props.unreadLabel}
              loadingMoreText={props.loadingMore ? t('msp.v2.table.loading.more') : undefined}
            />
          )}
        </table>
      </div>
    </div>
  )
}
