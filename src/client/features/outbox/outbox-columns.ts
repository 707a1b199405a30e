import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { OutboxRow } from '../../../shared/contracts/email'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'

const col = dataTableColumnHelper<OutboxRow>()

export const getOutboxRowId = (row: OutboxRow) => String(row.id)

export const STATUS_COLORS = {
  held: 'amber',
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  bounced: 'red',
  cancelled: 'gray',
} as const

/** A sent message's status says where it went: the SMTP server, or the outbox itself. */
export const statusKey = (row: Pick<OutboxRow, 'status' | 'transport'>) =>
  row.status === 'sent' && row.transport === 'outbox'
    ? 'msp.v2.outbox.status.sent.outbox'
    : `msp.v2.outbox.status.${row.status}`

export function formatTime(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : ''
}

/** Built per language; the server sorts (newest first). */
export function outboxColumns(t: TFunction, language: string): DataTableColumn<OutboxRow>[] {
  const plain = { enableSorting: false }
  return [
    col.accessor('status', {
      ...plain,
      header: t('msp.v2.outbox.column.status'),
      size: 190,
      cell: (info) =>
        createElement(
          Badge,
          { color: STATUS_COLORS[info.row.original.status], variant: 'soft', highContrast: true },
          t(statusKey(info.row.original)),
        ),
    }),
    col.accessor('createdAt', {
      ...plain,
      header: t('msp.v2.outbox.column.created'),
      size: 170,
      cell: (info) => formatTime(info.getValue(), language),
    }),
    col.accessor((row) => row.to ?? t('msp.v2.data.protection.hidden'), {
      ...plain,
      id: 'to',
      header: t('msp.v2.outbox.column.to'),
      size: 250,
    }),
    col.accessor('subject', { ...plain, header: t('msp.v2.outbox.column.subject'), size: 320 }),
    col.accessor((row) => t(`msp.v2.email.motivation.${row.motivation}`), {
      ...plain,
      id: 'motivation',
      header: t('msp.v2.outbox.column.motivation'),
      size: 190,
    }),
    col.accessor((row) => row.recruiter ?? '', {
      ...plain,
      id: 'recruiter',
      header: t('msp.v2.outbox.column.recruiter'),
      size: 170,
    }),
    col.accessor((row) => (row.language ?? '').toUpperCase(), {
      ...plain,
      id: 'language',
      header: t('msp.v2.outbox.column.language'),
      size: 90,
    }),
  ]
}
