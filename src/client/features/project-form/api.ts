import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PoolSearchResponse } from '../../../shared/contracts/pools'
import type {
  MspListEntry,
  ProjectDetail,
  ProjectFormInput,
  ProjectTemplate,
  SavedLocation,
} from '../../../shared/contracts/project'
import { api } from '../../app/http'

export const projectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'detail'],
    queryFn: ({ signal }) => api<ProjectDetail>(`/project/${id}`, { signal }),
  })

export const templatesQuery = queryOptions({
  queryKey: ['project', 'templates'],
  queryFn: ({ signal }) => api<ProjectTemplate[]>('/project/template/listAll', { signal }),
})

export const mspListQuery = queryOptions({
  queryKey: ['msps'],
  queryFn: ({ signal }) => api<MspListEntry[]>('/msp/listAllForClient', { signal }),
  staleTime: 5 * 60_000,
})

export const hiringManagersQuery = queryOptions({
  queryKey: ['hiringManagers'],
  queryFn: ({ signal }) => api<{ id: number; name: string }[]>('/client/hiringManagers', { signal }),
  staleTime: 5 * 60_000,
})

export const poolsQuery = queryOptions({
  queryKey: ['pools', 'all'],
  queryFn: ({ signal }) =>
    api<PoolSearchResponse>('/search/pool/query', { method: 'POST', body: { size: 999 }, signal }),
  staleTime: 60_000,
})

export const templateFormQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', 'template', id],
    queryFn: ({ signal }) => api<ProjectDetail['form']>(`/project/template/${id}`, { signal }),
  })

/** Create or edit; the project caches and lists refresh afterwards. */
export function useSaveProject(projectId: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProjectFormInput) =>
      projectId === null
        ? api<ProjectDetail>('/project', { method: 'POST', body })
        : api<ProjectDetail>(`/project/${projectId}`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectDetailQuery(saved.id).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['project', saved.id] })
      void queryClient.invalidateQueries({ queryKey: ['projects'] })
      void queryClient.invalidateQueries({ queryKey: ['pipeline', saved.id] })
    },
  })
}

export function usePublishProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api<ProjectDetail>(`/project/publish/${id}`, { method: 'PUT' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectDetailQuery(saved.id).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['project', saved.id] })
      void queryClient.invalidateQueries({ queryKey: ['projects'] })
      void queryClient.invalidateQueries({ queryKey: ['pipeline', saved.id] })
    },
  })
}

/** Location templates of a legal entity plus the sites the client's projects use (§2 site address). */
export const savedLocationsQuery = (legalEntityId: number) =>
  queryOptions({
    queryKey: ['locations', legalEntityId],
    queryFn: async ({ signal }) => {
      const [templates, sites] = await Promise.all([
        api<SavedLocation[]>(`/locationTemplate?legalEntityId=${legalEntityId}`, { signal }),
        api<SavedLocation[]>('/project/siteLocations', { signal }),
      ])
      return [...templates, ...sites]
    },
    staleTime: 60_000,
  })
