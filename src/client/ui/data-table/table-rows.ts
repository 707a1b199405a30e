import { constructRow, type Row, type RowData, type Table } from '@tanstack/react-table'
import { useMemo, useRef } from 'react'
import type { DataTableFeatures } from './data-table-features'

/** The rows of the table in display order, built on demand. */
export interface TableRows<TRow extends RowData> {
  count: number
  at: (index: number) => Row<DataTableFeatures, TRow>
  /** The id of the row at `index`, without building its row object. */
  idAt: (index: number) => string
}

/** Row objects kept for reuse (memoised rows re-render only when theirs is rebuilt). */
const KEPT_ROWS = 2000

/**
 * Rows in display order. Unsorted (or sorted by the server) the display order is the data
 * order, so a row object is built only when the virtual window or the keyboard asks for it:
 * TanStack's core row model builds an object and a by-id entry for every loaded row, about
 * 100 ms for 100,000 rows before the first of them could paint. Sorting here needs all rows,
 * so then the table's sorted row model is used.
 */
export function useTableRows<TRow extends RowData>(
  table: Table<DataTableFeatures, TRow>,
  data: TRow[],
  getRowId: (row: TRow) => string,
  sortedHere: boolean,
): TableRows<TRow> {
  const rowId = useRef(getRowId)
  rowId.current = getRowId
  // useTable returns a fresh wrapper every render; columns point at the one table instance,
  // which keeps the current options and owns the shared row prototype.
  const core = (table.getAllLeafColumns()[0]?.table ?? table) as Table<DataTableFeatures, TRow>
  const sortedRows = sortedHere ? table.getRowModel().rows : null
  return useMemo(() => {
    if (sortedRows)
      return {
        count: sortedRows.length,
        at: (index: number) => sortedRows[index],
        idAt: (index: number) => sortedRows[index].id,
      }
    let built = new Map<number, Row<DataTableFeatures, TRow>>()
    return {
      count: data.length,
      at: (index: number) => {
        let row = built.get(index)
        if (!row) {
          if (built.size >= KEPT_ROWS) built = new Map()
          row = constructRow(core, rowId.current(data[index]), data[index], index, 0)
          built.set(index, row)
        }
        return row
      },
      idAt: (index: number) => rowId.current(data[index]),
    }
  }, [core, data, sortedRows])
}

/**
 * React keys for the rows in the window. A row that stays in view keeps its key (its
 * element is left alone) and a row scrolling in gets a new one, as with keys by row id.
 * After a jump, when no row stayed (dragging the scrollbar, End, a scripted scroll), the new
 * rows take over the old keys in order, so ~25 row elements get new text in place instead
 * of being removed and created and styled from scratch. (Reusing keys on partial overlaps
 * too was measured slower: it moves elements, which restyles them like new ones.)
 */
export function useRowSlots(): (ids: readonly string[]) => number[] {
  const previous = useRef(new Map<string, number>())
  const counter = useRef(0)
  return (ids) => {
    const before = previous.current
    const keys = ids.map((id) => before.get(id))
    const jumped = keys.every((key) => key === undefined)
    const reusable = jumped ? [...before.values()] : []
    const next = new Map<string, number>()
    for (let i = 0; i < ids.length; i++) {
      const key = keys[i] ?? (i < reusable.length ? reusable[i] : counter.current++)
      keys[i] = key
      next.set(ids[i], key)
    }
    previous.current = next
    return keys as number[]
  }
}
