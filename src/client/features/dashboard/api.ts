import { queryOptions } from '@tanstack/react-query'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

export const dashboardCountsQuery = queryOptions({
  queryKey: ['dashboard', 'counts'],
  queryFn: async ({ signal }) =>
    checkResponse(
      () => import('../../../shared/contracts/dashboard').then((m) => m.dashboardCountsSchema),
      await api('/dashboard/counts', { signal }),
    ),
})
