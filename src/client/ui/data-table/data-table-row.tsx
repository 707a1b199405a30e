import type { CellContext, Column, Row, RowData } from '@tanstack/react-table'
import { type MouseEvent, memo, type ReactNode } from 'react'
import { Icon } from '../icon'
import { columnSizeVar, type DataTableFeatures } from './data-table-features'

export type DataTableRowProps<TRow extends RowData> = {
  row: Row<DataTableFeatures, TRow>
  /** The table's leaf columns (a stable array while the columns do not change). */
  columns: readonly Column<DataTableFeatures, TRow, unknown>[]
  index: number
  selected: boolean
  focused: boolean
  /** Shown in bold, like unread mail. */
  unread?: boolean
  /** Visually hidden text on an unread row, so a screen reader says what the bold shows. */
  unreadLabel?: string
  domId: string
  onPointer: (index: number, event: MouseEvent) => void
  onToggle: (index: number) => void
  onOpen: (index: number) => void
}

/**
 * One virtual row. Memoised: moving focus re-renders two rows, a scroll frame only the
 * rows entering the window (useRowSlots). Column widths come from CSS variables set on the grid.
 */
function DataTableRowInner<TRow extends RowData>({
  row,
  columns,
  index,
  selected,
  focused,
  unread,
  unreadLabel,
  domId,
  onPointer,
  onToggle,
  onOpen,
}: DataTableRowProps<TRow>) {
  return (
    <tr
      id={domId}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-focused={focused || undefined}
      data-unread={unread || undefined}
      className="data-table-row data-table-body-row"
      onMouseDown={(event) => onPointer(index, event)}
      onDoubleClick={() => onOpen(index)}
    >
      <td
        className="data-table-cell data-table-check-cell"
        onMouseDown={(event) => {
          // The check box toggles on its own, without moving the range anchor logic of the row.
          event.stopPropagation()
          onToggle(index)
        }}
      >
        <span className="data-table-check" data-checked={selected || undefined}>
          {selected ? <Icon name="check" size={12} /> : null}
        </span>
        {unread && unreadLabel ? <span className="sr-only">{unreadLabel}</span> : null}
      </td>
      {columns.map((column) => (
        // No wrapper inside the cell: every element costs style work when 30 rows are replaced in one frame.
        // Keyed by column: after a jump the row element shows another row and keeps its cells.
        <td key={column.id} className="data-table-cell" style={{ width: `var(${columnSizeVar(column.id)})` }}>
          {cellContent(row, column)}
        </td>
      ))}
    </tr>
  )
}

export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner

/**
 * A cell's content from its column's `cell` template, called as a plain function: templates
 * are pure functions of the value (no hooks, see column-helper.ts). TanStack's own cells
 * (`row.getAllCells()` + FlexRender) build a cell object, a context and a component per cell,
 * kept with the row: scrolling 100,000 rows made ~25 MB of them and garbage collections of
 * 15–20 ms in scroll frames. The context below is the same shape, built for this render only.
 */
function cellContent<TRow extends RowData>(
  row: Row<DataTableFeatures, TRow>,
  column: Column<DataTableFeatures, TRow, unknown>,
): ReactNode {
  const template = column.columnDef.cell
  if (typeof template !== 'function') return template ?? null
  // The accessor itself, not row.getValue: that caches values in a dictionary object per row,
  // most of the garbage a scroll made even after the cell objects were gone.
  const value = column.accessorFn ? column.accessorFn(row.original, row.index) : undefined
  type Context = CellContext<DataTableFeatures, TRow, unknown>
  const context: Context = {
    table: row.table,
    column,
    row,
    get cell() {
      // Only for a template that asks for the cell object itself.
      return row.getAllCells().find((cell) => cell.column.id === column.id) as Context['cell']
    },
    getValue: (() => value) as Context['getValue'],
    renderValue: () => value ?? row.table.options.renderFallbackValue,
  }
  return template(context) as ReactNode
}
