import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import type { TaskDto } from '../../../shared/contracts/pipeline'
import { undoApplicationChange } from '../../api/applications'
import { TASKS_NOW_KEY } from '../../api/tasks'
import { errorText } from '../../app/api-error'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast, showUndoToast } from '../../ui/toasts/toast-store'
import { acknowledgeSucceededTask, acknowledgeTask, stopTask, undoEmailSend } from './api'
import { isUnfinished } from './polling-rules'
import { closedTaskIdsAtom } from './task-state'

const store = getDefaultStore()

const reportError = (error: unknown) => showToast('error', errorText(error, translateIfKnown))

/** Open snackbars, newest first (the order of tasks/now). */
export function openTasks(client: QueryClient): TaskDto[] {
  const closed = store.get(closedTaskIdsAtom)
  return (client.getQueryData<TaskDto[]>(TASKS_NOW_KEY) ?? []).filter((task) => !closed.has(task.uuid))
}

/**
 * Closes a task's snackbar. A finished task is acknowledged too, so it does not come back
 * with the next page load; a running one keeps being polled and reopens nothing.
 */
export async function dismissTask(client: QueryClient, task: TaskDto): Promise<void> {
  store.set(closedTaskIdsAtom, (ids) => new Set(ids).add(task.uuid))
  if (isUnfinished(task.status)) return
  try {
    await acknowledgeTask(client, task.uuid)
  } catch (error) {
    reportError(error)
  }
}

/** The user stops a running task: it ends as USER_STOPPED before its next chunk. */
export async function stopRunningTask(client: QueryClient, task: TaskDto): Promise<void> {
  try {
    await stopTask(client, task.uuid)
  } catch (error) {
    reportError(error)
  }
}

/** §4: the task is acknowledged, its snackbar closes and the page data refreshes. */
export async function acknowledgeSuccess(client: QueryClient, task: TaskDto): Promise<void> {
  await acknowledgeSucceededTask(client, task.uuid).catch(reportError)
}

/** Undo of a finished bulk task: restores the rows at once, or as a task of its own. */
export function offerUndo(client: QueryClient, task: TaskDto): void {
  const undoToken = task.undoToken
  if (!undoToken) return
  const count = Math.max(0, task.count.current - task.failedCount)
  if (task.type === 'bulkEmail') {
    showUndoToast(i18n.t('msp.v2.tasks.bulkEmail.undo', { count }), async () => {
      try {
        await undoEmailSend.run(undoToken, client)
        showToast('success', i18n.t('msp.v2.tasks.bulkEmail.undone'))
      } catch (error) {
        reportError(error)
      }
    })
    return
  }
  showUndoToast(i18n.t('msp.v2.tasks.undo.text', { count }), async () => {
    try {
      await undoApplicationChange.run(undoToken, client)
    } catch (error) {
      reportError(error)
    }
  })
}
