import type { TFunction } from 'i18next'
import { createElement } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { assessmentPassed } from '../../../../shared/domain/assessments'
import { dayFormatter, formatRate } from '../../../../shared/domain/formats'
import { type DataTableColumn, dataTableColumnHelper } from '../../../ui/data-table/column-helper'
import { applicationStatusTone } from '../../../ui/status-tones'

const col = dataTableColumnHelper<ApplicationRow>()

export const getApplicationRowId = (row: ApplicationRow) => String(row.id)

/** "€85 / hour", "85 € / Stunde"; empty when the application carries no rate. */
export function rateText(row: ApplicationRow, t: TFunction, language: string): string {
  return formatRate({ min: row.rate, currency: row.currency, unit: row.rateUnit }, language, (key) => t(key))
}

export function locationText(row: ApplicationRow): string {
  return [row.talent.city, row.talent.countryCode].filter(Boolean).join(', ')
}

/** The answer to the project's availability question, in words; empty when not asked. */
function availabilityText(
  answers: ReadonlyMap<number, boolean | null>,
  talentId: number,
  t: TFunction,
): string {
  if (!answers.has(talentId)) return ''
  const answer = answers.get(talentId)
  return t(`msp.v2.sourcing.availability.${answer === null ? 'asked' : answer ? 'yes' : 'no'}`)
}

type RowAssessment = NonNullable<ApplicationRow['assessment']>

/** The dot's tone (ui/status-tones.ts names): passed green, not passed red, waiting on the candidate sky/amber. */
function assessmentTone(a: RowAssessment): string {
  if (a.state === 'completed') {
    const passed = assessmentPassed(a)
    return passed === null ? 'blue' : passed ? 'green' : 'red'
  }
  return { invited: 'sky', started: 'amber', expired: 'gray', failed: 'orange' }[a.state]
}

/**
 * A completed test as its score against the pass mark ("82 / 70 ✓", "82,5" in German), the
 * mark given; any other state in words. The title says it all in words, for the eye and the reader.
 */
export function assessmentText(
  a: RowAssessment,
  t: TFunction,
  language: string,
): { text: string; title: string } {
  const state = t(`msp.v2.application.assessments.state.${a.state}`)
  if (a.state !== 'completed' || a.score === null) return { text: state, title: state }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
  const passed = assessmentPassed(a)
  const score = number.format(a.score)
  if (passed === null) return { text: score, title: `${state} · ${score}` }
  const verdict = t(`msp.v2.pipeline.assessment.${passed ? 'passed' : 'notPassed'}`)
  return {
    text: `${score} / ${number.format(a.passThreshold as number)} ${passed ? '✓' : '✗'}`,
    title: `${verdict} · ${score} · ${t('msp.v2.application.assessments.threshold', { threshold: number.format(a.passThreshold as number) })}`,
  }
}

/**
 * The reviewer's columns (issue 4 §1); built per language, memoise on `t`. The server sorts
 * (last pipeline update, then id), so the headers do not.
 */
export function applicationColumns(
  t: TFunction,
  language: string,
  /** Per talent, the answer to the project's availability question (null: asked, no answer yet). */
  availability: ReadonlyMap<number, boolean | null> = new Map(),
  /** The project's legal entity uses assessments (issue 24 §3): their column shows. */
  assessments = false,
): DataTableColumn<ApplicationRow>[] {
  const day = dayFormatter(language)
  const assessmentColumn = col.accessor((row) => row.assessment?.state ?? '', {
    id: 'assessment',
    header: t('msp.v2.pipeline.column.assessment'),
    // "Senden fehlgeschlagen" whole, beside the dot.
    size: 170,
    minSize: 110,
    meta: { priority: 2 },
    cell: (info) => {
      const a = info.row.original.assessment
      if (!a) return null
      const { text, title } = assessmentText(a, t, language)
      return createElement(
        'span',
        {
          className: 'pipeline-status',
          'data-assessment': a.state,
          'data-tone': assessmentTone(a),
          title,
          'aria-label': title,
        },
        text,
      )
    },
  })
  return [
    col.accessor((row) => `${row.talent.firstName} ${row.talent.lastName}`, {
      id: 'talent',
      header: t('msp.v2.pipeline.column.talent'),
      size: 190,
      minSize: 130,
      meta: { priority: 1 },
    }),
    col.accessor((row) => row.talent.title ?? '', {
      id: 'title',
      header: t('msp.v2.pipeline.column.title'),
      size: 190,
      minSize: 110,
      meta: { priority: 2 },
    }),
    col.accessor(locationText, {
      id: 'location',
      header: t('msp.v2.pipeline.column.location'),
      size: 150,
      minSize: 100,
      meta: { priority: 5 },
    }),
    col.accessor((row) => rateText(row, t, language), {
      id: 'rate',
      header: t('msp.v2.pipeline.column.rate'),
      size: 140,
      minSize: 100,
      meta: { priority: 4 },
    }),
    col.accessor('status', {
      header: t('msp.v2.pipeline.column.status'),
      size: 150,
      minSize: 110,
      meta: { priority: 1 },
      cell: (info) => {
        // The VMS's own words on a send (its refusal, or why a pending send waits), verbatim.
        const message = info.row.original.vmsMessage
        return createElement(
          'span',
          {
            className: 'pipeline-status',
            'data-status': info.getValue(),
            'data-tone': applicationStatusTone(info.getValue()),
            title: message ?? undefined,
          },
          t(`msp.v2.pipeline.status.${info.getValue()}`),
          message ? createElement('span', { className: 'pipeline-status-message' }, ` · ${message}`) : null,
        )
      },
    }),
    col.accessor((row) => row.labels.map((label) => label.name).join(', '), {
      id: 'labels',
      header: t('msp.v2.pipeline.column.labels'),
      size: 160,
      minSize: 100,
      meta: { priority: 1 },
    }),
    col.accessor('screening', {
      header: t('msp.v2.pipeline.column.screening'),
      size: 130,
      minSize: 100,
      meta: { priority: 2 },
      cell: (info) => t(`msp.v2.pipeline.screening.${info.getValue()}`),
    }),
    ...(assessments ? [assessmentColumn] : []),
    col.accessor('lastUpdated', {
      header: t('msp.v2.pipeline.column.updated'),
      size: 130,
      minSize: 100,
      meta: { priority: 3 },
      cell: (info) => day(info.getValue()),
    }),
    col.accessor((row) => (row.owner ? `${row.owner.firstName} ${row.owner.lastName}` : ''), {
      id: 'owner',
      header: t('msp.v2.pipeline.column.owner'),
      size: 150,
      minSize: 100,
      meta: { priority: 5 },
    }),
    col.accessor((row) => availabilityText(availability, row.talent.id, t), {
      id: 'availability',
      header: t('msp.v2.sourcing.column.availability'),
      size: 150,
      minSize: 100,
      meta: { priority: 5 },
    }),
  ].map((column) => ({ ...column, enableSorting: false })) as DataTableColumn<ApplicationRow>[]
}
