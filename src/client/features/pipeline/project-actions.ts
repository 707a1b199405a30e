import type { ProjectStatus } from '../../../shared/domain/statuses'
import { changeProjectStatus, deleteProjects } from '../../api/projects'
import { errorText } from '../../app/api-error'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast } from '../../ui/toasts/toast-store'
import { failureText, rowName } from './actions'
import { deleteApplication } from './api'
import { askDialog } from './dialog-store'
import type { PipelineController } from './pipeline-controller'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

/** §4 change project status from the pipeline header, confirmed first (closing asks for a reason). */
export async function changeStatusFlow(p: PipelineController, status: ProjectStatus): Promise<void> {
  const project = p.project()
  if (!project) return
  const answer = await askDialog({
    kind: 'confirm',
    title: t(`msp.v2.pipeline.command.project.status.${status}`),
    body: t('msp.v2.pipeline.project.status.confirm', {
      title: project.title,
      status: t(`msp.v2.pipeline.project.status.${status}`),
    }),
    confirmLabel: t('msp.v2.pipeline.project.status.change'),
    destructive: status === 'DELETED' || status === 'CLOSED',
    reasonLabel: status === 'CLOSED' ? t('msp.v2.pipeline.project.reason') : undefined,
  })
  if (!answer) return
  try {
    await changeProjectStatus.run({
      projectIds: [project.id],
      status,
      reasonForClosing: answer.reason.trim() || undefined,
    })
    showToast(
      'success',
      t('msp.v2.pipeline.project.status.done', { status: t(`msp.v2.pipeline.project.status.${status}`) }),
    )
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/** DELETE projects (§5: only projects not visible to freelancers, with JOB_MANAGE_DELETE). */
export async function deleteProjectFlow(p: PipelineController, leave: () => void): Promise<void> {
  const project = p.project()
  if (!project) return
  const answer = await askDialog({
    kind: 'confirm',
    title: t('msp.v2.pipeline.command.project.delete'),
    body: t('msp.v2.pipeline.project.delete.confirm', { title: project.title }),
    confirmLabel: t('msp.v2.pipeline.project.delete'),
    destructive: true,
  })
  if (!answer) return
  try {
    const result = await deleteProjects.run([project.id])
    if (result.failures.length > 0) {
      showToast('error', failureText(result.failures[0].reason))
      return
    }
    showToast('success', t('msp.v2.pipeline.project.delete.done', { title: project.title }))
    leave()
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/**
 * Deletes the focused application (PUT projectApplication/{id}), confirmed first; one sent to
 * the client or hired stays (the server answers why). The pane closes with it.
 */
export async function deleteApplicationFlow(p: PipelineController): Promise<void> {
  const row = p.focusedRow()
  if (!row) return
  const answer = await askDialog({
    kind: 'confirm',
    title: t('msp.v2.pipeline.command.application.delete'),
    body: t('msp.v2.pipeline.application.delete.confirm', { name: rowName(row) }),
    confirmLabel: t('msp.v2.pipeline.application.delete'),
    destructive: true,
  })
  if (!answer) return
  try {
    await deleteApplication.run({ projectId: row.projectId, id: row.id })
    showToast('success', t('msp.v2.pipeline.application.delete.done', { name: rowName(row) }))
    p.closeApplication?.()
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}
