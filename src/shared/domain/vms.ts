import type { ApplicationStatusCode } from './statuses'

/**
 * Rules of sending candidates to the client's VMS and of what comes back (issue 20; spec §2
 * send to / re-send to / cancel sending to VMS, §4 statuses sp, sf, s2c, rv, h and the VMS
 * interview and offer statuses). Pure: the server enforces them, the client greys out with them.
 */

/**
 * A submission's way: queued (in the outbox) → sending (a dispatcher holds it) → accepted
 * (the VMS took it) → confirmed (sent to client) → closed (the client answered: rejected or
 * hired). failed: refused by the VMS or given up; withdrawing → cancelled: the recruiter
 * cancelled it; superseded: a re-send replaced it.
 */
export const VMS_SUBMISSION_STATES = [
  'queued',
  'sending',
  'accepted',
  'confirmed',
  'closed',
  'failed',
  'withdrawing',
  'cancelled',
  'superseded',
] as const
export type VmsSubmissionState = (typeof VMS_SUBMISSION_STATES)[number]

/** States in which an application has a submission under way or with the client. */
export const LIVE_SUBMISSION_STATES: readonly VmsSubmissionState[] = [
  'queued',
  'sending',
  'accepted',
  'confirmed',
  'withdrawing',
]

/** Why a row cannot be sent (i18n keys; preflight and per-row results). */
export const VMS_REASONS = {
  unknown: 'msp.v2.pipeline.reason.unknown',
  legalEntity: 'msp.v2.pipeline.reason.legal.entity',
  noVms: 'msp.v2.vms.reason.no.vms',
  notConnected: 'msp.v2.vms.reason.not.connected',
  noRequisition: 'msp.v2.vms.reason.no.requisition',
  status: 'msp.v2.vms.reason.status',
  maxSubmissions: 'msp.v2.vms.reason.max.submissions',
  rateMissing: 'msp.v2.vms.reason.rate.missing',
  rateRange: 'msp.v2.vms.reason.rate.range',
  screening: 'msp.v2.vms.reason.screening',
  duplicate: 'msp.v2.vms.reason.duplicate',
  notChanged: 'msp.v2.vms.reason.not.changed',
  notPending: 'msp.v2.vms.reason.not.pending',
  inFlight: 'msp.v2.vms.reason.in.flight',
  talentInactive: 'msp.v2.vms.reason.talent.inactive',
} as const

/** Statuses a first send starts from. */
export const SENDABLE_STATUSES: readonly ApplicationStatusCode[] = ['a']
/** Re-send: a failed send, a pending one (send now, same submission), or a changed one with the client. */
export const RESENDABLE_STATUSES: readonly ApplicationStatusCode[] = ['sf', 'sp', 's2c']
/**
 * Applications that count against the project's maxSubmissions: the pipeline header's "sent
 * to client" (the send-to-VMS and hired stages), so the preflight and the header agree.
 */
export const SUBMITTED_STATUSES: readonly ApplicationStatusCode[] = ['sp', 's2c', 'sf', 'h']

/** Earlier representations of a person to a requisition (the client saw, or will see, them). */
export const REPRESENTED_STATUSES: readonly ApplicationStatusCode[] = ['sp', 's2c', 'h', 'rv']

export type VmsSendMode = 'send' | 'resend'

/** The §4 status an application takes on a VMS submission status; null: it stays as it is. */
export function statusOfVmsSubmission(
  status: 'sent_to_client' | 'failed' | 'rejected' | 'hired' | 'withdrawn',
): ApplicationStatusCode | null {
  switch (status) {
    case 'sent_to_client':
      return 's2c'
    case 'failed':
      return 'sf'
    case 'rejected':
      return 'rv'
    case 'hired':
      return 'h'
    case 'withdrawn':
      return null
  }
}

/** A project's submissions left before maxSubmissions (-1: unlimited → Infinity). */
export function submissionsLeft(maxSubmissions: number, sentCount: number): number {
  return maxSubmissions < 0 ? Number.POSITIVE_INFINITY : Math.max(0, maxSubmissions - sentCount)
}

/** The rate against the project's range; null when inside it (or the project sets no bound). */
export function rateProblem(
  rate: number | null,
  min: number | null,
  max: number | null,
): 'missing' | 'below' | 'above' | null {
  if (rate === null || !Number.isFinite(rate) || rate <= 0) return 'missing'
  if (min !== null && rate < min) return 'below'
  if (max !== null && rate > max) return 'above'
  return null
}

/** VMS interview statuses (§4): unconfirmed, confirmed, cancelled, sending failed. */
export const INTERVIEW_OPEN: ReadonlySet<string> = new Set(['uc', 'cf'])
/** Offer statuses (§4): created is the only open one. */
export const OFFER_OPEN: ReadonlySet<string> = new Set(['cre'])

export type TalentResponse = 'pending' | 'accepted' | 'declined'

/** Whether the recruiter may still answer an interview on the talent's behalf. */
export function interviewAnswerable(i: { status: string; talentResponse: TalentResponse }): boolean {
  return INTERVIEW_OPEN.has(i.status) && i.talentResponse === 'pending'
}

export function offerAnswerable(o: { status: string; talentResponse: TalentResponse }): boolean {
  return OFFER_OPEN.has(o.status) && o.talentResponse === 'pending'
}

/** Sync board: applications waiting for the client longer than this many days are listed. */
export const DEFAULT_WAITING_DAYS = 5
