import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { QueueResponse } from '../../../shared/contracts/analytics'
import type {
  ApplicationActionResponse,
  ApplicationSearchResponse,
  ApplicationStage,
  BulkActionRequest,
  BulkActionResponse,
  PipelineStagesResponse,
  PreflightResponse,
  ProjectsActionResponse,
  UndoResponse,
} from '../../../shared/contracts/pipeline'
import type { SingleCallActionName } from '../../../shared/domain/pipeline'
import type { ApplicationStatusCode, ProjectStatus } from '../../../shared/domain/statuses'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

/** Rows per request of the applications table (infinite loading). */
export const APPLICATION_PAGE_SIZE = 100

const contracts = () => import('../../../shared/contracts/pipeline')

/** Every pipeline query key starts with this, so one invalidation refreshes a project's screen. */
export const pipelineKey = (projectId: number) => ['pipeline', projectId] as const

/** GET project/{id}/pipeline/stages: header, stage menu and counts. */
export const pipelineStagesQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...pipelineKey(projectId), 'stages'],
    queryFn: async ({ signal }): Promise<PipelineStagesResponse> =>
      checkResponse(
        () => contracts().then((m) => m.pipelineStagesResponseSchema),
        await api(`/project/${projectId}/pipeline/stages`, { signal }),
      ),
  })

export interface ApplicationListParams {
  projectId: number
  stage: ApplicationStage
  labelId?: number
  /** Talent name search. */
  query: string
}

/** POST search/projectApplication/query, a page of APPLICATION_PAGE_SIZE rows at a time. */
export const applicationListQuery = (params: ApplicationListParams) =>
  infiniteQueryOptions({
    queryKey: [
      ...pipelineKey(params.projectId),
      'applications',
      params.stage,
      params.labelId ?? null,
      params.query,
    ],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ApplicationSearchResponse> =>
      checkResponse(
        () => contracts().then((m) => m.applicationSearchResponseSchema),
        await api('/search/projectApplication/query', {
          method: 'POST',
          signal,
          body: {
            projectId: params.projectId,
            stage: params.stage,
            labelId: params.labelId,
            query: params.query,
            // §7: name search over active talents, sorted by last pipeline update then id.
            filters: params.query ? { active_freelancers_only: true } : {},
            sort: [
              { field: 'msp_pipeline_last_updated', order: 'asc' },
              { field: 'id', order: 'asc' },
            ],
            offset: pageParam,
            size: APPLICATION_PAGE_SIZE,
          },
        }),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
  })

export interface MspOption {
  id: number
  firstName: string
  lastName: string
  email?: string
}

/** GET msp/listAllForClient: recruiters an application can be allocated to. */
export const mspListQuery = queryOptions({
  queryKey: ['msp', 'listAllForClient'],
  queryFn: ({ signal }) => api<MspOption[]>('/msp/listAllForClient', { signal }),
  staleTime: 5 * 60_000,
})

export type SingleAction = SingleCallActionName

export interface SingleActionInput {
  action: SingleAction
  id: number
  labelId?: number
  mspId?: number
}

/** The §7 calls of one application. */
export function runSingleAction(input: SingleActionInput): Promise<ApplicationActionResponse> {
  const { action, id } = input
  switch (action) {
    case 'reject':
      return api('/projectApplication/reject', { method: 'POST', body: { ids: [id] } })
    case 'reactivate':
    case 'hire':
    case 'unhire':
      return api(`/projectApplication/${id}/${action}`, { method: 'PUT' })
    case 'addLabel':
    case 'removeLabel':
      return api(`/projectApplication/${action}`, {
        method: 'POST',
        body: { applicationIds: [id], labelId: input.labelId },
      })
    case 'allocate':
      return api(`/projectApplication/${id}/allocate`, { method: 'PUT', body: { mspId: input.mspId } })
  }
}

export function bulkPreflight(body: BulkActionRequest): Promise<PreflightResponse> {
  return api('/projectApplication/bulk/preflight', { method: 'POST', body })
}

export function bulkRun(body: BulkActionRequest): Promise<BulkActionResponse> {
  return api('/projectApplication/bulk', { method: 'POST', body })
}

export interface AcceptAndRejectBody {
  projectId: number
  stage: ApplicationStage
  labelId?: number
  acceptIds: number[]
}

export function acceptAndRejectPreflight(body: AcceptAndRejectBody): Promise<PreflightResponse> {
  return api('/projectApplication/bulk/acceptAndReject/preflight', { method: 'POST', body })
}

export function acceptAndRejectRun(body: AcceptAndRejectBody): Promise<BulkActionResponse> {
  return api('/projectApplication/bulk/acceptAndReject', { method: 'POST', body })
}

/** POST projectApplication/undo: restores status, stage and labels (a task when large). */
export function undoAction(undoToken: string): Promise<UndoResponse> {
  return api('/projectApplication/undo', { method: 'POST', body: { undoToken } })
}

export function changeProjectStatus(
  projectId: number,
  status: ProjectStatus,
  reasonForClosing?: string,
): Promise<unknown> {
  return api(`/project/${projectId}/status`, { method: 'PUT', body: { status, reasonForClosing } })
}

export function deleteProject(projectId: number): Promise<ProjectsActionResponse> {
  return api('/projects', { method: 'DELETE', body: { ids: [projectId] } })
}

/** Every cross-project work-queue query key starts with this (actions refresh them all). */
export const QUEUE_KEY = ['pipeline', 'queue'] as const

/** POST queue/applications: one stage across every project of the user, a page at a time. */
export interface QueueFilter {
  /** Only what has not moved for more than this many days. */
  olderThanDays?: number
  /** Only these statuses (sf: the VMS send failed). */
  statuses?: ApplicationStatusCode[]
}

export const queueListQuery = (stage: ApplicationStage, filter: QueueFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...QUEUE_KEY, stage, filter],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<QueueResponse> =>
      checkResponse(
        () => import('../../../shared/contracts/analytics').then((m) => m.queueResponseSchema),
        await api('/queue/applications', {
          method: 'POST',
          signal,
          body: { stage, ...filter, offset: pageParam, size: APPLICATION_PAGE_SIZE },
        }),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
  })
