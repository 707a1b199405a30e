import type { UndoResponse } from '../../shared/contracts/pipeline'
import { api } from '../app/http'
import { defineMutation } from '../app/mutation'
import { TASKS_NOW_KEY } from './tasks'

/**
 * POST projectApplication/undo (§4 undo): restores status, stage, labels and allocation of
 * the rows an action changed, at once or as a background task when large. Offered by the
 * pipeline's toasts and by a finished bulk task's snackbar.
 */
export const undoApplicationChange = defineMutation({
  call: (undoToken: string) =>
    api<UndoResponse>('/projectApplication/undo', { method: 'POST', body: { undoToken } }),
  invalidates: (_token, result) => [
    ['pipeline'],
    ['application'],
    ['dashboard'],
    ...(result?.mode === 'task' ? [TASKS_NOW_KEY] : []),
  ],
})
