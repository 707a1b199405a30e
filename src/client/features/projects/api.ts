import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ProjectSearchResponse } from '../../../shared/contracts/project-search'
import type {
  CreateSearchBucket,
  SearchBucket,
  SearchBucketList,
} from '../../../shared/contracts/search-bucket'
import type { TalentSearchResponse } from '../../../shared/contracts/talent-search'
import { type ProjectSearchState, projectSearchRequest } from '../../../shared/domain/project-search'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

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

/** The caller's saved project searches and selections (§2 search buckets). */
export const projectBucketsQuery = queryOptions({
  queryKey: ['search-buckets', 'projects'],
  queryFn: ({ signal }) => api<SearchBucketList>('/search/buckets?target=projects', { signal }),
})

export const saveProjectBucket = defineMutation({
  call: (body: Omit<CreateSearchBucket, 'target'>) =>
    api<SearchBucket>('/search/buckets', { method: 'POST', body: { ...body, target: 'projects' } }),
  invalidates: () => [projectBucketsQuery.queryKey],
})

export const deleteProjectBucket = defineMutation({
  call: (id: number) => api<null>(`/search/buckets/${id}`, { method: 'DELETE' }),
  invalidates: () => [projectBucketsQuery.queryKey],
})
