import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ProjectSearchResponse } from '../../../shared/contracts/project-search'
import type { TalentSearchResponse } from '../../../shared/contracts/talent-search'
import { type ProjectSearchState, projectSearchRequest } from '../../../shared/domain/project-search'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

/** POST search/project/query for the list page; the previous page stays visible while the next loads. */
export const projectSearchQuery = (state: ProjectSearchState) => {
  const body = projectSearchRequest(state)
  return queryOptions({
    queryKey: ['projects', 'search', body],
    queryFn: async ({ signal }): Promise<ProjectSearchResponse> =>
      checkResponse(
        () => import('../../../shared/contracts/project-search').then((m) => m.projectSearchResponseSchema),
        await api('/search/project/query', { method: 'POST', body, signal }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** Talents by name, skill or title for the invite picker (the first 8). */
export const talentsByText = (text: string) =>
  api<TalentSearchResponse>('/search/freelancer/query', { method: 'POST', body: { query: text, size: 8 } })
