/**
 * The port to a client's vendor management system (VMS), where a recruiter's candidates are
 * submitted and the client's answers come from (spec §1 "send candidates to a VMS", §3
 * legal-entity VMS type, §4 application statuses sp / sf / s2c / rv / h, VMS interview and
 * offer statuses). A driver speaks one VMS protocol (docs/vms-protocol.md); the vms module owns
 * the outbox of submissions, the mapping of events to the pipeline and the audit trail per
 * application. A driver never touches the database.
 */

export interface VmsRate {
  amount: number
  currency: string
  unit: string
}

/** What the MSP sends for one application: the candidate as the VMS needs it. */
export interface VmsSubmission {
  /** Ours, stable across retries: the VMS must treat a repeated key as the same submission. */
  idempotencyKey: string
  /** The client's requisition in the VMS (the project's VMS job id). */
  requisitionId: string
  /** The VMS's id of an earlier submission of this application this one replaces (a re-send). */
  supersedes: string | null
  candidate: {
    firstName: string
    lastName: string
    email: string | null
    phone: string | null
    /** ISO 3166-1 alpha-2. */
    countryCode: string | null
    city: string | null
    title: string | null
    availableFrom: string | null
  }
  rate: VmsRate | null
  answers: ReadonlyArray<{ question: string; answer: string }>
  /** The recruiter who submits (the VMS shows it as the supplier contact). */
  submittedBy: { name: string; email: string }
}

/** The CV as PDF, sent beside the submission. */
export interface VmsDocument {
  fileName: string
  bytes: Uint8Array
}

/** One HTTP exchange as it went over the wire: kept verbatim per attempt (the audit trail). */
export interface VmsExchange {
  method: string
  url: string
  /** The request body as sent (JSON text; a file part is described in `files`). */
  requestBody: string
  files?: ReadonlyArray<{ part: string; fileName: string; size: number; sha256: string }>
  /** 0 when no answer came (timeout, connection refused or reset). */
  status: number
  responseBody: string
  durationMs: number
}

export type VmsSubmitResult = (
  | { outcome: 'accepted'; vmsSubmissionId: string; replayed: boolean }
  /** The VMS refused the submission: `message` is its text, shown verbatim to the recruiter. */
  | { outcome: 'rejected'; message: string }
  /** Timeouts, 5xx, 429, connection errors: the same submission (same key) may be tried again. */
  | { outcome: 'retry'; message: string; retryAfterMs?: number }
) & { exchange: VmsExchange | null }

/** Outcome of a call that changes something on the VMS side (withdraw, respond). */
export type VmsCallResult = (
  | { outcome: 'done' }
  | { outcome: 'rejected'; message: string }
  | { outcome: 'retry'; message: string; retryAfterMs?: number }
) & { exchange: VmsExchange | null }

export type VmsSubmissionStatus = 'sent_to_client' | 'failed' | 'rejected' | 'hired' | 'withdrawn'

/** Something that happened on the client's side, as the VMS reports it (webhook or polling). */
export interface VmsEvent {
  /** The VMS's own id of the event: applied once, whatever order and however often it arrives. */
  eventId: string
  /** Increases with every event of the VMS: the later of two events about one object wins. */
  sequence: number
  occurredAt: string
  vmsSubmissionId: string
  /** Our idempotency key of the submission: maps events whose submit answer was lost. */
  externalRef: string | null
  kind:
    | { type: 'submission.status'; status: VmsSubmissionStatus; message?: string }
    | {
        type: 'interview'
        interviewId: string
        status: 'can' | 'cf' | 'sf' | 'uc'
        startsAt: string | null
        endsAt: string | null
        location: string | null
        meetingUrl: string | null
        /** The talent's answer as the VMS knows it. */
        talentResponse: 'pending' | 'accepted' | 'declined'
        message?: string
      }
    | {
        type: 'offer'
        offerId: string
        status: 'acc' | 'can' | 'cre' | 'rej'
        rate: VmsRate | null
        startDate: string | null
        message?: string
      }
    /** A type this driver does not know, or data it could not read: kept, listed as unmapped. */
    | { type: 'unknown'; raw: unknown }
}

export interface VmsDriver {
  submit(submission: VmsSubmission, cv: VmsDocument | null, signal?: AbortSignal): Promise<VmsSubmitResult>
  /** Withdraws a submission the client has not answered yet. */
  withdraw(vmsSubmissionId: string, reason: string, signal?: AbortSignal): Promise<VmsCallResult>
  /** Events after the cursor (polling, the fallback when webhooks are lost). */
  fetchEvents(
    cursor: string | null,
    signal?: AbortSignal,
  ): Promise<{ events: VmsEvent[]; cursor: string | null }>
  /** Checks a webhook's signature and replay window; the parsed events when it is genuine. */
  verifyWebhook(headers: Headers, rawBody: Uint8Array, now: Date): VmsEvent[] | null
  /** Answers the client's interview or offer on the talent's behalf. */
  respond(
    target: { kind: 'interview' | 'offer'; id: string },
    answer: 'accept' | 'decline',
    reason: string | null,
    signal?: AbortSignal,
  ): Promise<VmsCallResult>
}
