import { FlexRender, type Row, type RowData } from '@tanstack/react-table'
import { type MouseEvent, memo } from 'react'
import { Icon } from '../icon'
import { columnSizeVar, type DataTableFeatures } from './data-table-features'

export type DataTableRowProps<TRow extends RowData> = {
  row: Row<DataTableFeatures, TRow>
  index: number
  selected: boolean
  focused: boolean
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
  index,
  selected,
  focused,
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
      </td>
      {row.getAllCells().map((cell) => (
        // No wrapper inside the cell: every element costs style work when 30 rows are replaced in one frame.
        // Keyed by column: after a jump the row element shows another row and keeps its cells.
        <td
          key={cell.column.id}
          className="data-table-cell"
          style={{ width: `var(${columnSizeVar(cell.column.id)})` }}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  )
}

export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner
