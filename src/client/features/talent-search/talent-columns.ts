import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { TalentRow } from '../../../shared/contracts/talent-search'
import { DataProtected } from '../../ui/data-protected'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'

const col = dataTableColumnHelper<TalentRow>()

export const getTalentRowId = (row: TalentRow) => String(row.id)

const TIER_TONES = { gold: 'amber', silver: 'gray', bronze: 'brown' } as const

export function formatTalentRate(t: TFunction, row: TalentRow): string {
  if (!row.rateMin) return ''
  const n = (v: string) => v.replace(/\.00$/, '')
  const amount =
    row.rateMax && row.rateMax !== row.rateMin ? `${n(row.rateMin)}–${n(row.rateMax)}` : n(row.rateMin)
  const unit = row.rateUnit
    ? ` / ${t(`msp.v2.talent.search.unit.${row.rateUnit}`, { defaultValue: row.rateUnit })}`
    : ''
  return `${amount} ${row.rateCurrency ?? ''}${unit}`.trim()
}

/** A personal-data cell: the value, or the data-protection marker where the server hid it (§4). */
const personal = (row: TalentRow, value: string | null) =>
  row.canSeeDataProtection ? (value ?? '') : createElement(DataProtected, { size: '1' })

/** Built per language; the server sorts (the sort menu), so headers do not sort. */
/** The distance column shows only with a postal-radius filter. */
export function talentColumns(t: TFunction, withDistance: boolean): DataTableColumn<TalentRow>[] {
  const plain = { enableSorting: false }
  return [
    col.accessor((row) => `${row.firstName} ${row.lastName}`, {
      ...plain,
      id: 'name',
      header: t('msp.v2.talent.search.column.name'),
      size: 190,
    }),
    col.accessor('title', {
      ...plain,
      header: t('msp.v2.talent.search.column.title'),
      size: 220,
      cell: (info) => info.getValue() ?? '',
    }),
    col.accessor((row) => row.skills.join(', '), {
      ...plain,
      id: 'skills',
      header: t('msp.v2.talent.search.column.skills'),
      size: 220,
    }),
    col.accessor((row) => [row.city, row.country].filter(Boolean).join(', '), {
      ...plain,
      id: 'location',
      header: t('msp.v2.talent.search.column.location'),
      size: 150,
    }),
    ...(withDistance
      ? [
          col.accessor('distanceKm', {
            ...plain,
            header: t('msp.v2.talent.search.column.distance'),
            size: 80,
            cell: (info) => {
              const km = info.getValue()
              return km == null ? '' : t('msp.v2.talent.search.km', { km })
            },
          }),
        ]
      : []),
    col.accessor((row) => formatTalentRate(t, row), {
      ...plain,
      id: 'rate',
      header: t('msp.v2.talent.search.column.rate'),
      size: 150,
    }),
    col.accessor('available', {
      ...plain,
      header: t('msp.v2.talent.search.column.available'),
      size: 110,
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
      cell: (info) => t(`msp.v2.talent.search.status.${info.getValue()}`),
    }),
    col.accessor('email', {
      ...plain,
      header: t('msp.v2.talent.search.column.email'),
      size: 220,
      cell: (info) => personal(info.row.original, info.getValue()),
    }),
    col.accessor('phone', {
      ...plain,
      header: t('msp.v2.talent.search.column.phone'),
      size: 150,
      cell: (info) => personal(info.row.original, info.getValue()),
    }),
  ] as DataTableColumn<TalentRow>[]
}
