import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { currencySymbol, dayFormatter, RATE_UNIT_KEYS } from '../../../../shared/domain/formats'
import type { RateUnit } from '../../../../shared/domain/statuses'
import { type DataTableColumn, dataTableColumnHelper } from '../../../ui/data-table/column-helper'

const col = dataTableColumnHelper<ApplicationRow>()

export const getApplicationRowId = (row: ApplicationRow) => String(row.id)

/** "€ 85 / hour"; empty when the application carries no rate. */
export function rateText(row: ApplicationRow, t: TFunction, language: string): string {
  if (row.rate === null) return ''
  const amount = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(row.rate))
  const unitKey = row.rateUnit ? RATE_UNIT_KEYS[row.rateUnit as RateUnit] : undefined
  const unit = unitKey ? ` / ${t(unitKey)}` : ''
  return `${currencySymbol(row.currency)} ${amount}${unit}`
}

export function locationText(row: ApplicationRow): string {
  return [row.talent.city, row.talent.countryCode].filter(Boolean).join(', ')
}

/**
 * The reviewer's columns (issue 4 §1); built per language, memoise on `t`. The server sorts
 * (last pipeline update, then id), so the headers do not.
 */
export function applicationColumns(t: TFunction, language: string): DataTableColumn<ApplicationRow>[] {
  const day = dayFormatter(language)
  return [
    col.accessor((row) => `${row.talent.firstName} ${row.talent.lastName}`, {
      id: 'talent',
      header: t('msp.v2.pipeline.column.talent'),
      size: 190,
    }),
    col.accessor((row) => row.talent.title ?? '', {
      id: 'title',
      header: t('msp.v2.pipeline.column.title'),
      size: 190,
    }),
    col.accessor(locationText, { id: 'location', header: t('msp.v2.pipeline.column.location'), size: 150 }),
    col.accessor((row) => rateText(row, t, language), {
      id: 'rate',
      header: t('msp.v2.pipeline.column.rate'),
      size: 140,
    }),
    col.accessor('status', {
      header: t('msp.v2.pipeline.column.status'),
      size: 150,
      cell: (info) => {
        // The VMS's own words on a send (its refusal, or why a pending send waits), verbatim.
        const message = info.row.original.vmsMessage
        const status = t(`msp.v2.pipeline.status.${info.getValue()}`)
        return createElement(
          'span',
          { className: 'pipeline-status', 'data-status': info.getValue(), title: message ?? undefined },
          status,
          message ? createElement('span', { className: 'pipeline-status-message' }, ` · ${message}`) : null,
        )
      },
    }),
    col.accessor((row) => row.labels.map((label) => label.name).join(', '), {
      id: 'labels',
      header: t('msp.v2.pipeline.column.labels'),
      size: 160,
    }),
    col.accessor('screening', {
      header: t('msp.v2.pipeline.column.screening'),
      size: 130,
      cell: (info) => t(`msp.v2.pipeline.screening.${info.getValue()}`),
    }),
    col.accessor('lastUpdated', {
      header: t('msp.v2.pipeline.column.updated'),
      size: 130,
      cell: (info) => day(info.getValue()),
    }),
    col.accessor((row) => (row.owner ? `${row.owner.firstName} ${row.owner.lastName}` : ''), {
      id: 'owner',
      header: t('msp.v2.pipeline.column.owner'),
      size: 150,
    }),
  ].map((column) => ({ ...column, enableSorting: false })) as DataTableColumn<ApplicationRow>[]
}
