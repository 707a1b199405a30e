import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { TalentRow } from '../../../shared/contracts/talent-search'
import { formatRate } from '../../../shared/domain/formats'
import { DataProtected } from '../../ui/data-protected'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'

const col = dataTableColumnHelper<TalentRow>()

export const getTalentRowId = (row: TalentRow) => String(row.id)

const TIER_TONES = { gold: 'amber', silver: 'gray', bronze: 'brown' } as const

export function formatTalentRate(t: TFunction, row: TalentRow, language: string): string {
  return formatRate(
    { min: row.rateMin, max: row.rateMax, currency: row.rateCurrency, unit: row.rateUnit },
    language,
    (key) => t(key),
  )
}

/** A personal-data cell: the value, or the data-protection marker where the server hid it (§4). */
const personal = (row: TalentRow, value: string | null) =>
  row.canSeeDataProtection ? (value ?? '') : createElement(DataProtected, { size: '1' })

/** Built per language; the server sorts (the sort menu), so headers do not sort. */
/** The distance column shows only with a postal-radius filter. */
export function talentColumns(
  t: TFunction,
  withDistance: boolean,
  language: string,
): DataTableColumn<TalentRow>[] {
  const plain = { enableSorting: false }
  return [
    col.accessor((row) => `${row.firstName} ${row.lastName}`, {
      ...plain,
      id: 'name',
      header: t('msp.v2.talent.search.column.name'),
      size: 190,
      minSize: 130,
      meta: { priority: 1 },
    }),
    col.accessor('title', {
      ...plain,
      header: t('msp.v2.talent.search.column.title'),
      size: 220,
      minSize: 120,
      meta: { priority: 2 },
      cell: (info) => info.getValue() ?? '',
    }),
    col.accessor((row) => row.skills.join(', '), {
      ...plain,
      id: 'skills',
      header: t('msp.v2.talent.search.column.skills'),
      size: 220,
      minSize: 120,
      meta: { priority: 3 },
    }),
    col.accessor((row) => [row.city, row.country].filter(Boolean).join(', '), {
      ...plain,
      id: 'location',
      header: t('msp.v2.talent.search.column.location'),
      size: 150,
      minSize: 100,
      meta: { priority: 3 },
    }),
    ...(withDistance
      ? [
          col.accessor('distanceKm', {
            ...plain,
            header: t('msp.v2.talent.search.column.distance'),
            size: 80,
            minSize: 70,
            meta: { priority: 2 },
            cell: (info) => {
              const km = info.getValue()
              return km == null ? '' : t('msp.v2.talent.search.km', { km })
            },
          }),
        ]
      : []),
    col.accessor((row) => formatTalentRate(t, row, language), {
      ...plain,
      id: 'rate',
      header: t('msp.v2.talent.search.column.rate'),
      size: 150,
      minSize: 100,
      meta: { priority: 4 },
    }),
    col.accessor('available', {
      ...plain,
      header: t('msp.v2.talent.search.column.available'),
      size: 110,
      minSize: 90,
      meta: { priority: 2 },
      cell: (info) =>
        createElement(
          Badge,
          { color: info.getValue() ? 'green' : 'orange', variant: 'soft' },
          t(info.getValue() ? 'msp.v2.talent.search.available.yes' : 'msp.v2.talent.search.available.no'),
        ),
    }),
    col.accessor('tier', {
      ...plain,
      header: t('msp.v2.talent.search.column.tier'),
      size: 80,
      minSize: 70,
      meta: { priority: 4 },
      cell: (info) => {
        const tier = info.getValue() as TalentRow['tier']
        return tier
          ? createElement(
              Badge,
              { color: TIER_TONES[tier], variant: 'soft' },
              t(`msp.v2.talent.search.tier.${tier}`),
            )
          : ''
      },
    }),
    col.accessor('state', {
      ...plain,
      header: t('msp.v2.talent.search.column.status'),
      size: 110,
      minSize: 90,
      meta: { priority: 1 },
      cell: (info) => t(`msp.v2.talent.search.status.${info.getValue()}`),
    }),
    col.accessor('email', {
      ...plain,
      header: t('msp.v2.talent.search.column.email'),
      size: 220,
      minSize: 120,
      meta: { priority: 5 },
      cell: (info) => personal(info.row.original, info.getValue()),
    }),
    col.accessor('phone', {
      ...plain,
      header: t('msp.v2.talent.search.column.phone'),
      size: 150,
      minSize: 100,
      meta: { priority: 5 },
      cell: (info) => personal(info.row.original, info.getValue()),
    }),
  ] as DataTableColumn<TalentRow>[]
}
