import { queryOptions } from '@tanstack/react-query'
import type { TaskDto, UndoResponse } from '../../../shared/contracts/pipeline'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

export const TASKS_NOW_KEY = ['tasks', 'now'] as const

/** §7 GET tasks/now: the user's unacknowledged background tasks, newest first. */
export const tasksNowQuery = queryOptions({
  queryKey: TASKS_NOW_KEY,
  queryFn: async ({ signal }) =>
    checkResponse(
      () => import('../../../shared/contracts/pipeline').then((m) => m.taskSchema.array()),
      await api<TaskDto[]>('/tasks/now', { signal }),
    ),
  staleTime: 0,
  // A failed poll is retried by the next one; the user need not hear about it.
  meta: { silent: true },
})

export const acknowledgeTask = (id: string) =>
  api<TaskDto>(`/tasks/${encodeURIComponent(id)}/acknowledge`, { method: 'PUT' })

export const stopTask = (id: string) =>
  api<TaskDto>(`/tasks/${encodeURIComponent(id)}/stop`, { method: 'PUT' })

/** Undo of a bulk reject: done at once, or queued as a task of its own. */
export const undoByToken = (undoToken: string) =>
  api<UndoResponse>('/projectApplication/undo', { method: 'POST', body: { undoToken } })

/** Undo of a bulk email (issue 19): its held emails are cancelled. */
export const undoEmailSend = (undoToken: string) =>
  api<{ cancelled: number }>('/email/undo', { method: 'POST', body: { undoToken } })
