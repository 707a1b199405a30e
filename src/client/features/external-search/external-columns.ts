import type { TFunction } from 'i18next'
import { createElement } from 'react'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'
import type { ExternalRow } from './commands'
import { KnownBadge } from './components/known-badge'

const col = dataTableColumnHelper<ExternalRow>()

/** Built per language; providers rank the results, so headers do not sort. */
export function externalColumns(t: TFunction, projectId: number | null): DataTableColumn<ExternalRow>[] {
  const plain = { enableSorting: false }
  return [
    col.accessor((row) => `${row.firstName} ${row.lastName}`, {
      ...plain,
      id: 'name',
      header: t('msp.v2.external.column.name'),
      size: 180,
      minSize: 130,
      meta: { priority: 1 },
    }),
    col.accessor('existing', {
      ...plain,
      id: 'known',
      header: t('msp.v2.external.column.known'),
      size: 230,
      minSize: 140,
      meta: { priority: 1 },
      cell: (info) => {
        const existing = info.getValue()
        return existing ? createElement(KnownBadge, { existing, projectId }) : ''
      },
    }),
    col.accessor('title', {
      ...plain,
      header: t('msp.v2.external.column.title'),
      size: 200,
      minSize: 120,
      meta: { priority: 2 },
      cell: (info) => info.getValue() ?? '',
    }),
    col.accessor((row) => [row.city, row.countryCode].filter(Boolean).join(', '), {
      ...plain,
      id: 'location',
      header: t('msp.v2.external.column.location'),
      size: 140,
      minSize: 100,
      meta: { priority: 3 },
    }),
    col.accessor((row) => row.skills.join(', '), {
      ...plain,
      id: 'skills',
      header: t('msp.v2.external.column.skills'),
      size: 220,
      minSize: 120,
      meta: { priority: 3 },
    }),
    col.accessor('provider', {
      ...plain,
      header: t('msp.v2.external.column.provider'),
      size: 110,
      minSize: 90,
      meta: { priority: 2 },
      cell: (info) => t(`msp.v2.external.provider.name.${info.getValue()}`),
    }),
  ]
}
