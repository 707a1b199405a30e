import { queryOptions } from '@tanstack/react-query'
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
} from '../../../shared/contracts/vms'
import type { VmsSendMode } from '../../../shared/domain/vms'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

/**
 * The vms module's calls (issue 20; §7 projectApplication/upload, {id}/updateRates,
 * vms/interview|offer/{id}/accept|decline). Keys start with ['vms']; an application's VMS part
 * also lives under ['application', id] so the pipeline's refreshes reach it.
 */
const contracts = () => import('../../../shared/contracts/vms')

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

export function markNotificationsRead(ids?: number[]): Promise<void> {
  return api('/vms/notifications/read', { method: 'POST', body: { ids } })
}

export function sendPreflight(ids: number[], mode: VmsSendMode): Promise<VmsPreflightResponse> {
  return api('/projectApplication/upload/preflight', { method: 'POST', body: { ids, mode } })
}

export function sendToVms(ids: number[], mode: VmsSendMode): Promise<VmsSendResponse> {
  return api('/projectApplication/upload', { method: 'POST', body: { ids, mode } })
}

export function cancelSends(ids: number[]): Promise<Extract<VmsSendResponse, { mode: 'done' }>> {
  return api('/projectApplication/upload/cancel', { method: 'POST', body: { ids } })
}

export function updateRates(id: number, body: UpdateRatesRequest): Promise<unknown> {
  return api(`/projectApplication/${id}/updateRates`, { method: 'POST', body })
}

export function sendTaskResult(uuid: string): Promise<SendTaskResult> {
  return api(`/vms/sendTask/${uuid}`)
}

/** Where the sends of these rows stand (asked while some are pending). */
export function vmsStatuses(ids: number[], signal?: AbortSignal): Promise<VmsStatus[]> {
  return api('/vms/statuses', { method: 'POST', body: { ids }, signal })
}

export function respond(
  kind: 'interview' | 'offer',
  id: number,
  answer: 'accept' | 'decline',
  reason: string | null,
): Promise<VmsRespondResponse> {
  return api(`/vms/${kind}/${id}/${answer}`, { method: 'POST', body: { reason } })
}

export function recordInterview(body: RecordInterviewRequest): Promise<VmsInterview> {
  return api('/vms/interview', { method: 'POST', body })
}

export function recordOffer(body: RecordOfferRequest): Promise<VmsOffer> {
  return api('/vms/offer', { method: 'POST', body })
}

export function closeRecord(
  kind: 'interview' | 'offer',
  id: number,
  reason: string | null,
): Promise<unknown> {
  return api(`/vms/${kind}/${id}/${kind === 'interview' ? 'cancel' : 'withdraw'}`, {
    method: 'POST',
    body: { reason },
  })
}
