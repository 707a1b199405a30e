import type { TFunction } from 'i18next'
import { createElement } from 'react'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'
import { SHOWCASE_STATUSES, type ShowcaseRow, type ShowcaseStatus } from './showcase-rows'

const col = dataTableColumnHelper<ShowcaseRow>()

export const getShowcaseRowId = (row: ShowcaseRow) => row.id

export const statusLabel = (t: TFunction, status: ShowcaseStatus) => t(`msp.v2.ui.showcase.status.${status}`)

/** Built per language (headers and status labels are translated); memoise on `t`. */
export function showcaseColumns(t: TFunction, language: string): DataTableColumn<ShowcaseRow>[] {
  // Translated once per language, not once per cell: a scroll frame renders ~150 cells.
  const statusLabels = Object.fromEntries(
    SHOWCASE_STATUSES.map((status) => [status, statusLabel(t, status)]),
  ) as Record<ShowcaseStatus, string>
  const rate = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  return [
    col.accessor('name', { header: t('msp.v2.ui.showcase.column.name'), size: 200 }),
    col.accessor('title', { header: t('msp.v2.ui.showcase.column.title'), size: 190 }),
    col.accessor('city', { header: t('msp.v2.ui.showcase.column.city'), size: 130 }),
    col.accessor('rate', {
      header: t('msp.v2.ui.showcase.column.rate'),
      size: 110,
      cell: (info) => rate.format(info.getValue()),
    }),
    col.accessor('status', {
      header: t('msp.v2.ui.showcase.column.status'),
      size: 140,
      cell: (info) =>
        createElement(
          'span',
          { className: 'ui-showcase-status', 'data-status': info.getValue() },
          statusLabels[info.getValue() as ShowcaseStatus],
        ),
    }),
  ] as DataTableColumn<ShowcaseRow>[]
}
