import { atom, getDefaultStore } from 'jotai'
import type {
  RecordInterviewRequest,
  RecordOfferRequest,
  VmsPreflightResponse,
  VmsRowFailure,
} from '../../../../shared/contracts/vms'
import type { VmsSendMode } from '../../../../shared/domain/vms'

/*
 * The VMS dialogs are asked for by commands (outside React) and answered by the user: a
 * request waits in an atom until <VmsDialogs> resolves it. One at a time.
 */

export interface SendRequest {
  kind: 'send'
  mode: VmsSendMode
  ids: number[]
  preflight: VmsPreflightResponse
  canEditRates: boolean
}

export interface AnswerRequest {
  kind: 'answer'
  target: 'interview' | 'offer'
  answer: 'accept' | 'decline'
  /** What is answered, in a line ("Interview on 3 Feb, 10:00 · Video call"). */
  summary: string
}

export interface InterviewRequest {
  kind: 'interview'
  applicationId: number
  talentName: string
}

export interface OfferRequest {
  kind: 'offer'
  applicationId: number
  talentName: string
  defaults: { rate: number | null; currency: string; rateUnit: string }
}

export interface CloseRequest {
  kind: 'close'
  target: 'interview' | 'offer'
  summary: string
}

export interface ExchangeRequest {
  kind: 'exchange'
  requestId: number
}

export interface NotificationsRequest {
  kind: 'notifications'
}

export interface ResultRequest {
  kind: 'result'
  title: string
  okCount: number
  failures: (VmsRowFailure & { name: string })[]
}

type Answers = {
  send: number[] | null
  answer: { reason: string | null } | null
  interview: RecordInterviewRequest | null
  offer: RecordOfferRequest | null
  close: { reason: string | null } | null
  exchange: undefined
  notifications: undefined
  result: undefined
}

export type VmsDialogRequest =
  | SendRequest
  | AnswerRequest
  | InterviewRequest
  | OfferRequest
  | CloseRequest
  | ExchangeRequest
  | NotificationsRequest
  | ResultRequest

export type OpenVmsDialog = {
  [K in VmsDialogRequest['kind']]: Extract<VmsDialogRequest, { kind: K }> & {
    resolve: (answer: Answers[K]) => void
  }
}[VmsDialogRequest['kind']]

export const vmsDialogAtom = atom<OpenVmsDialog | null>(null)

const store = getDefaultStore()
const CANCELLED: Answers = {
  send: null,
  answer: null,
  interview: null,
  offer: null,
  close: null,
  exchange: undefined,
  notifications: undefined,
  result: undefined,
}

export function askVmsDialog<R extends VmsDialogRequest>(request: R): Promise<Answers[R['kind']]> {
  const previous = store.get(vmsDialogAtom)
  if (previous) (previous.resolve as (answer: unknown) => void)(CANCELLED[previous.kind])
  return new Promise((resolve) => {
    const open = {
      ...request,
      resolve: (answer: Answers[R['kind']]) => {
        if (store.get(vmsDialogAtom) === open) store.set(vmsDialogAtom, null)
        resolve(answer)
      },
    } as unknown as OpenVmsDialog
    store.set(vmsDialogAtom, open)
  })
}

export function cancelVmsDialog(): void {
  const open = store.get(vmsDialogAtom)
  if (open) (open.resolve as (answer: unknown) => void)(CANCELLED[open.kind])
}
