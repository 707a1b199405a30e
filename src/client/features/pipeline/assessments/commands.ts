import type { ClientContext } from '../../../../shared/contracts/client-context'
import { ASSESSMENT_FILTERS } from '../../../../shared/domain/assessments'
import { legalEntityOf } from '../../../api/legal-entities'
import { clientContextQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { queryClient } from '../../../app/query-client'
import { type Command, defineCommand } from '../../../commands/registry'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { pipelineController } from '../pipeline-controller'
import { sendAssessments } from './api'
import { askTest } from './dialog-store'
import { type AssessmentFilterValue, SCORE_STEPS } from './filter'

/* Send an assessment (issue 24 §3) to the selected applications, or the focused one. */

const enabledFor = (legalEntityId: number | undefined) =>
  legalEntityOf(queryClient.getQueryData<ClientContext>(clientContextQuery.queryKey), legalEntityId)?.config
    .assessmentsEnabled === true

function targets(): number[] {
  const p = pipelineController.current()
  if (!p?.canManageApplications()) return []
  const selected = p.selectedIds()
  if (selected.length > 0) return selected
  const row = p.focusedRow()
  return row ? [row.id] : []
}

const filterCommand = (
  id: string,
  titleKey: string,
  next: (f: AssessmentFilterValue) => AssessmentFilterValue | undefined,
  keywords: string[],
) =>
  defineCommand({
    id: `pipeline.assessment.filter.${id}`,
    titleKey,
    group: 'pipeline',
    page: 'pipeline',
    keywords: ['assessment', 'test', 'filter', 'score', ...keywords],
    when: () => {
      const p = pipelineController.current()
      return !!p?.setAssessmentFilter && enabledFor(p.project()?.legalEntityId)
    },
    run: () => {
      const p = pipelineController.current()
      p?.setAssessmentFilter?.(next(p.assessmentFilter?.() ?? {}))
    },
  })

/** Filters of the pipeline by assessment state and minimum score (the header's menu lists them). */
export const assessmentFilterCommands: readonly Command[] = [
  ...ASSESSMENT_FILTERS.map((state) =>
    filterCommand(state, `msp.v2.assessment.filter.command.${state}`, (f) => ({ ...f, state }), [state]),
  ),
  ...SCORE_STEPS.map((score) =>
    filterCommand(
      `score.${score}`,
      `msp.v2.assessment.filter.command.score.${score}`,
      (f) => ({ ...f, minScore: score }),
      [String(score)],
    ),
  ),
  filterCommand('clear', 'msp.v2.assessment.filter.clear', () => undefined, ['clear', 'all', 'reset']),
]

export const assessmentPipelineCommands: readonly Command[] = [
  ...assessmentFilterCommands,
  defineCommand({
    id: 'pipeline.assessment.incomplete',
    titleKey: 'msp.v2.assessment.command.incomplete',
    group: 'pipeline',
    page: 'pipeline',
    keywords: ['assessment', 'test', 'incomplete', 'remind', 'open'],
    when: () => enabledFor(pipelineController.current()?.project()?.legalEntityId),
    run: (ctx) => {
      const p = pipelineController.current()
      if (p) ctx.navigate(`/assessments?project=${p.projectId}`)
    },
  }),
  defineCommand({
    id: 'pipeline.assessment.send',
    titleKey: 'msp.v2.assessment.command.send',
    group: 'pipeline',
    page: 'pipeline',
    scope: 'list',
    keywords: ['assessment', 'test', 'send', 'skills', 'quiz'],
    when: () => enabledFor(pipelineController.current()?.project()?.legalEntityId) && targets().length > 0,
    run: async () => {
      const ids = targets()
      const testId = await askTest(ids.length)
      if (!testId) return
      try {
        const result = await sendAssessments(ids, testId)
        if (result.sent.length > 0)
          showToast('success', i18n.t('msp.v2.assessment.sent', { count: result.sent.length }))
        if (result.skipped.length > 0)
          showToast(
            'error',
            i18n.t('msp.v2.assessment.skipped', {
              count: result.skipped.length,
              reason: translateIfKnown(result.skipped[0].reason) ?? result.skipped[0].reason,
            }),
          )
      } catch (error) {
        showToast('error', errorText(error, translateIfKnown))
      }
    },
  }),
]
