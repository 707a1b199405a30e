import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { Availability } from '../../../shared/contracts/sourcing'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'
import type { SourcingStage } from '../../ui/stage-menu/stage-paths'
import type { SourcingRow } from './sourcing-rows'

const col = dataTableColumnHelper<SourcingRow>()
const plain = { enableSorting: false }

export const formatWhen = (iso: string | null | undefined, language: string) =>
  iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : ''

/** The availability answer as the row shows it: asked and waiting, available, not available. */
export function availabilityKey(a: Availability | null): string | null {
  if (!a) return null
  if (a.available === null) return 'msp.v2.sourcing.availability.asked'
  return a.available ? 'msp.v2.sourcing.availability.yes' : 'msp.v2.sourcing.availability.no'
}
const AVAILABILITY_COLORS = { asked: 'amber', yes: 'green', no: 'red' } as const

const badge = (color: string, text: string) =>
  createElement(Badge, { color: color as 'gray', variant: 'soft', highContrast: true }, text)

/** The columns of one sourcing stage, built per language; the server orders the rows. */
export function sourcingColumns(
  stage: SourcingStage,
  t: TFunction,
  language: string,
): DataTableColumn<SourcingRow>[] {
  const name = col.accessor('name', { ...plain, header: t('msp.v2.sourcing.column.name'), size: 220 })
  const title = col.accessor((row) => row.title ?? '', {
    ...plain,
    id: 'title',
    header: t('msp.v2.sourcing.column.title'),
    size: 240,
  })
  const place = col.accessor('place', { ...plain, header: t('msp.v2.sourcing.column.place'), size: 170 })
  const availability = col.accessor((row) => availabilityKey(row.availability), {
    ...plain,
    id: 'availability',
    header: t('msp.v2.sourcing.column.availability'),
    size: 150,
    cell: (info) => {
      const key = info.getValue()
      if (!key) return ''
      return badge(AVAILABILITY_COLORS[key.split('.').pop() as 'asked'], t(key))
    },
  })
  if (stage === 'invited')
    return [
      name,
      col.accessor((row) => row.invitation?.status ?? '', {
        ...plain,
        id: 'status',
        header: t('msp.v2.sourcing.column.status'),
        size: 130,
        cell: (info) => t(`msp.v2.sourcing.invitation.status.${info.getValue()}`),
      }),
      col.accessor((row) => row.invitation?.sentAt ?? '', {
        ...plain,
        id: 'sent',
        header: t('msp.v2.sourcing.column.sent'),
        size: 170,
        cell: (info) => formatWhen(info.getValue(), language),
      }),
      col.accessor((row) => row.invitation?.invitedBy, {
        ...plain,
        id: 'by',
        header: t('msp.v2.sourcing.column.by'),
        size: 160,
        cell: (info) => {
          const by = info.getValue()
          return by ? `${by.firstName} ${by.lastName}` : ''
        },
      }),
      col.accessor((row) => row.invitation?.openedAt ?? null, {
        ...plain,
        id: 'opened',
        header: t('msp.v2.sourcing.column.opened'),
        size: 170,
        cell: (info) => {
          const at = info.getValue()
          return at ? formatWhen(at, language) : t('msp.v2.sourcing.invitation.notOpened')
        },
      }),
      availability,
      title,
    ]
  if (stage === 'dataHarbour')
    return [
      name,
      col.accessor((row) => row.match?.score ?? 0, {
        ...plain,
        id: 'score',
        header: t('msp.v2.sourcing.column.score'),
        size: 90,
        cell: (info) => Math.round(info.getValue()),
      }),
      title,
      place,
      col.accessor((row) => (row.match?.dataHarbourTalent.skills ?? []).join(', '), {
        ...plain,
        id: 'skills',
        header: t('msp.v2.sourcing.column.skills'),
        size: 260,
      }),
      availability,
    ]
  return [
    col.accessor((row) => row.suggested?.match.total ?? 0, {
      ...plain,
      id: 'total',
      header: t('msp.v2.sourcing.column.fit'),
      size: 80,
    }),
    name,
    title,
    place,
    col.accessor((row) => row.suggested?.match.criteria.find((c) => c.key === 'skills')?.detail, {
      ...plain,
      id: 'skills',
      header: t('msp.v2.sourcing.column.skillsMatched'),
      size: 200,
      cell: (info) => {
        const d = info.getValue()
        if (d?.key !== 'skills') return ''
        const all = d.matched.length + d.partial.length + d.missing.length
        return t('msp.v2.sourcing.match.skills.short', { matched: d.matched.length, all })
      },
    }),
    availability,
  ]
}
