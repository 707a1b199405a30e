import type { Column, RowData } from '@tanstack/react-table'
import { useLayoutEffect, useMemo, useState } from 'react'
import { readPreference, usePreference, writePreference } from '../user-preferences'
import type { DataTableColumn } from './column-helper'
import type { DataTableFeatures } from './data-table-features'
import { type ColumnFit, fitColumns } from './fit-columns'

export const DEFAULT_PRIORITY = 3

export const columnIdOf = <TRow extends RowData>(column: DataTableColumn<TRow>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** The columns the user chose to hide on this screen (remembered per user), and a toggle. */
export function useChosenColumns<TRow extends RowData>(
  columns: DataTableColumn<TRow>[],
  screen: string | undefined,
): { shown: DataTableColumn<TRow>[]; hidden: ReadonlySet<string>; toggle: (id: string) => void } {
  const name = `columns:${screen ?? ''}`
  const stored = usePreference<string[]>(name, [])
  const hidden = useMemo(() => new Set(screen ? stored : []), [screen, stored])
  const shown = useMemo(
    () => (hidden.size === 0 ? columns : columns.filter((c, i) => i === 0 || !hidden.has(columnIdOf(c)))),
    [columns, hidden],
  )
  const toggle = (id: string) => {
    if (!screen) return
    const current = new Set(readPreference<string[]>(name, []))
    if (current.has(id)) current.delete(id)
    else current.add(id)
    writePreference(name, [...current])
  }
  return { shown, hidden, toggle }
}

/** The scroller's inner width (0 until laid out), followed with a ResizeObserver. */
export function useViewportWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}

/** Widths and hidden columns for the space there is; all columns at their size while it is unknown. */
export function useColumnFit<TRow extends RowData>(
  leafColumns: readonly Column<DataTableFeatures, TRow, unknown>[],
  available: number,
): ColumnFit {
  const key = leafColumns.map((c) => `${c.id}:${c.getSize()}`).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds what the fit reads from the columns.
  return useMemo(() => {
    if (available <= 0)
      return { widths: new Map(leafColumns.map((c) => [c.id, c.getSize()])), hidden: new Set<string>() }
    return fitColumns(
      leafColumns.map((c) => ({
        id: c.id,
        size: c.getSize(),
        minSize: Math.min(c.getSize(), c.columnDef.minSize ?? 90),
        priority: c.columnDef.meta?.priority ?? DEFAULT_PRIORITY,
      })),
      available,
    )
  }, [key, available])
}
