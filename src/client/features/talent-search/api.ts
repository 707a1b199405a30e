import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ProjectSearchResponse } from '../../../shared/contracts/project-search'
import type {
  CreateSearchBucket,
  SearchBucket,
  SearchBucketList,
} from '../../../shared/contracts/search-bucket'
import type { BulkAssignTagResult, TagList } from '../../../shared/contracts/tags'
import type { TalentSearchResponse } from '../../../shared/contracts/talent-search'
import { type TalentSearchState, talentSearchRequest } from '../../../shared/domain/talent-search'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

/** POST search/freelancer/query for the talent search; the previous page stays visible while the next loads. */
export const talentSearchQuery = (state: TalentSearchState) => {
  const body = talentSearchRequest(state)
  return queryOptions({
    queryKey: ['talents', 'search', body],
    queryFn: async ({ signal }): Promise<TalentSearchResponse> =>
      checkResponse(
        () => import('../../../shared/contracts/talent-search').then((m) => m.talentSearchResponseSchema),
        await api('/search/freelancer/query', { method: 'POST', body, signal }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** The recruiter's saved talent searches and selections. */
export const talentBucketsQuery = queryOptions({
  queryKey: ['search-buckets', 'talents'],
  queryFn: ({ signal }) => api<SearchBucketList>('/search/buckets?target=talents', { signal }),
})

export const saveBucket = defineMutation({
  call: (body: CreateSearchBucket) => api<SearchBucket>('/search/buckets', { method: 'POST', body }),
  invalidates: () => [talentBucketsQuery.queryKey],
})

export const deleteBucket = defineMutation({
  call: (id: number) => api<null>(`/search/buckets/${id}`, { method: 'DELETE' }),
  invalidates: () => [talentBucketsQuery.queryKey],
})

/** The project beside the results (`?project=`): its title and status (GET project/{id}). */
export const projectBesideQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'beside'],
    queryFn: async ({ signal }) => {
      const p = await api<{ id: number; status: string; form: { title: string } }>(`/project/${id}`, {
        signal,
      })
      return { id: p.id, status: p.status, title: p.form.title }
    },
  })

/** Projects to work for, by title (the picker types into this). */
export const projectsByTitle = (text: string) =>
  api<ProjectSearchResponse>('/search/project/query', {
    method: 'POST',
    body: {
      filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }],
      query: text,
      size: 50,
    },
  })

export const poolsByName = (text: string) =>
  api<{ results: { id: number; name: string; members: number }[] }>('/search/pool/query', {
    method: 'POST',
    body: { query: text, size: 50 },
  })

export const tagList = () => api<TagList>('/tag/listAll?from=0&size=999')

/** POST freelancer/tags/bulkAssign: one tag (existing or new) on many talents. */
export const bulkTag = defineMutation({
  call: (body: { talentIds: number[]; tagId?: number; tagName?: string }) =>
    api<BulkAssignTagResult>('/freelancer/tags/bulkAssign', { method: 'POST', body }),
  invalidates: () => [['talent'], ['talents'], ['tags']],
})
