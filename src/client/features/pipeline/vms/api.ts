import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query'
import type {
  BoardResponse,
  NotificationsResponse,
  RecordInterviewRequest,
  RecordOfferRequest,
  SendTaskResult,
  UpdateRatesRequest,
  VmsApplication,
  VmsInterview,
  VmsOffer,
  VmsPreflightResponse,
  VmsRequestDetail,
  VmsRespondResponse,
  VmsSendResponse,
  VmsStatus,
} from '../../../../shared/contracts/vms'
import type { VmsSendMode } from '../../../../shared/domain/vms'
import { pipelineKey } from '../../../api/projects'
import { checkResponse } from '../../../app/check-response'
import { api } from '../../../app/http'
import { defineMutation } from '../../../app/mutation'

/**
 * The vms module's calls (issue 20; §7 projectApplication/upload, {id}/updateRates,
 * vms/interview|offer/{id}/accept|decline). Keys start with ['vms']; an application's VMS part
 * also lives under ['application', id] so the pipeline's refreshes reach it.
 */
const contracts = () => import('../../../../shared/contracts/vms')

export const vmsKeys = {
  application: (appId: number) => ['application', appId, 'vms'] as const,
  request: (id: number) => ['vms', 'request', id] as const,
  board: (projectId: number | null, waitingDays: number) => ['vms', 'board', projectId, waitingDays] as const,
  boards: ['vms', 'board'] as const,
  notifications: ['vms', 'notifications'] as const,
}

export const vmsApplicationQuery = (appId: number) =>
  queryOptions({
    queryKey: vmsKeys.application(appId),
    queryFn: async ({ signal }): Promise<VmsApplication> =>
      checkResponse(
        () => contracts().then((m) => m.vmsApplicationSchema),
        await api(`/vms/application/${appId}`, { signal }),
      ),
  })

