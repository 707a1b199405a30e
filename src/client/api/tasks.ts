import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { TaskDto } from '../../shared/contracts/pipeline'
import { checkResponse } from '../app/check-response'
import { api } from '../app/http'
import { queryClient as appQueryClient } from '../app/query-client'

/*
 * The user's background tasks (§4): polled by the frame's snackbars (features/tasks) and
 * refreshed by any action that queued one (a bulk reject, an undo).
 */

export const TASKS_NOW_KEY = ['tasks', 'now'] as const

/** §7 GET tasks/now: the user's unacknowledged background tasks, newest first. */
export const tasksNowQuery = queryOptions({
  queryKey: TASKS_NOW_KEY,
  queryFn: async ({ signal }) =>
    checkResponse(
      () => import('../../shared/contracts/pipeline').then((m) => m.taskSchema.array()),
      await api<TaskDto[]>('/tasks/now', { signal }),
    ),
  staleTime: 0,
  // A failed poll is retried by the next one; the user need not hear about it.
  meta: { silent: true },
})

/**
 * Call right after an action queued a background task: fetches `tasks/now` at once, which
 * shows the new snackbar and restarts polling at the after-action interval.
 */
export function notifyTaskStarted(client: QueryClient = appQueryClient): void {
  void client.invalidateQueries({ queryKey: TASKS_NOW_KEY })
}
