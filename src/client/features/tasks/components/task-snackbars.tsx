import { useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import type { TaskDto } from '../../../../shared/contracts/pipeline'
import { lazyModule, useIdleLazyModule } from '../../../commands/lazy-module'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { taskCommands } from '../commands'
import { ACKNOWLEDGE_DELAY_MS, isUnfinished } from '../polling-rules'
import { acknowledgeSuccess, offerUndo } from '../task-actions'
import { useTaskPolling } from '../task-polling'
import { closedTaskIdsAtom } from '../task-state'

// The snackbars themselves load on idle (or when a task shows up): most screens have none.
const listModule = lazyModule(() => import('./task-snackbar-list').then((m) => m.TaskSnackbarList))

export type TaskSnackbarsProps = {
  /** §9: 5 s; tests shorten it. */
  acknowledgeDelayMs?: number
}

/**
 * The background-task snackbars of the signed-in user (§4): one per task, newest at the
 * bottom, 70 px apart. Successful tasks are acknowledged after 5 s, which closes their
 * snackbar and refreshes the page data; a bulk reject also offers Undo.
 */
export function TaskSnackbars({ acknowledgeDelayMs = ACKNOWLEDGE_DELAY_MS }: TaskSnackbarsProps) {
  const tasks = useTaskPolling().data
  const closed = useAtomValue(closedTaskIdsAtom)
  useRegisterCommands(taskCommands)
  useAcknowledgeSuccesses(tasks, acknowledgeDelayMs)

  const open = (tasks ?? []).filter((task) => !closed.has(task.uuid))
  const List = useIdleLazyModule(listModule, open.length > 0)
  return open.length > 0 && List ? <List tasks={open} /> : null
}

/**
 * Schedules each successful task's acknowledgement once. Undo is offered at once, not
 * after the delay, so the whole undo window is usable; only for tasks this page saw
 * running, so an old success found after a reload does not offer it.
 */
function useAcknowledgeSuccesses(tasks: TaskDto[] | undefined, delayMs: number) {
  const client = useQueryClient()
  const seenRunning = useRef(new Set<string>())
  const undoOffered = useRef(new Set<string>())
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    for (const task of tasks ?? []) {
      if (isUnfinished(task.status)) seenRunning.current.add(task.uuid)
      if (task.status !== 'SUCCESSFUL' || timers.current.has(task.uuid)) continue
      if (seenRunning.current.has(task.uuid) && !undoOffered.current.has(task.uuid)) {
        undoOffered.current.add(task.uuid)
        offerUndo(client, task)
      }
      timers.current.set(
        task.uuid,
        setTimeout(() => void acknowledgeSuccess(client, task), delayMs),
      )
    }
  }, [tasks, client, delayMs])

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])
}