export const vmsRequestQuery = (id: number) =>
  queryOptions({
    queryKey: vmsKeys.request(id),
    queryFn: async ({ signal }): Promise<VmsRequestDetail> =>
      checkResponse(
        () => contracts().then((m) => m.vmsRequestDetailSchema),
        await api(`/vms/request/${id}`, { signal }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const vmsBoardQuery = (projectId: number | null, waitingDays: number) =>
  queryOptions({
    queryKey: vmsKeys.board(projectId, waitingDays),
    queryFn: async ({ signal }): Promise<BoardResponse> =>
      checkResponse(
        () => contracts().then((m) => m.boardResponseSchema),
        await api('/vms/board', { signal, query: { projectId: projectId ?? undefined, waitingDays } }),
      ),
    // The board is a live view: what is pending changes while one looks at it.
    refetchInterval: 5000,
  })

export const notificationsQuery = queryOptions({
  queryKey: vmsKeys.notifications,
  queryFn: async ({ signal }): Promise<NotificationsResponse> =>
    checkResponse(
      () => contracts().then((m) => m.notificationsResponseSchema),
      await api('/vms/notifications', { signal }),
    ),
  refetchInterval: 30_000,
})

export const markNotificationsRead = defineMutation({
  call: (ids?: number[]): Promise<void> => api('/vms/notifications/read', { method: 'POST', body: { ids } }),
  invalidates: () => [vmsKeys.notifications],
})

export function sendPreflight(ids: number[], mode: VmsSendMode): Promise<VmsPreflightResponse> {
  return api('/projectApplication/upload/preflight', { method: 'POST', body: { ids, mode } })
}

/**
 * What a send or cancel makes stale: the applications, the boards, and from a pipeline its
 * stage counts only (the list keeps its rows in place, showing the new status written into
 * them); from an application or the board, every pipeline.
 */
type SendTarget = { ids: number[]; projectId?: number }
const afterSend = ({ ids, projectId }: SendTarget): QueryKey[] => [
  projectId === undefined ? ['pipeline'] : [...pipelineKey(projectId), 'stages'],
  ...ids.map((id) => ['application', id]),
  vmsKeys.boards,
]

export const sendToVms = defineMutation({
  call: ({ ids, mode }: SendTarget & { mode: VmsSendMode }): Promise<VmsSendResponse> =>
    api('/projectApplication/upload', { method: 'POST', body: { ids, mode } }),
  invalidates: afterSend,
  // A bulk send fails row by row: what went through changed.
  refreshOn: 'settled',
})

export const cancelSends = defineMutation({
  call: ({ ids }: SendTarget): Promise<Extract<VmsSendResponse, { mode: 'done' }>> =>
    api('/projectApplication/upload/cancel', { method: 'POST', body: { ids } }),
  invalidates: afterSend,
  refreshOn: 'settled',
})

export const updateRates = defineMutation({
  call: ({ id, body }: { id: number; body: UpdateRatesRequest }): Promise<unknown> =>
    api(`/projectApplication/${id}/updateRates`, { method: 'POST', body }),
  invalidates: ({ id }) => [['application', id]],
})

export function sendTaskResult(uuid: string): Promise<SendTaskResult> {
  return api(`/vms/sendTask/${uuid}`)
}

/** Where the sends of these rows stand (asked while some are pending). */
export function vmsStatuses(ids: number[], signal?: AbortSignal): Promise<VmsStatus[]> {
  return api('/vms/statuses', { method: 'POST', body: { ids }, signal })
}

/**
 * Answers, records and closings change the application (status, history, its Client tab) and
 * its row in any pipeline; refreshed also after a failure (the VMS may have taken it meanwhile).
 */
type OnApplication = { applicationId: number }
const afterRecord = ({ applicationId }: OnApplication): QueryKey[] => [
  ['application', applicationId],
  ['pipeline'],
]

export const respond = defineMutation({
  call: (
    v: OnApplication & {
      kind: 'interview' | 'offer'
      id: number
      answer: 'accept' | 'decline'
      reason: string | null
    },
  ): Promise<VmsRespondResponse> =>
    api(`/vms/${v.kind}/${v.id}/${v.answer}`, { method: 'POST', body: { reason: v.reason } }),
  invalidates: afterRecord,
  refreshOn: 'settled',
})

export const recordInterview = defineMutation({
  call: (body: RecordInterviewRequest): Promise<VmsInterview> =>
    api('/vms/interview', { method: 'POST', body }),
  invalidates: afterRecord,
  refreshOn: 'settled',
})

export const recordOffer = defineMutation({
  call: (body: RecordOfferRequest): Promise<VmsOffer> => api('/vms/offer', { method: 'POST', body }),
  invalidates: afterRecord,
  refreshOn: 'settled',
})

export const closeRecord = defineMutation({
  call: (
    v: OnApplication & { kind: 'interview' | 'offer'; id: number; reason: string | null },
  ): Promise<unknown> =>
    api(`/vms/${v.kind}/${v.id}/${v.kind === 'interview' ? 'cancel' : 'withdraw'}`, {
      method: 'POST',
      body: { reason: v.reason },
    }),
  invalidates: afterRecord,
  refreshOn: 'settled',
})

/** The VMS moved an application the Client tab shows: its header, history and rows follow. */
export function refreshMovedApplication(client: QueryClient, appId: number): void {
  void client.invalidateQueries({ queryKey: ['application', appId, 'detail'] })
  void client.invalidateQueries({ queryKey: ['application', appId, 'history'] })
  void client.invalidateQueries({ queryKey: ['pipeline'] })
}

/** The VMS answered for rows of a pipeline (written into them): its counts and those applications follow. */
export function refreshAnsweredRows(
  client: QueryClient,
  keyPrefix: QueryKey,
  rows: readonly { id: number }[],
): void {
  void client.invalidateQueries({ queryKey: [...keyPrefix, 'stages'] })
  for (const row of rows) void client.invalidateQueries({ queryKey: ['application', row.id] })
}
