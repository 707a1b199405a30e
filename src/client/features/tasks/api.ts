import type { QueryClient } from '@tanstack/react-query'
import type { TaskDto } from '../../../shared/contracts/pipeline'
import { TASKS_NOW_KEY } from '../../api/tasks'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

const dropFromList = (client: QueryClient, id: string) =>
  client.setQueryData<TaskDto[]>(TASKS_NOW_KEY, (list) => list?.filter((task) => task.uuid !== id))

/** PUT tasks/{id}/acknowledge: the task leaves the user's list (and the page load's snackbars). */
export async function acknowledgeTask(client: QueryClient, id: string): Promise<TaskDto> {
  const task = await api<TaskDto>(`/tasks/${encodeURIComponent(id)}/acknowledge`, { method: 'PUT' })
  dropFromList(client, id)
  return task
}

/**
 * §4: a successful task is acknowledged and the page data it changed refreshes (the rows
 * leave their stage); the snackbar goes even if the acknowledgement fails.
 */
export async function acknowledgeSucceededTask(client: QueryClient, id: string): Promise<void> {
  try {
    await acknowledgeTask(client, id)
  } finally {
    dropFromList(client, id)
    void client.invalidateQueries({ queryKey: ['pipeline'] })
    void client.invalidateQueries({ queryKey: ['application'] })
    void client.invalidateQueries({ queryKey: ['dashboard'] })
  }
}

/** PUT tasks/{id}/stop: the task ends as USER_STOPPED before its next chunk. */
export async function stopTask(client: QueryClient, id: string): Promise<TaskDto> {
  const stopped = await api<TaskDto>(`/tasks/${encodeURIComponent(id)}/stop`, { method: 'PUT' })
  client.setQueryData<TaskDto[]>(TASKS_NOW_KEY, (list) =>
    list?.map((item) => (item.uuid === stopped.uuid ? stopped : item)),
  )
  return stopped
}

/** Undo of a bulk email (issue 19): its held emails are cancelled, the Outbox shows so. */
export const undoEmailSend = defineMutation({
  call: (undoToken: string) =>
    api<{ cancelled: number }>('/email/undo', { method: 'POST', body: { undoToken } }),
  invalidates: () => [['outbox']],
})
