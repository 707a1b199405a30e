import { queryOptions } from '@tanstack/react-query'
import type { PipelineStagesResponse, ProjectsActionResponse } from '../../shared/contracts/pipeline'
import type { ProjectDetail } from '../../shared/contracts/project'
import type { ProjectSearchResponse } from '../../shared/contracts/project-search'
import type { ProjectStatus } from '../../shared/domain/statuses'
import { toApiError } from '../app/api-error'
import { checkResponse } from '../app/check-response'
import { api } from '../app/http'
import { defineMutation } from '../app/mutation'

/*
 * A project as several screens show it (the pipeline, the project page and form, the project
 * list, the dashboard) and the changes all of them offer: status, publish, delete. Every
 * project query key starts with ['project', id] or ['pipeline', id]; the lists with
 * ['projects'] and the counts with ['dashboard'].
 */

/** Every pipeline query key of a project starts with this, so one invalidation refreshes its screen. */
export const pipelineKey = (projectId: number) => ['pipeline', projectId] as const

/** GET project/{id}/pipeline/stages: the project's header (status targets, delete rule, counts) and stages. */
export const pipelineStagesQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...pipelineKey(projectId), 'stages'],
    queryFn: async ({ signal }): Promise<PipelineStagesResponse> =>
      checkResponse(
        () => import('../../shared/contracts/pipeline').then((m) => m.pipelineStagesResponseSchema),
        await api(`/project/${projectId}/pipeline/stages`, { signal }),
      ),
  })

/** GET project/{id}: the form's fields and the project's state. */
export const projectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'detail'],
    queryFn: ({ signal }) => api<ProjectDetail>(`/project/${id}`, { signal }),
  })

/** §5: active projects that take applications and invitations, for the pickers. */
export const openProjectsQuery = queryOptions({
  queryKey: ['projects', 'open'],
  queryFn: ({ signal }) =>
    api<ProjectSearchResponse>('/search/project/query', {
      method: 'POST',
      signal,
      body: { filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }], size: 200 },
    }),
  staleTime: 60_000,
})

/** What a change to these projects makes stale: their pages and pipelines, the lists, the counts. */
const staleAfterProjectChange = (ids: readonly number[]) => [
  ...ids.flatMap((id) => [
    ['project', id],
    ['pipeline', id],
  ]),
  ['projects'],
  ['dashboard'],
]

export interface ProjectStatusChange {
  projectIds: readonly number[]
  status: ProjectStatus
  reasonForClosing?: string
  /** The project list's run: a project that refuses (4xx) is counted, the others still change. */
  keepGoing?: boolean
}

/**
 * §4 change project status (PUT project/{id}/status), for one project (the pipeline, the
 * project page) or the selected ones (the project list). A refusal throws, unless
 * `keepGoing`: then the projects that refused (a 4xx each) are answered; a server error
 * stops the run either way.
 */
export const changeProjectStatus = defineMutation({
  call: async ({ projectIds, status, reasonForClosing, keepGoing }: ProjectStatusChange) => {
    const body = { status, ...(status === 'CLOSED' && reasonForClosing ? { reasonForClosing } : {}) }
    const refused: { projectId: number; error: unknown }[] = []
    for (const projectId of projectIds) {
      try {
        await api(`/project/${projectId}/status`, { method: 'PUT', body })
      } catch (error) {
        if (!keepGoing || toApiError(error).status >= 500) throw error
        refused.push({ projectId, error })
      }
    }
    return { refused }
  },
  invalidates: ({ projectIds }) => staleAfterProjectChange(projectIds),
})

/** DELETE projects (§5: only projects not visible to freelancers, with JOB_MANAGE_DELETE). */
export const deleteProjects = defineMutation({
  call: (projectIds: readonly number[]) =>
    api<ProjectsActionResponse>('/projects', { method: 'DELETE', body: { ids: projectIds } }),
  // Deleted projects keep their data with status DELETED: their pages show that.
  invalidates: (projectIds) => staleAfterProjectChange(projectIds),
})

/** PUT project/publish/{id}: the project becomes visible to talents. */
export const publishProject = defineMutation({
  call: (id: number) => api<ProjectDetail>(`/project/publish/${id}`, { method: 'PUT' }),
  invalidates: (id) => staleAfterProjectChange([id]),
})
