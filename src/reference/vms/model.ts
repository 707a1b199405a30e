/**
 * The reference VMS's own data: the client's requisitions and what suppliers submitted to
 * them, with the interviews, offers and events that follow (docs/vms-protocol.md). Plain
 * records; `store.ts` keeps them and writes every change to its log.
 */

export interface Rate {
  amount: number
  currency: string
  unit: string
}

export interface Requisition {
  id: string
  title: string
  status: 'open' | 'closed'
  /** The highest bill rate the client accepts (in the requisition's currency and unit). */
  rateMax: number | null
  currency: string
  unit: string
  /** -1: unlimited. */
  maxSubmissions: number
  requiresCv: boolean
}

/** How the client treats a submission (see scenario.ts). */
export type Plan = 'hire' | 'reject' | 'fail' | 'confirm'

export type SubmissionStatus = 'received' | 'sent_to_client' | 'failed' | 'rejected' | 'hired' | 'withdrawn'

export interface Candidate {
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  countryCode: string | null
  city: string | null
  title: string | null
  availableFrom: string | null
}

export interface Submission {
  id: string
  /** The supplier's idempotency key of the request that created it (our externalRef). */
  externalRef: string
  requisitionId: string
  candidate: Candidate
  rate: Rate | null
  answers: { question: string; answer: string }[]
  submittedBy: { name: string; email: string } | null
  cv: { fileName: string; size: number; sha256: string } | null
  status: SubmissionStatus
  message: string | null
  plan: Plan
  /** The scenario's next step and when it is due (ms since epoch); null when it waits for the talent. */
  step: string | null
  dueAt: number | null
  createdAt: string
  updatedAt: string
}

export interface Interview {
  id: string
  submissionId: string
  status: 'uc' | 'cf' | 'can' | 'sf'
  startsAt: string
  endsAt: string
  location: string
  meetingUrl: string | null
  talentResponse: 'pending' | 'accepted' | 'declined'
  message: string | null
}

export interface Offer {
  id: string
  submissionId: string
  status: 'cre' | 'acc' | 'rej' | 'can'
  rate: Rate | null
  startDate: string
  message: string | null
}

export interface VmsEventRecord {
  id: string
  sequence: number
  occurredAt: string
  submissionId: string
  externalRef: string
  type: 'submission.status' | 'interview' | 'offer'
  data: Record<string, unknown>
}

/** The stored answer to an idempotency key (docs §2 "Idempotency"). */
export interface IdempotencyRecord {
  key: string
  bodyHash: string
  status: number
  body: unknown
}

export interface ApiErrorBody {
  error: { code: string; message: string }
}

export const apiError = (code: string, message: string): ApiErrorBody => ({ error: { code, message } })
