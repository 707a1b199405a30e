import { queryOptions } from '@tanstack/react-query'
import type { AvailabilityListResponse, SourcingActionResponse } from '../../shared/contracts/sourcing'
import { api } from '../app/http'
import { defineMutation } from '../app/mutation'

/*
 * Candidate availability (issue 22 §2): ask talents whether they are available for a project,
 * from the sourcing lists and the pipeline; the answers show on their rows in both.
 */

export const availabilityKey = (projectId: number) => ['availability', projectId] as const

/** GET project/{id}/candidatesavailable: every availability question of the project and its answer. */
export const projectAvailabilityQuery = (projectId: number) =>
  queryOptions({
    queryKey: availabilityKey(projectId),
    queryFn: ({ signal }) =>
      api<AvailabilityListResponse>(`/project/${projectId}/candidatesavailable`, { signal }),
  })

/** POST project/candidatesavailable (one talent) or candidatesavailableBulk (several). */
export const askAvailability = defineMutation({
  call: ({ projectId, talentIds }: { projectId: number; talentIds: number[] }) =>
    talentIds.length === 1
      ? api<SourcingActionResponse>('/project/candidatesavailable', {
          method: 'POST',
          body: { projectId, talentId: talentIds[0] },
        })
      : api<SourcingActionResponse>('/project/candidatesavailableBulk', {
          method: 'POST',
          body: { projectId, talentIds },
        }),
  // The invitations carry their answer (sourcing lists); histories gain the question.
  invalidates: ({ projectId }) => [availabilityKey(projectId), ['sourcing', projectId], ['talent']],
})
