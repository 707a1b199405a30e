import { Badge } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { ProjectRow } from '../../../shared/contracts/project-search'
import { dayFormatter } from '../../../shared/domain/formats'
import type { ProjectChip } from '../../../shared/domain/statuses'
import { type DataTableColumn, dataTableColumnHelper } from '../../ui/data-table/column-helper'
import {
  CHIP_TONES,
  chipLabel,
  formatLocation,
  formatRateRange,
  formatSubmissions,
} from '../../ui/project-format'

const col = dataTableColumnHelper<ProjectRow>()

export const getProjectRowId = (row: ProjectRow) => String(row.id)

/** Built per language; the server sorts (the sort menu), so headers do not sort. */
export function projectColumns(t: TFunction, language: string): DataTableColumn<ProjectRow>[] {
  const day = dayFormatter(language)
  const plain = { enableSorting: false }
  return [
    col.accessor('title', {
      ...plain,
      header: t('msp.v2.projects.column.title'),
      size: 260,
      minSize: 160,
      meta: { priority: 1 },
    }),
    col.accessor('chip', {
      ...plain,
      header: t('msp.v2.projects.column.status'),
      size: 120,
      minSize: 100,
      meta: { priority: 1 },
      cell: (info) => {
        const chip = info.getValue() as ProjectChip
        return createElement(Badge, { color: CHIP_TONES[chip], variant: 'soft' }, chipLabel(t, chip))
      },
    }),
    col.accessor('vmsJobId', {
      ...plain,
      header: t('msp.v2.projects.column.vms'),
      size: 110,
      minSize: 90,
      meta: { priority: 5 },
      cell: (info) => info.getValue() ?? '',
    }),
    col.accessor('legalEntityName', {
      ...plain,
      header: t('msp.v2.projects.column.legal.entity'),
      size: 150,
      minSize: 110,
      meta: { priority: 4 },
    }),
    col.accessor((row) => formatLocation(row), {
      ...plain,
      id: 'location',
      header: t('msp.v2.projects.column.location'),
      size: 150,
      minSize: 100,
      meta: { priority: 3 },
    }),
    col.accessor((row) => formatRateRange(t, row, language), {
      ...plain,
      id: 'rate',
      header: t('msp.v2.projects.column.rate'),
      size: 150,
      minSize: 110,
      meta: { priority: 4 },
    }),
    col.accessor((row) => row.counts.active, {
      ...plain,
      id: 'active',
      header: t('msp.v2.projects.column.active'),
      size: 80,
      minSize: 70,
      meta: { priority: 2 },
    }),
    col.accessor((row) => formatSubmissions(row.counts.sentToClient, row.maxSubmissions), {
      ...plain,
      id: 'submissions',
      header: t('msp.v2.projects.column.submissions'),
      size: 100,
      minSize: 80,
      meta: { priority: 2 },
    }),
    col.accessor('hiringDeadline', {
      ...plain,
      header: t('msp.v2.projects.column.deadline'),
      size: 120,
      minSize: 100,
      meta: { priority: 3 },
      cell: (info) => day(info.getValue()),
    }),
    col.accessor('updatedAt', {
      ...plain,
      header: t('msp.v2.projects.column.updated'),
      size: 120,
      minSize: 100,
      meta: { priority: 3 },
      cell: (info) => day(info.getValue()),
    }),
    col.accessor((row) => (row.owner ? `${row.owner.firstName} ${row.owner.lastName}` : ''), {
      ...plain,
      id: 'owner',
      header: t('msp.v2.projects.column.owner'),
      size: 140,
      minSize: 100,
      meta: { priority: 5 },
    }),
  ] as DataTableColumn<ProjectRow>[]
}
