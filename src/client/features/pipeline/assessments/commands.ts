import type { ClientContext } from '../../../../shared/contracts/client-context'
import { clientContextQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { queryClient } from '../../../app/query-client'
import { type Command, defineCommand } from '../../../commands/registry'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { pipelineController } from '../pipeline-controller'
import { sendAssessments } from './api'
import { askTest } from './dialog-store'

/* Send an assessment (issue 24 §3) to the selected applications, or the focused one. */

const enabledFor = (legalEntityId: number | undefined) =>
  legalEntityId !== undefined &&
  queryClient
    .getQueryData<ClientContext>(clientContextQuery.queryKey)
    ?.legalEntity.find((le) => le.id === legalEntityId)?.config.assessmentsEnabled === true

function targets(): number[] {
  const p = pipelineController.current()
  if (!p?.canManageApplications()) return []
  const selected = p.selectedIds()
  if (selected.length > 0) return selected
  const row = p.focusedRow()
  return row ? [row.id] : []
}

export const assessmentPipelineCommands: readonly Command[] = [
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
