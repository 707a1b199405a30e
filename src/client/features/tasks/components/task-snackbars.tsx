import '../tasks.css'
import { useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { TaskDto } from '../../../../shared/contracts/pipeline'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { taskCommands } from '../commands'
import { ACKNOWLEDGE_DELAY_MS, isUnfinished, SNACKBAR_SPACING_PX } from '../polling-rules'
import { acknowledgeSuccess, dismissTask, offerUndo, stopRunningTask } from '../task-actions'
import { useTaskPolling } from '../task-polling'
import { closedTaskIdsAtom } from '../task-state'
import { TaskSnackbar } from './task-snackbar'

export type TaskSnackbarsProps = {
  /** §9: 5 s; tests shorten it. */
  acknowledgeDelayMs?: number
}

/** Bottom margin of the lowest snackbar. */
const BASE_OFFSET_PX = 16

/**
 * The background-task snackbars of the signed-in user (§4): one per task, newest at the
 * bottom, 70 px apart. Successful tasks are acknowledged after 5 s, which closes their
 * snackbar and refreshes the page data; a bulk reject also offers Undo.
 */
export function TaskSnackbars({ acknowledgeDelayMs = ACKNOWLEDGE_DELAY_MS }: TaskSnackbarsProps) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const tasks = useTaskPolling().data
  const closed = useAtomValue(closedTaskIdsAtom)
  useRegisterCommands(taskCommands)
  useAcknowledgeSuccesses(tasks, acknowledgeDelayMs)

  const open = (tasks ?? []).filter((task) => !closed.has(task.uuid))
  if (open.length === 0) return null
  return (
    <section aria-label={t('msp.v2.tasks.region')} className="task-snackbars">
      <ol>
        {open.map((task, index) => (
          <TaskSnackbar
            key={task.uuid}
            task={task}
            offset={BASE_OFFSET_PX + index * SNACKBAR_SPACING_PX}
            onStop={() => void stopRunningTask(client, task)}
            onDismiss={() => void dismissTask(client, task)}
          />
        ))}
      </ol>
    </section>
  )
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
