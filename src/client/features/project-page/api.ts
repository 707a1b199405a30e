import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PipelineStagesResponse, ProjectsActionResponse } from '../../../shared/contracts/pipeline'
import type { ProjectHistoryEntry } from '../../../shared/contracts/project'
import type { ProjectStatus } from '../../../shared/domain/statuses'
import { api } from '../../app/http'

export const projectHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'history'],
    queryFn: ({ signal }) => api<ProjectHistoryEntry[]>(`/project/${id}/history`, { signal }),
  })

/** The pipeline header carries what the status menu needs (allowed targets, delete rule, counts). */
export const projectHeaderQuery = (id: number) =>
  queryOptions({
    queryKey: ['pipeline', id, 'stages'],
    queryFn: ({ signal }) => api<PipelineStagesResponse>(`/project/${id}/pipeline/stages`, { signal }),
  })

/** Refreshes everything that shows a project after one of its actions. */
function useRefreshProject() {
  const queryClient = useQueryClient()
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: ['project', id] })
    void queryClient.invalidateQueries({ queryKey: ['pipeline', id] })
    void queryClient.invalidateQueries({ queryKey: ['projects'] })
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
  }
}

export function useChangeProjectStatus(id: number) {
  const refresh = useRefreshProject()
  return useMutation({
    mutationFn: (body: { status: ProjectStatus; reasonForClosing?: string }) =>
      api(`/project/${id}/status`, { method: 'PUT', body }),
    onSuccess: () => refresh(id),
  })
}

export function useDeleteProject(id: number) {
  const refresh = useRefreshProject()
  return useMutation({
    mutationFn: () => api<ProjectsActionResponse>('/projects', { method: 'DELETE', body: { ids: [id] } }),
    onSuccess: () => refresh(id),
  })
}
