import { queryOptions } from '@tanstack/react-query'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

/** GET freelancer/{id}/profile; shared by the loader (prefetch) and the page. */
export const talentProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'profile'],
    queryFn: async ({ signal }) =>
      checkResponse(
        () => import('../../../shared/contracts/talent').then((m) => m.talentProfileSchema),
        await api(`/freelancer/${id}/profile`, { signal }),
      ),
  })
