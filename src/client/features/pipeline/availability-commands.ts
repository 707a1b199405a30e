import { askAvailability } from '../../api/availability'
import { errorText } from '../../app/api-error'
import { type Command, defineCommand } from '../../commands/registry'
import { i18n, loadEnglishAreas, translateIfKnown } from '../../i18n/i18n'
import { SOURCING_STAGES, type SourcingStage, sourcingPath } from '../../ui/stage-menu/stage-paths'
import { showToast } from '../../ui/toasts/toast-store'
import { pipelineController } from './pipeline-controller'

/*
 * The pipeline's way to the top of the funnel (issue 22 §2): ask the talents of the selected
 * (else focused) applications whether they are available for the project, the answer shown
 * in the rows' availability column; and the sourcing stages' lists from the palette.
 */
const pipeline = () => pipelineController.current()

const askCommand = defineCommand({
  id: 'pipeline.askAvailability',
  titleKey: 'msp.v2.sourcing.command.askAvailability',
  group: 'pipeline',
  page: 'pipeline',
  scope: 'list',
  keywords: ['available', 'availability', 'ask', 'candidatesavailable'],
  when: () => {
    const p = pipeline()
    return p !== null && !p.crossProject && p.canManageApplications() && p.targets().length > 0
  },
  run: async () => {
    const p = pipeline()
    if (!p) return
    const talentIds = [...new Set(p.targets().map((row) => row.talent.id))]
    try {
      const [result] = await Promise.all([
        askAvailability.run({ projectId: p.projectId, talentIds }),
        loadEnglishAreas(['sourcing']),
      ])
      if (result.succeededIds.length > 0) {
        showToast(
          'success',
          i18n.t('msp.v2.sourcing.done.askAvailability', { count: result.succeededIds.length }),
        )
        p.clearSelection()
      }
      if (result.failures.length > 0)
        showToast(
          'error',
          i18n.t('msp.v2.sourcing.failed', {
            count: result.failures.length,
            reason: translateIfKnown(result.failures[0].reason) ?? '',
          }),
        )
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
    }
  },
})

const sourcingStageCommand = (stage: SourcingStage): Command =>
  defineCommand({
    id: `pipeline.stage.${stage}`,
    titleKey: `msp.v2.pipeline.command.stage.${stage}`,
    group: 'pipeline',
    page: 'pipeline',
    keywords: ['stage', 'go', 'sourcing'],
    when: () => pipeline() !== null && !pipeline()?.crossProject,
    run: (ctx) => {
      const p = pipeline()
      if (p) ctx.navigate(sourcingPath(p.projectId, stage))
    },
  })

export const availabilityPipelineCommands: readonly Command[] = [
  askCommand,
  ...SOURCING_STAGES.map(sourcingStageCommand),
]
