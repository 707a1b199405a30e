import { poolsQuery } from '../../api/directory'
import { openProjectsQuery } from '../../api/projects'
import { type TalentAction, talentAction } from '../../api/talent-actions'
import { errorText } from '../../app/api-error'
import { queryClient } from '../../app/query-client'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast } from '../../ui/toasts/toast-store'
import { rowName } from './actions'
import { askDialog, type PickerOption } from './dialog-store'
import type { PipelineController } from './pipeline-controller'

/*
 * §2 talent actions of the pipeline: apply the focused or selected rows' talents to
 * another project, invite them to one, or add them to a pool. The target is picked from
 * the client's open projects or pools; the result is reported by talent.
 */
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

/** §5: only active, unfilled projects visible to talents take applications and invitations. */
async function projectOptions(exclude: number): Promise<PickerOption[]> {
  const answer = await queryClient.fetchQuery(openProjectsQuery)
  return answer.results
    .filter((p) => p.id !== exclude && p.status === 'ACTIVE' && !p.filled && p.freelancerVisible)
    .map((p) => ({ id: p.id, label: p.title, hint: p.legalEntityName }))
}

async function poolOptions(): Promise<PickerOption[]> {
  const answer = await queryClient.fetchQuery(poolsQuery)
  return answer.results.map((pool) => ({
    id: pool.id,
    label: pool.name,
    hint: t('msp.v2.pipeline.picker.pool.members', { count: pool.members }),
  }))
}

export async function runTalentAction(p: PipelineController, action: TalentAction): Promise<void> {
  const rows = p.targets()
  const talentIds = [...new Set(rows.map((row) => row.talent.id))]
  if (talentIds.length === 0) return
  try {
    const options = action === 'addToPool' ? await poolOptions() : await projectOptions(p.projectId)
    const targetId = await askDialog({
      kind: 'picker',
      title: t(`msp.v2.pipeline.picker.${action}`, { count: talentIds.length }),
      placeholder: t('msp.v2.pipeline.picker.filter'),
      emptyText: t(
        action === 'addToPool' ? 'msp.v2.pipeline.picker.pool.empty' : 'msp.v2.pipeline.picker.project.empty',
      ),
      options,
    })
    if (targetId === null) return
    const result = await talentAction.run({ action, targetId, talentIds })
    if (result.succeededIds.length > 0)
      showToast('success', t(`msp.v2.pipeline.done.${action}`, { count: result.succeededIds.length }))
    if (result.failures.length > 0) {
      const names = new Map(rows.map((row) => [row.talent.id, rowName(row)]))
      await askDialog({
        kind: 'result',
        title: t('msp.v2.pipeline.result.title'),
        succeededCount: result.succeededIds.length,
        failures: result.failures,
        names,
      })
    }
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}
