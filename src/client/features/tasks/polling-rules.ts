import type { ClientConfig } from '../../../shared/contracts/client-config'
import type { TaskDto } from '../../../shared/contracts/pipeline'
import type { TaskStatus } from '../../../shared/domain/statuses'

export type TasksSettings = NonNullable<ClientConfig['tasksSettings']>

/** Statuses of a task the server is still working on (or will resume): worth polling for. */
const UNFINISHED: readonly TaskStatus[] = ['CREATED', 'RUNNING', 'RESUMED', 'SCHEDULED', 'SERVER_STOPPED']

export const isUnfinished = (status: TaskStatus) => UNFINISHED.includes(status)

/** §4: SERVER_STOPPED (and RESUMED) show as in progress, with the progress bar. */
export const showsProgress = isUnfinished

/** §4: polling starts only for a signed-in user whose client configured the tasks settings. */
export function tasksPollingEnabled(signedIn: boolean, settings: TasksSettings | null | undefined): boolean {
  return signedIn && settings != null
}

export interface PollInput {
  signedIn: boolean
  settings: TasksSettings | null | undefined
  /** The last `tasks/now` answer; undefined before the first one. */
  tasks: readonly Pick<TaskDto, 'status'>[] | undefined
  /** The tab is hidden (document.visibilityState). */
  hidden: boolean
}

/**
 * How long until the next `GET tasks/now`, in ms, or false for no polling (§4 Background
 * tasks): none without a session or tasks settings; none once no task remains unfinished
 * (no tasks, or all FAILED / finished); the idle interval while the tab is hidden; else the
 * after-action interval. A new action restarts polling through notifyTaskStarted().
 */
export function pollInterval({ signedIn, settings, tasks, hidden }: PollInput): number | false {
  if (!tasksPollingEnabled(signedIn, settings) || !settings) return false
  if (!tasks?.some((task) => isUnfinished(task.status))) return false
  return (hidden ? settings.idleInterval : settings.afterActionInterval) * 1000
}

/** §9: a successful task is acknowledged (and its snackbar closed) this long after success. */
export const ACKNOWLEDGE_DELAY_MS = 5000
/** §9: task snackbars are stacked this far apart. */
export const SNACKBAR_SPACING_PX = 70
