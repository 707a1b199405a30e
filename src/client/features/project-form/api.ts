import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ProjectDetail,
  ProjectFormInput,
  ProjectTemplate,
  SavedLocation,
} from '../../../shared/contracts/project'
import type { ExtractedJob } from '../../../shared/domain/job-extract'
import { projectDetailQuery } from '../../api/projects'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

export const templatesQuery = queryOptions({
  queryKey: ['project', 'templates'],
  queryFn: ({ signal }) => api<ProjectTemplate[]>('/project/template/listAll', { signal }),
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

/** §8's log line when the client's site locations cannot be read. */
export const SITE_LOCATIONS_FAILED = 'API REQUEST FAILED FOR SITE LOCATIONS'

/** Location templates of a legal entity plus the sites the client's projects use (§2 site address). */
export const savedLocationsQuery = (legalEntityId: number) =>
  queryOptions({
    queryKey: ['locations', legalEntityId],
    queryFn: async ({ signal }) => {
      const [templates, sites] = await Promise.all([
        api<SavedLocation[]>(`/locationTemplate?legalEntityId=${legalEntityId}`, { signal }),
        // §8: a failed site-locations request is logged and the templates still show.
        api<SavedLocation[]>('/project/siteLocations', { signal }).catch((error: unknown) => {
          if (signal.aborted) throw error
          console.error(SITE_LOCATIONS_FAILED, error)
          return [] as SavedLocation[]
        }),
      ])
      return [...templates, ...sites]
    },
    staleTime: 60_000,
  })

/** DELETE project/{id}/template: the template leaves the picker. */
export const deleteTemplate = defineMutation({
  call: (id: number) => api(`/project/${id}/template`, { method: 'DELETE' }),
  invalidates: () => [templatesQuery.queryKey],
})

export type ExtractedJobAnswer = { fields: ExtractedJob; found: string[] }

/** POST project/extract (form field resource): the fields found in a job description; nothing is saved. */
export function extractJob(file: File): Promise<ExtractedJobAnswer> {
  const body = new FormData()
  body.set('resource', file)
  return api<ExtractedJobAnswer>('/project/extract', { method: 'POST', body })
}
