import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import type { TaskDto } from '../../../shared/contracts/pipeline'
import { errorText } from '../../app/api-error'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast, showUndoToast } from '../../ui/toasts/toast-store'
import { acknowledgeTask, stopTask, TASKS_NOW_KEY, undoByToken, undoEmailSend } from './api'
import { isUnfinished } from './polling-rules'
import { notifyTaskStarted } from './task-polling'
import { closedTaskIdsAtom } from './task-state'

const store = getDefaultStore()

const reportError = (error: unknown) => showToast('error', errorText(error, translateIfKnown))

const dropFromList = (client: QueryClient, id: string) =>
  client.setQueryData<TaskDto[]>(TASKS_NOW_KEY, (list) => list?.filter((task) => task.uuid !== id))

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
    await acknowledgeTask(task.uuid)
    dropFromList(client, task.uuid)
  } catch (error) {
    reportError(error)
  }
}

/** The user stops a running task: it ends as USER_STOPPED before its next chunk. */
export async function stopRunningTask(client: QueryClient, task: TaskDto): Promise<void> {
  try {
    const stopped = await stopTask(task.uuid)
    client.setQueryData<TaskDto[]>(TASKS_NOW_KEY, (list) =>
      list?.map((item) => (item.uuid === stopped.uuid ? stopped : item)),
    )
  } catch (error) {
    reportError(error)
  }
}

/** The page data a finished bulk task changed. */
export function refreshPageData(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['pipeline'] })
  void client.invalidateQueries({ queryKey: ['application'] })
}

/** §4: the task is acknowledged, its snackbar closes and the page data refreshes. */
export async function acknowledgeSuccess(client: QueryClient, task: TaskDto): Promise<void> {
  try {
    await acknowledgeTask(task.uuid)
  } catch (error) {
    reportError(error)
  }
  dropFromList(client, task.uuid)
  refreshPageData(client)
}

/** Undo of a finished bulk task: restores the rows at once, or as a task of its own. */
export function offerUndo(client: QueryClient, task: TaskDto): void {
  const undoToken = task.undoToken
  if (!undoToken) return
  const count = Math.max(0, task.count.current - task.failedCount)
  if (task.type === 'bulkEmail') {
    showUndoToast(i18n.t('msp.v2.tasks.bulkEmail.undo', { count }), async () => {
      try {
        await undoEmailSend(undoToken)
        showToast('success', i18n.t('msp.v2.tasks.bulkEmail.undone'))
      } catch (error) {
        reportError(error)
      }
    })
    return
  }
  showUndoToast(i18n.t('msp.v2.tasks.undo.text', { count }), async () => {
    try {
      const result = await undoByToken(undoToken)
      if (result.mode === 'task') notifyTaskStarted(client)
      else refreshPageData(client)
    } catch (error) {
      reportError(error)
    }
  })
}
