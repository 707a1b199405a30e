import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import { Link } from 'react-router'
import type { PoolRow } from '../../../shared/contracts/pools'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'

const col = dataTableColumnHelper<PoolRow>()

export const getPoolRowId = (row: PoolRow) => String(row.id)

/** The /pools table's columns (issue 22 §1), built per language; the server sorts. */
export function poolColumns(t: TFunction): DataTableColumn<PoolRow>[] {
  const plain = { enableSorting: false }
  return [
    col.accessor('name', {
      ...plain,
      header: t('msp.v2.pools.column.name'),
      size: 280,
      cell: (info) =>
        createElement(Link, { to: `/pool/${info.row.original.id}`, tabIndex: -1 }, info.getValue()),
    }),
    col.accessor((row) => row.category?.name ?? '', {
      ...plain,
      id: 'category',
      header: t('msp.v2.pools.column.category'),
      size: 180,
    }),
    col.accessor('ready4Public', {
      ...plain,
      header: t('msp.v2.pools.column.visibility'),
      size: 120,
      cell: (info) => t(`msp.v2.pools.visibility.${info.getValue() ? 'public' : 'private'}`),
    }),
    col.accessor((row) => row.counts.ACCEPTED, {
      ...plain,
      id: 'members',
      header: t('msp.v2.pools.column.members'),
      size: 260,
      cell: (info) => {
        const c = info.row.original.counts
        return [
          t('msp.v2.pools.status.ACCEPTED', { count: c.ACCEPTED }),
          t('msp.v2.pools.status.ARCHIVED_ACCEPTED', { count: c.ARCHIVED_ACCEPTED }),
          t('msp.v2.pools.status.REJECTED', { count: c.REJECTED }),
        ].join(' · ')
      },
    }),
    col.accessor((row) => row.counts.PENDING, {
      ...plain,
      id: 'pending',
      header: t('msp.v2.pools.column.pending'),
      size: 110,
      cell: (info) =>
        info.getValue() > 0
          ? createElement(
              Badge,
              { color: 'amber', variant: 'soft', highContrast: true },
              String(info.getValue()),
            )
          : '0',
    }),
    col.accessor('projects', { ...plain, header: t('msp.v2.pools.column.projects'), size: 110 }),
  ]
}
