import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import type { VmsRowFailure } from '../../../../shared/contracts/vms'
import { SENDABLE_STATUSES, type VmsSendMode } from '../../../../shared/domain/vms'
import { pipelineKey } from '../../../api/projects'
import { notifyTaskStarted } from '../../../api/tasks'
import { errorText } from '../../../app/api-error'
import { queryClient } from '../../../app/query-client'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import type { PipelineController } from '../pipeline-controller'
import { cancelSends, sendPreflight, sendTaskResult, sendToVms } from './api'
import { askVmsDialog } from './dialog-store'
import { patchRows, restoreRows } from './row-cache'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

/** The ids an action works on: the selection, else the focused row. */
export function targetIdsOf(p: PipelineController): number[] {
  const selected = p.selectedIds()
  if (selected.length > 0) return selected
  const focused = p.focusedRow()
  return focused ? [focused.id] : []
}

/** The text of a row failure (reason key with its params), in the user's language. */
export function failureText(f: Pick<VmsRowFailure, 'reason' | 'params'>): string {
  const params = { ...f.params } as Record<string, unknown>
  if (f.reason === 'msp.v2.vms.reason.duplicate')
    params.where = [params.project, params.recruiter].filter(Boolean).join(', ')
  if (f.reason === 'msp.v2.vms.reason.rate.range')
    params.range = `${params.min ?? '…'}–${params.max ?? '…'} ${params.projectCurrency ?? ''}/${params.projectUnit ?? ''}`
  if (params.rate !== undefined && params.rate !== null)
    params.rate = `${params.rate} ${params.currency ?? ''}/${params.unit ?? ''}`
  return translateIfKnown(f.reason) ? i18n.t(f.reason, params) : t('msp.v2.pipeline.reason.unknown')
}

/**
 * Send to VMS (or re-send) from the pipeline (issue 20 §1). One row: "send pending" shows at
 * once (in the same frame as the key) and the call follows; a refusal puts the row back and
 * shows why. Several rows: the preflight lists what blocks each one (rates can be fixed right
 * there), the rest is sent; more than 50 go as a background task.
 */
export async function sendFlow(p: PipelineController, mode: VmsSendMode): Promise<void> {
  const ids = targetIdsOf(p)
  if (ids.length === 0) return
  const prefix = pipelineKey(p.projectId)
  const single = ids.length === 1 ? p.targets()[0] : undefined
  let okIds = ids
  let optimistic: ApplicationRow[] = []
  if (single && mode === 'send' && SENDABLE_STATUSES.includes(single.status)) {
    optimistic = patchRows(queryClient, prefix, [{ id: single.id, status: 'sp', vmsMessage: null }])
  } else {
    try {
      const preflight = await sendPreflight(ids, mode)
      const chosen = await askVmsDialog({
        kind: 'send',
        mode,
        ids,
        preflight,
        canEditRates: p.canManageApplications(),
      })
      if (!chosen || chosen.length === 0) return
      okIds = chosen
      optimistic = patchRows(
        queryClient,
        prefix,
        okIds.map((id) => ({ id, status: 'sp' as const, vmsMessage: null })),
      )
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
      return
    }
  }
  try {
    const result = await sendToVms.run({ ids: okIds, mode, projectId: p.projectId })
    if (result.mode === 'task') {
      notifyTaskStarted()
      p.clearSelection()
      showToast('success', t('msp.v2.vms.sent.task', { count: result.task.count.total }))
      watchTask(result.task.uuid)
      return
    }
    const refused = new Set(result.failures.map((f) => f.id))
    restoreRows(
      queryClient,
      prefix,
      optimistic.filter((row) => refused.has(row.id)),
    )
    if (result.succeededIds.length > 0) {
      if (p.selectedIds().length > 0) p.clearSelection()
      showToast('success', t(`msp.v2.vms.sent.${mode}`, { count: result.succeededIds.length }))
    }
    if (result.failures.length > 0) {
      if (single && result.failures.length === 1 && result.succeededIds.length === 0) {
        // One row the rules refused: the preflight explains it, and its rate can be fixed there.
        const preflight = await sendPreflight(ids, mode)
        const chosen = await askVmsDialog({
          kind: 'send',
          mode,
          ids,
          preflight,
          canEditRates: p.canManageApplications(),
        })
        if (chosen && chosen.length > 0) {
          patchRows(queryClient, prefix, [{ id: chosen[0], status: 'sp', vmsMessage: null }])
          const again = await sendToVms.run({ ids: chosen, mode, projectId: p.projectId })
          if (again.mode === 'done' && again.failures.length > 0) {
            restoreRows(queryClient, prefix, optimistic)
            showToast('error', failureText(again.failures[0]))
          }
        }
      } else
        await askVmsDialog({
          kind: 'result',
          title: t('msp.v2.vms.result.title'),
          okCount: result.succeededIds.length,
          failures: result.failures.map((f) => ({ ...f, name: nameOf(p, f.id) })),
        })
    }
  } catch (error) {
    restoreRows(queryClient, prefix, optimistic)
    showToast('error', errorText(error, translateIfKnown))
  }
}

const nameOf = (p: PipelineController, id: number) => {
  const row = p.targets().find((r) => r.id === id)
  return row ? `${row.talent.firstName} ${row.talent.lastName}` : `#${id}`
}

/** Cancel sending (issue 20 §1): pending ones go back to active; ones the VMS took are withdrawn there. */
export async function cancelFlow(p: PipelineController): Promise<void> {
  const ids = targetIdsOf(p)
  if (ids.length === 0) return
  try {
    const result = await cancelSends.run({ ids, projectId: p.projectId })
    const prefix = pipelineKey(p.projectId)
    patchRows(
      queryClient,
      prefix,
      result.rows.map((r) => ({ id: r.id, status: r.status, vmsMessage: r.vmsMessage })),
    )
    if (result.succeededIds.length > 0)
      showToast('success', t('msp.v2.vms.cancelled', { count: result.succeededIds.length }))
    if (result.failures.length > 0)
      await askVmsDialog({
        kind: 'result',
        title: t('msp.v2.vms.result.title.cancel'),
        okCount: result.succeededIds.length,
        failures: result.failures.map((f) => ({ ...f, name: nameOf(p, f.id) })),
      })
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/** Shows the rows a bulk send left out, with their reasons, once its task is done. */
function watchTask(uuid: string) {
  const check = async (attempt: number) => {
    const result = await sendTaskResult(uuid).catch(() => null)
    if (!result) return
    if (result.task.status === 'SUCCESSFUL' || result.task.status === 'FAILED') {
      if (result.failures.length > 0)
        await askVmsDialog({
          kind: 'result',
          title: t('msp.v2.vms.result.title'),
          okCount: result.queuedCount,
          failures: result.failures,
        })
      return
    }
    if (attempt < 600) setTimeout(() => void check(attempt + 1), 1000)
  }
  setTimeout(() => void check(0), 500)
}
