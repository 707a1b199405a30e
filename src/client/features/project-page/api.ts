import { queryOptions } from '@tanstack/react-query'
import type { ProjectAttachment, ProjectDetail, ProjectHistoryEntry } from '../../../shared/contracts/project'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

export const projectHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'history'],
    queryFn: ({ signal }) => api<ProjectHistoryEntry[]>(`/project/${id}/history`, { signal }),
  })

/** GET project/{id}/attachment */
export const projectAttachmentsQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'attachments'],
    queryFn: ({ signal }) => api<ProjectAttachment[]>(`/project/${id}/attachment`, { signal }),
  })

export type AttachmentChange = { projectId: number } & ({ upload: File } | { remove: string })

/** POST project/{id}/attachment (form field resource) or DELETE .../{attachmentId}; answers the new list. */
export const changeProjectAttachments = defineMutation({
  call: (change: AttachmentChange) => {
    const base = `/project/${change.projectId}/attachment`
    if ('remove' in change) return api<ProjectAttachment[]>(`${base}/${change.remove}`, { method: 'DELETE' })
    const body = new FormData()
    body.set('resource', change.upload)
    return api<ProjectAttachment[]>(base, { method: 'POST', body })
  },
  // The history records the change; the list comes with the answer.
  invalidates: ({ projectId }) => [
    projectAttachmentsQuery(projectId).queryKey,
    projectHistoryQuery(projectId).queryKey,
  ],
})

export type ProjectPartChange = {
  projectId: number
  part: 'positions' | 'timelines'
  body: Record<string, unknown>
}

/** PUT project/{id}/positions or /timelines (§7 project parts): one slice of the form, saved like the form. */
export const saveProjectPart = defineMutation({
  call: ({ projectId, part, body }: ProjectPartChange) =>
    api<ProjectDetail>(`/project/${projectId}/${part}`, { method: 'PUT', body }),
  // The page, its pipeline header (limits) and history, the lists that show the limits.
  invalidates: ({ projectId }) => [['project', projectId], ['pipeline', projectId], ['projects']],
})
