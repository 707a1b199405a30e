import type { VmsEvent, VmsRate } from '../port'

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

function rateOf(v: unknown): VmsRate | null {
  if (!v || typeof v !== 'object') return null
  const r = v as Record<string, unknown>
  return typeof r.amount === 'number' && typeof r.currency === 'string' && typeof r.unit === 'string'
    ? { amount: r.amount, currency: r.currency, unit: r.unit }
    : null
}

const SUBMISSION_STATUSES = ['sent_to_client', 'failed', 'rejected', 'hired', 'withdrawn'] as const
const INTERVIEW_STATUSES = ['can', 'cf', 'sf', 'uc'] as const
const OFFER_STATUSES = ['acc', 'can', 'cre', 'rej'] as const
const RESPONSES = ['pending', 'accepted', 'declined'] as const

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null =>
  list.includes(v as T) ? (v as T) : null

/**
 * One event of docs/vms-protocol.md §3 as the port's VmsEvent. What cannot be read keeps its
 * id (when it has one) and becomes `unknown`: stored and listed as unmapped, never dropped.
 */
export function parseVmsEvent(raw: unknown): VmsEvent {
  const e = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const d = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>
  const base = {
    eventId: str(e.id) ?? `unidentified:${JSON.stringify(raw).slice(0, 200)}`,
    sequence: typeof e.sequence === 'number' && Number.isFinite(e.sequence) ? e.sequence : 0,
    occurredAt: str(e.occurredAt) ?? new Date(0).toISOString(),
    vmsSubmissionId: str(e.submissionId) ?? '',
    externalRef: str(e.externalRef),
  }
  const unknown: VmsEvent = { ...base, kind: { type: 'unknown', raw } }
  if (!str(e.id) || !base.vmsSubmissionId || base.sequence <= 0) return unknown
  switch (e.type) {
    case 'submission.status': {
      const status = oneOf(SUBMISSION_STATUSES, d.status)
      if (!status) return unknown
      return { ...base, kind: { type: 'submission.status', status, message: str(d.message) ?? undefined } }
    }
    case 'interview': {
      const status = oneOf(INTERVIEW_STATUSES, d.status)
      const interviewId = str(d.interviewId)
      if (!status || !interviewId) return unknown
      return {
        ...base,
        kind: {
          type: 'interview',
          interviewId,
          status,
          startsAt: str(d.startsAt),
          endsAt: str(d.endsAt),
          location: str(d.location),
          meetingUrl: str(d.meetingUrl),
          talentResponse: oneOf(RESPONSES, d.talentResponse) ?? 'pending',
          message: str(d.message) ?? undefined,
        },
      }
    }
    case 'offer': {
      const status = oneOf(OFFER_STATUSES, d.status)
      const offerId = str(d.offerId)
      if (!status || !offerId) return unknown
      return {
        ...base,
        kind: {
          type: 'offer',
          offerId,
          status,
          rate: rateOf(d.rate),
          startDate: str(d.startDate),
          message: str(d.message) ?? undefined,
        },
      }
    }
    default:
      return unknown
  }
}
