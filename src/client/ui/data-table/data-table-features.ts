import {
  columnResizingFeature,
  columnSizingFeature,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table'

/**
 * The TanStack Table v9 features every data table registers (TOOLCHAIN.md: a feature's
 * methods exist only when registered). Selection and focus are not table features: they
 * are controlled props with their own pure logic (selection.ts), so server-paged lists can
 * keep ids of rows that are not loaded.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  columnSizingFeature,
  columnResizingFeature,
})

export type DataTableFeatures = typeof dataTableFeatures

export type { DataTableColumn } from './column-helper'

export type { SortingState }

/** Column sizes become CSS variables on the grid, so resizing does not re-render rows. */
export function columnSizeVar(columnId: string): string {
  return `--dt-col-${columnId.replace(/[^a-zA-Z0-9_-]/g, '_')}`
}
