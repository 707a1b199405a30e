import type { MspListEntry } from '../../../shared/contracts/project'
import { recruitersQuery } from '../../api/directory'
import { errorText } from '../../app/api-error'
import { queryClient } from '../../app/query-client'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { labelName } from '../../ui/stage-menu/stage-names'
import { showToast } from '../../ui/toasts/toast-store'
import { askDialog, type PickerOption } from './dialog-store'
import type { PipelineController } from './pipeline-controller'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

/**
 * The sub-stage labels of the current stage to add (those not on every target) or to drop
 * (those on some target). Null when the user cancels or nothing applies.
 */
export async function chooseLabel(p: PipelineController, mode: 'add' | 'remove'): Promise<number | null> {
  const labels = p.stages().find((stage) => stage.key === p.stage)?.subStages ?? []
  const rows = p.targets()
  const carried = (labelId: number) => rows.filter((row) => row.labels.some((l) => l.id === labelId)).length
  const options: PickerOption[] = labels
    .filter((label) =>
      mode === 'add' ? rows.length === 0 || carried(label.id) < rows.length : carried(label.id) > 0,
    )
    .map((label) => ({ id: label.id, label: labelName(label) }))
  if (mode === 'remove' && options.length === 0) {
    // Labels of another stage (or a selection that is not loaded): offer what the rows carry.
    const seen = new Map<number, string>()
    for (const row of rows) for (const label of row.labels) seen.set(label.id, label.name)
    for (const [id, label] of seen) options.push({ id, label })
  }
  return askDialog({
    kind: 'picker',
    title: t(mode === 'add' ? 'msp.v2.pipeline.picker.label.add' : 'msp.v2.pipeline.picker.label.remove'),
    placeholder: t('msp.v2.pipeline.picker.filter'),
    emptyText: t('msp.v2.pipeline.picker.label.empty'),
    options,
  })
}

/** The client's recruiters (GET msp/listAllForClient), the current owner marked. */
export async function chooseMsp(): Promise<number | null> {
  let msps: MspListEntry[]
  try {
    msps = await queryClient.fetchQuery(recruitersQuery)
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
    return null
  }
  const options = msps.map((msp) => ({
    id: msp.id,
    label: `${msp.firstName} ${msp.lastName}`,
    hint: msp.email,
  }))
  return askDialog({
    kind: 'picker',
    title: t('msp.v2.pipeline.picker.msp'),
    placeholder: t('msp.v2.pipeline.picker.filter'),
    emptyText: t('msp.v2.pipeline.picker.msp.empty'),
    options,
  })
}
