import { queryClient } from '../../app/query-client'
import { defineCommand } from '../../commands/registry'
import { isUnfinished } from './polling-rules'
import { dismissTask, openTasks, stopRunningTask } from './task-actions'

const newestRunning = () => openTasks(queryClient).find((task) => isUnfinished(task.status))
const newestOpen = () => openTasks(queryClient)[0]

/**
 * The task snackbars' actions for the keyboard and the palette: they act on the newest
 * open snackbar, as its buttons act on their own task.
 */
export const taskCommands = [
  defineCommand({
    id: 'tasks.stop',
    titleKey: 'msp.v2.command.tasks.stop',
    group: 'general',
    keywords: ['task', 'stop', 'cancel', 'background'],
    when: () => newestRunning() !== undefined,
    run: async () => {
      const task = newestRunning()
      if (task) await stopRunningTask(queryClient, task)
    },
  }),
  defineCommand({
    id: 'tasks.dismiss',
    titleKey: 'msp.v2.command.tasks.dismiss',
    group: 'general',
    keywords: ['task', 'dismiss', 'close', 'notification', 'snackbar'],
    when: () => newestOpen() !== undefined,
    run: async () => {
      const task = newestOpen()
      if (task) await dismissTask(queryClient, task)
    },
  }),
]
