import { FlexRender, type Header, type HeaderGroup, type RowData } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { columnSizeVar, type DataTableFeatures } from './data-table-features'

export type DataTableHeaderProps<TRow extends RowData> = {
  headerGroups: HeaderGroup<DataTableFeatures, TRow>[]
  /** Columns hidden for lack of space (fit-columns.ts). */
  hidden: ReadonlySet<string>
  /** Changes whenever sorting or sizing changes, so the memoised header re-renders then only. */
  version: string
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * The sticky header row. Sortable columns get a real button (reachable with Tab, announced
 * with aria-sort); the resize handle is for the pointer only, widths also reset on double click.
 */
export function DataTableHeader<TRow extends RowData>({ headerGroups, hidden }: DataTableHeaderProps<TRow>) {
  return (
    <thead className="data-table-head">
      {headerGroups.map((group) => (
        <tr aria-rowindex={1} className="data-table-row data-table-head-row" key={group.id}>
          <td className="data-table-cell data-table-check-cell" />
          {group.headers
            .filter((header) => !hidden.has(header.column.id))
            .map((header) => (
              <HeaderCell key={header.id} header={header} />
            ))}
        </tr>
      ))}
    </thead>
  )
}

function HeaderCell<TRow extends RowData>({ header }: { header: Header<DataTableFeatures, TRow, unknown> }) {
  const { t } = useTranslation()
  const column = header.column
  const sorted = column.getIsSorted()
  const resize = column.getCanResize() ? header.getResizeHandler() : undefined
  return (
    <th
      scope="col"
      aria-sort={sorted ? ARIA_SORT[sorted] : column.getCanSort() ? 'none' : undefined}
      className="data-table-cell data-table-head-cell"
      style={{ width: `var(${columnSizeVar(column.id)})` }}
    >
      {header.isPlaceholder ? null : column.getCanSort() ? (
        <button
          type="button"
          className="data-table-sort"
          onClick={column.getToggleSortingHandler()}
          title={t('msp.v2.table.sort.toggle')}
        >
          <span className="data-table-cell-text">
            <FlexRender header={header} />
          </span>
          <span aria-hidden="true" className="data-table-sort-mark">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
          </span>
        </button>
      ) : (
        <span className="data-table-cell-text">
          <FlexRender header={header} />
        </span>
      )}
      {resize ? (
        <div
          aria-hidden="true"
          className="data-table-resizer"
          data-resizing={column.getIsResizing() || undefined}
          onMouseDown={resize}
          onTouchStart={resize}
          onDoubleClick={() => column.resetSize()}
        />
      ) : null}
    </th>
  )
}
