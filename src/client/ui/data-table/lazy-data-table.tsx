import './data-table.css'
import type { RowData } from '@tanstack/react-table'
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLazyModule } from '../../commands/lazy-module'
import { useHoldKeys } from '../../commands/use-hold-keys'
import type { DataTableProps } from './data-table'
import { MessageRow } from './data-table-message'
import { listModule } from './table-module'

/** The data table, or its place while the table's code loads (same frame, focusable grid). */
export function LazyDataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { t } = useTranslation()
  const loaded = useLazyModule(listModule, true)
  // Keys typed before the rows show are applied to them (issue 21 §2).
  useHoldKeys(!loaded || props.loading === true)
  const placeholder = useRef<HTMLTableElement>(null)
  const handOver = useRef<boolean | null>(null)
  // The placeholder grid may have the focus (a screen focuses its grid on arrival): the table
  // that replaces it takes the focus over.
  if (loaded && handOver.current === null)
    handOver.current = placeholder.current !== null && document.activeElement === placeholder.current
  const wrapper = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!loaded || !handOver.current) return
    handOver.current = false
    wrapper.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true })
  }, [loaded])

  if (loaded) {
    const { DataTable } = loaded
    return (
      <div ref={wrapper} className="data-table-slot">
        <DataTable {...props} />
      </div>
    )
  }
  const selected = props.selectedIds?.length ?? 0
  return (
    <div ref={wrapper} className="data-table-slot">
      <div className="data-table">
        <div className="data-table-status" role="status">
          <span className="data-table-selected-count" data-count={selected}>
            {t('msp.v2.table.selected', { count: selected })}
          </span>
        </div>
        <div className="data-table-scroller">
          <table
            ref={placeholder}
            aria-label={props.label}
            aria-busy="true"
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid's place while its code loads; the screen may focus it on arrival.
            role="grid"
            tabIndex={0}
            className="data-table-grid"
          >
            <MessageRow text={t('msp.v2.table.loading')} busy />
          </table>
        </div>
      </div>
    </div>
  )
}
