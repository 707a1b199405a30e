import {
  type CellData,
  type ColumnDef,
  createColumnHelper,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table'
import type { DataTableFeatures } from './data-table-features'

/*
 * Column definitions are plain objects: pages build them with this helper without importing
 * the table's features, so a screen's first chunk does not carry TanStack Table (the table
 * itself loads beside the data, lazy-data-table.tsx).
 *
 * A column's `cell` template is called as a plain function of its context (data-table-row.tsx),
 * not mounted as a component: it must not use hooks. Translate with the `t` the page passes in.
 */

// biome-ignore lint/suspicious/noExplicitAny: columns of one table carry different value types.
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>

/** Typed column helper for pages: `const col = dataTableColumnHelper<Talent>()`. */
export function dataTableColumnHelper<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>()
}

declare module '@tanstack/table-core' {
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData,
  > {
    /**
     * How soon the column hides when the table is narrow (fit-columns.ts): 1 always shows
     * (a row's name, status, labels); higher numbers hide first. Default 3.
     */
    priority?: number
  }
}
