import type { Column, RowData } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type MouseEvent, useEffect } from 'react'
import type { DataTableFeatures } from './data-table-features'
import { DataTableRow } from './data-table-row'
import { type TableRows, useRowSlots } from './table-rows'

export type DataTableBodyProps<TRow extends RowData> = {
  rows: TableRows<TRow>
  columns: readonly Column<DataTableFeatures, TRow, unknown>[]
  scrollElement: HTMLElement | null
  rowHeight: number
  headerHeight: number
  selected: ReadonlySet<string>
  focusedId: string | null
  rowDomId: (rowId: string) => string
  onPointer: (index: number, event: MouseEvent) => void
  onToggle: (index: number) => void
  onOpen: (index: number) => void
  /** Called when the last rendered row is within `endReachedThreshold` rows of the end. */
  onEndReached?: () => void
  endReachedThreshold?: number
  isRowUnread?: (row: TRow) => boolean
  unreadLabel?: string
  /** Shown as a last row while the next page loads. */
  loadingMoreText?: string
}

/** Rows outside the viewport kept rendered: enough for smooth key repeat, few enough for ~30 rows in the DOM. */
const OVERSCAN = 2

/**
 * The virtual body: its own component so that scroll frames re-render only this part, not
 * the table, header or page. Rows have a fixed height, so nothing is measured while scrolling.
 */
export function DataTableBody<TRow extends RowData>({
  rows,
  columns,
  scrollElement,
  rowHeight,
  headerHeight,
  selected,
  focusedId,
  rowDomId,
  onPointer,
  onToggle,
  onOpen,
  onEndReached,
  endReachedThreshold = 20,
  isRowUnread,
  unreadLabel,
  loadingMoreText,
}: DataTableBodyProps<TRow>) {
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    // happy-dom and the first render have no layout yet: assume a screenful.
    initialRect: { width: 1000, height: rowHeight * 20 },
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1

  useEffect(() => {
    // Depends on the last visible index only, so it fires once per newly reached position.
    if (onEndReached && lastIndex >= 0 && lastIndex >= rows.count - 1 - endReachedThreshold) onEndReached()
  }, [lastIndex, rows.count, onEndReached, endReachedThreshold])

  const total = virtualizer.getTotalSize()
  // Rows flow after a padding instead of each being moved far down the body: placing rows
  // millions of pixels down made every scroll frame restyle the whole document.
  const offset = items.length > 0 ? items[0].start - headerHeight : 0
  const slotsOf = useRowSlots()
  const windowRows = items.map((item) => rows.at(item.index))
  const slots = slotsOf(windowRows.map((row) => row.id))
  return (
    <tbody
      className="data-table-body"
      style={{ height: total + (loadingMoreText ? rowHeight : 0), paddingTop: offset }}
    >
      {items.map((item, i) => {
        const row = windowRows[i]
        return (
          <DataTableRow
            key={slots[i]}
            row={row}
            columns={columns}
            index={item.index}
            selected={selected.has(row.id)}
            focused={row.id === focusedId}
            unread={isRowUnread?.(row.original) ?? false}
            unreadLabel={unreadLabel}
            domId={rowDomId(row.id)}
            onPointer={onPointer}
            onToggle={onToggle}
            onOpen={onOpen}
          />
        )
      })}
      {loadingMoreText ? (
        <tr className="data-table-row data-table-body-row">
          <td className="data-table-cell data-table-message" aria-busy="true">
            {loadingMoreText}
          </td>
        </tr>
      ) : null}
    </tbody>
  )
}
