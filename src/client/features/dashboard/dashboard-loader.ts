import { hasPermission } from '../../../shared/domain/permissions'
import { currentUserQuery } from '../../api/session'
import { queryClient } from '../../app/query-client'
import { dashboardCountsQuery } from './api'

/**
 * Starts the counts request together with the route instead of after the page chunk has
 * loaded and rendered. Not awaited: the page shows its own loading state.
 */
export async function dashboardLoader(): Promise<null> {
  // Shares the in-flight user request of the protected parent route; that route handles failures.
  const user = await queryClient.ensureQueryData(currentUserQuery).catch(() => null)
  if (user && hasPermission(user.permissions, 'DASHBOARD'))
    void queryClient.prefetchQuery(dashboardCountsQuery)
  return null
}
