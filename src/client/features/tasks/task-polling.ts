import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { clientContextQuery } from '../../api/session'
import { tasksNowQuery } from '../../api/tasks'
import { hasSession } from '../../app/auth-session'
import { pollInterval, tasksPollingEnabled } from './polling-rules'

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
