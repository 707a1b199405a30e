/**
 * The port to a client's vendor management system (VMS), where a recruiter's candidates are
 * submitted and the client's answers come from (spec §1 "send candidates to a VMS", §3
 * legal-entity VMS type, §4 application statuses sp / sf / s2c / rv / h, VMS interview and
 * offer statuses). A driver speaks one VMS protocol; the vms module owns the outbox of
 * submissions, the mapping of events to the pipeline and the audit trail per application.
 */

/** What the MSP sends for one application: the candidate as the VMS needs it. */
export interface VmsSubmission {
  /** Ours, stable across retries: the VMS must treat a repeated key as the same submission. */
  idempotencyKey: string
  /** The client's requisition in the VMS (the project's VMS job id). */
  requisitionId: string
  candidate: {
    firstName: string
    lastName: string
    email: string | null
    phone: string | null
    /** ISO 3166-1 alpha-2. */
    countryCode: string | null
    availableFrom: string | null
  }
  rate: { amount: number; currency: string; unit: string } | null
  /** The CV as PDF. */
  cv: { fileName: string; bytes: Uint8Array } | null
  answers: ReadonlyArray<{ question: string; answer: string }>
}

export type VmsSubmitResult =
  | { outcome: 'accepted'; vmsSubmissionId: string }
  | { outcome: 'rejected'; message: string }
  /** Timeouts, 5xx, 429: the same submission (same idempotency key) may be tried again later. */
  | { outcome: 'retry'; message: string; retryAfterMs?: number }

/** Something that happened on the client's side, as the VMS reports it (webhook or polling). */
export interface VmsEvent {
  /** The VMS's own id of the event: applied once, whatever order and however often it arrives. */
  eventId: string
  occurredAt: string
  vmsSubmissionId: string
  kind:
    | { type: 'submission.status'; status: 'sent_to_client' | 'rejected' | 'hired'; message?: string }
    | {
        type: 'interview'
        interviewId: string
        status: 'can' | 'cf' | 'sf' | 'uc'
        startsAt?: string
        endsAt?: string
        location?: string
      }
    | {
        type: 'offer'
        offerId: string
        status: 'acc' | 'can' | 'cre' | 'rej'
        rate?: { amount: number; currency: string; unit: string }
      }
}

export interface VmsDriver {
  submit(submission: VmsSubmission, signal?: AbortSignal): Promise<VmsSubmitResult>
  /** Withdraws a submission the client has not answered yet. */
  cancel(vmsSubmissionId: string, signal?: AbortSignal): Promise<void>
  /** Events after the cursor (polling, the fallback when webhooks are lost). */
  fetchEvents(
    cursor: string | null,
    signal?: AbortSignal,
  ): Promise<{ events: VmsEvent[]; cursor: string | null }>
  /** Checks a webhook's signature and replay window; the parsed events when it is genuine. */
  verifyWebhook(headers: Headers, rawBody: Uint8Array): Promise<VmsEvent[] | null>
  /** Answers the client's interview or offer on the talent's behalf. */
  respond(
    target: { kind: 'interview' | 'offer'; id: string },
    answer: 'accept' | 'decline',
    reason?: string,
  ): Promise<void>
}
