import { infiniteQueryOptions } from '@tanstack/react-query'
import type { QueueResponse } from '../../../shared/contracts/analytics'
import type {
  ApplicationActionResponse,
  ApplicationSearchResponse,
  ApplicationStage,
  BulkActionRequest,
  BulkActionResponse,
  PreflightResponse,
} from '../../../shared/contracts/pipeline'
import type { SingleCallActionName } from '../../../shared/domain/pipeline'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import { pipelineKey } from '../../api/projects'
import { TASKS_NOW_KEY } from '../../api/tasks'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'
import type { AssessmentFilterValue } from './assessments/filter'

/** Rows per request of the applications table (infinite loading). */
export const APPLICATION_PAGE_SIZE = 100

const contracts = () => import('../../../shared/contracts/pipeline')

export interface ApplicationListParams {
  projectId: number
  stage: ApplicationStage
  labelId?: number
  /** Talent name search. */
  query: string
  /** Only applications with an assessment in this state / scoring at least this (issue 24 §3). */
  assessment?: AssessmentFilterValue
}

/** The list a stage's pages read (the request without offset and size); "next unseen" asks about the same. */
export const applicationListBody = (params: ApplicationListParams) => ({
  projectId: params.projectId,
  stage: params.stage,
  labelId: params.labelId,
  query: params.query,
  // §7: name search over active talents, sorted by last pipeline update then id.
  filters: {
    ...(params.query ? { active_freelancers_only: true } : {}),
    ...(params.assessment ? { assessment: params.assessment } : {}),
  },
  sort: [
    { field: 'msp_pipeline_last_updated' as const, order: 'asc' as const },
    { field: 'id' as const, order: 'asc' as const },
  ],
})

/** `size` rows of a stage from `offset` (the table's pages, and a jump further down the list). */
export const fetchApplicationPage = async (
  params: ApplicationListParams,
  offset: number,
  size: number,
  signal?: AbortSignal,
): Promise<ApplicationSearchResponse> =>
  checkResponse(
    () => contracts().then((m) => m.applicationSearchResponseSchema),
    await api('/search/projectApplication/query', {
      method: 'POST',
      signal,
      body: { ...applicationListBody(params), offset, size },
    }),
  )

/** POST search/projectApplication/query, a page of APPLICATION_PAGE_SIZE rows at a time. */
export const applicationListQuery = (params: ApplicationListParams) =>
  infiniteQueryOptions({
    queryKey: [
      ...pipelineKey(params.projectId),
      'applications',
      params.stage,
      params.labelId ?? null,
      params.query,
      params.assessment ?? null,
    ],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchApplicationPage(params, pageParam, APPLICATION_PAGE_SIZE, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
  })

export type SingleAction = SingleCallActionName

export interface SingleActionInput {
  /** The application's project, whose pipeline refreshes afterwards. */
  projectId: number
  action: SingleAction
  id: number
  labelId?: number
  mspId?: number
  /** reject: which email goes out (default template when absent) and the reason label. */
  email?: BulkActionRequest['email']
  reasonLabelId?: number
}

/** What an action on a project's applications makes stale: its pipeline, the open details, the counts. */
const staleAfterApplicationChange = (projectId: number) => [
  pipelineKey(projectId),
  QUEUE_KEY,
  ['application'],
  ['dashboard'],
]

/** The §7 calls of one application. */
function callSingleAction(input: SingleActionInput): Promise<ApplicationActionResponse> {
  const { action, id } = input
  switch (action) {
    case 'reject':
      return api('/projectApplication/reject', {
        method: 'POST',
        body: { ids: [id], email: input.email, reasonLabelId: input.reasonLabelId },
      })
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

export const applicationAction = defineMutation({
  call: callSingleAction,
  invalidates: (input) => staleAfterApplicationChange(input.projectId),
})

/** PUT projectApplication/{id}: deletes an application never sent to the client nor hired (§7). */
export const deleteApplication = defineMutation({
  call: (input: { projectId: number; id: number }) =>
    api<{ id: number }>(`/projectApplication/${input.id}`, { method: 'PUT' }),
  invalidates: (input) => staleAfterApplicationChange(input.projectId),
})

/** POST projectApplication/rejectPending: rejects every unconfirmed application of the project. */
export const rejectPendingApplications = defineMutation({
  call: (projectId: number) =>
    api<BulkActionResponse>('/projectApplication/rejectPending', { method: 'POST', body: { projectId } }),
  invalidates: (projectId, result) => [
    ...staleAfterApplicationChange(projectId),
    ...(result?.mode === 'task' ? [TASKS_NOW_KEY] : []),
  ],
})

/** What would fail, before anything changes (§2 flow step START). */
export function bulkPreflight(body: BulkActionRequest): Promise<PreflightResponse> {
  return api('/projectApplication/bulk/preflight', { method: 'POST', body })
}

/** POST projectApplication/bulk: the action on several applications (a background task when large). */
export const bulkApplicationAction = defineMutation({
  call: (body: BulkActionRequest) =>
    api<BulkActionResponse>('/projectApplication/bulk', { method: 'POST', body }),
  invalidates: (body, result) => [
    ...staleAfterApplicationChange(body.projectId),
    ...(result?.mode === 'task' ? [TASKS_NOW_KEY] : []),
  ],
})

export interface AcceptAndRejectBody {
  projectId: number
  stage: ApplicationStage
  labelId?: number
  acceptIds: number[]
}

export function acceptAndRejectPreflight(body: AcceptAndRejectBody): Promise<PreflightResponse> {
  return api('/projectApplication/bulk/acceptAndReject/preflight', { method: 'POST', body })
}

/** §2 "accept selected and reject unselected" over a stage (and label). */
export const acceptAndReject = defineMutation({
  call: (body: AcceptAndRejectBody) =>
    api<BulkActionResponse>('/projectApplication/bulk/acceptAndReject', { method: 'POST', body }),
  invalidates: (body, result) => [
    ...staleAfterApplicationChange(body.projectId),
    ...(result?.mode === 'task' ? [TASKS_NOW_KEY] : []),
  ],
})

/** Every cross-project work-queue query key starts with this (actions refresh them all). */
export const QUEUE_KEY = ['pipeline', 'queue'] as const

/** POST queue/applications: one stage across every project of the user, a page at a time. */
export interface QueueFilter {
  /** Only what has not moved for more than this many days. */
  olderThanDays?: number
  /** Only these statuses (sf: the VMS send failed). */
  statuses?: ApplicationStatusCode[]
}

/** `size` rows of the work queue from `offset`. */
export const fetchQueuePage = async (
  stage: ApplicationStage,
  filter: QueueFilter,
  offset: number,
  size: number,
  signal?: AbortSignal,
): Promise<QueueResponse> =>
  checkResponse(
    () => import('../../../shared/contracts/analytics').then((m) => m.queueResponseSchema),
    await api('/queue/applications', { method: 'POST', signal, body: { stage, ...filter, offset, size } }),
  )

export const queueListQuery = (stage: ApplicationStage, filter: QueueFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...QUEUE_KEY, stage, filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchQueuePage(stage, filter, pageParam, APPLICATION_PAGE_SIZE, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
  })
