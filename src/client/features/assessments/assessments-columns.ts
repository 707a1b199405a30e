import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { IncompleteAssessment } from '../../../shared/contracts/assessments'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'

const col = dataTableColumnHelper<IncompleteAssessment>()
export const getAssessmentRowId = (row: IncompleteAssessment) => String(row.id)

const STATUS_COLORS = { invited: 'blue', started: 'amber', failed: 'red' } as const

const dateOf = (iso: string | null, language: string) =>
  iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }) : ''

/** The last reminder, one on its way, or why it could not be sent. */
function reminderText(row: IncompleteAssessment, t: TFunction, language: string) {
  if (row.reminding) return t('msp.v2.assessments.reminder.sending')
  if (row.error) return row.error
  return row.remindedAt ? dateOf(row.remindedAt, language) : t('msp.v2.assessments.reminder.none')
}

/** Built per language; the server sorts (oldest invitation first). */
export function assessmentColumns(t: TFunction, language: string): DataTableColumn<IncompleteAssessment>[] {
  const plain = { enableSorting: false }
  return [
    col.accessor('talentName', { ...plain, header: t('msp.v2.assessments.column.talent'), size: 200 }),
    col.accessor('projectTitle', { ...plain, header: t('msp.v2.assessments.column.project'), size: 240 }),
    col.accessor('testName', { ...plain, header: t('msp.v2.assessments.column.test'), size: 200 }),
    col.accessor('status', {
      ...plain,
      header: t('msp.v2.assessments.column.status'),
      size: 170,
      cell: (info) =>
        createElement(
          Badge,
          { color: STATUS_COLORS[info.row.original.status], variant: 'soft', highContrast: true },
          t(`msp.v2.application.assessments.state.${info.row.original.status}`),
        ),
    }),
    col.accessor((row) => dateOf(row.sentAt, language), {
      ...plain,
      id: 'sent',
      header: t('msp.v2.assessments.column.sent'),
      size: 140,
    }),
    col.accessor((row) => dateOf(row.expiresAt, language), {
      ...plain,
      id: 'expires',
      header: t('msp.v2.assessments.column.expires'),
      size: 140,
    }),
    col.accessor((row) => reminderText(row, t, language), {
      ...plain,
      id: 'reminder',
      header: t('msp.v2.assessments.column.reminder'),
      size: 260,
    }),
  ]
}
