import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { hasSession } from '../../app/auth-session'
import { queryClient as appQueryClient } from '../../app/query-client'
import { clientContextQuery } from '../../app/session-queries'
import { TASKS_NOW_KEY, tasksNowQuery } from './api'
import { pollInterval, tasksPollingEnabled } from './polling-rules'

/**
 * Call right after an action queued a background task (a bulk reject, an undo): fetches
 * `tasks/now` at once, which shows the new snackbar and restarts polling at the
 * after-action interval. A plain function, so any feature's action code can call it.
 */
export function notifyTaskStarted(client: QueryClient = appQueryClient): void {
  void client.invalidateQueries({ queryKey: TASKS_NOW_KEY })
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const isHidden = () => document.visibilityState === 'hidden'

/** The tab is hidden: polling slows to the idle interval (§4). */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, isHidden, () => false)
}

/** `GET tasks/now`, polled by the rules of polling-rules.ts (§4 Background tasks). */
export function useTaskPolling() {
  const signedIn = hasSession()
  const settings = useQuery({ ...clientContextQuery, enabled: signedIn }).data?.config.tasksSettings
  const hidden = useDocumentHidden()
  const enabled = tasksPollingEnabled(signedIn, settings)
  return useQuery({
    ...tasksNowQuery,
    enabled,
    refetchInterval: (query) => pollInterval({ signedIn, settings, tasks: query.state.data, hidden }),
    refetchIntervalInBackground: true,
  })
}
