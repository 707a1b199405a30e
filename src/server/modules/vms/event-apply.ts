import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import { statusOfVmsSubmission, type VmsSubmissionState } from '../../../shared/domain/vms'
import type { VmsEvent } from '../../integrations/vms/port'
import type { HistoryInsert } from '../pipeline'
import type { NotificationInput } from './notifications'

/**
 * What a batch of new events does (issue 20 §2), computed in memory from the rows they touch
 * (locked by the caller), in sequence order: each event is applied, superseded (a later
 * event about the same object was applied already), ignored (its submission was cancelled)
 * or unmapped (no submission of ours). Events describe an object's whole state, so applying
 * only what is newer than what was applied gives the same result in any arrival order.
 */

export interface SubmissionState {
  id: number
  applicationId: number
  state: VmsSubmissionState
  vmsSubmissionId: string | null
  /** The VMS submission a re-send updates (its events name that id until the answer arrives). */
  supersedes: string | null
  key: string
  lastStatusSeq: number
  confirmed: boolean
  lastError: string | null
  dirty: boolean
}

export interface ApplicationState {
  id: number
  status: ApplicationStatusCode
  /** The highest status sequence applied to any of its submissions. */
  statusSeq: number
  vmsMessage: string | null
  vmsId: string | null
  dirty: boolean
}

export interface RecordState {
  applicationId: number
  externalId: string
  exists: boolean
  lastSeq: number
  status: string
  talentResponse: string
  responseState: string | null
  fields: Record<string, unknown>
  dirty: boolean
}

export interface AppliedBatch {
  outcomes: {
    eventId: string
    outcome: 'applied' | 'superseded' | 'unmapped' | 'ignored'
    applicationId: number | null
  }[]
  history: HistoryInsert[]
  notifications: NotificationInput[]
}

const SUBMISSION_STATE: Record<string, VmsSubmissionState> = {
  sent_to_client: 'confirmed',
  failed: 'failed',
  rejected: 'closed',
  hired: 'closed',
  withdrawn: 'cancelled',
}

export function applyEvents(
  events: readonly VmsEvent[],
  subs: readonly SubmissionState[],
  apps: Map<number, ApplicationState>,
  interviews: Map<string, RecordState>,
  offers: Map<string, RecordState>,
): AppliedBatch {
  const out: AppliedBatch = { outcomes: [], history: [], notifications: [] }
  const ordered = [...events].sort((a, b) => a.sequence - b.sequence)
  for (const e of ordered) {
    // A re-send updates the same VMS submission: its events belong to the newest of our rows
    // for it, never to the one it superseded (that one stays as it was).
    const match = subs
      .filter(
        (s) =>
          (e.externalRef !== null && s.key === e.externalRef) ||
          (e.vmsSubmissionId !== '' &&
            (s.vmsSubmissionId === e.vmsSubmissionId || s.supersedes === e.vmsSubmissionId)),
      )
      .sort((a, b) => Number(a.state === 'superseded') - Number(b.state === 'superseded') || b.id - a.id)[0]
    const app = match ? apps.get(match.applicationId) : undefined
    if (e.kind.type === 'unknown' || !match || !app) {
      out.outcomes.push({ eventId: e.eventId, outcome: 'unmapped', applicationId: null })
      continue
    }
    const outcome = (o: 'applied' | 'superseded' | 'ignored') =>
      out.outcomes.push({ eventId: e.eventId, outcome: o, applicationId: app.id })
    const kind = e.kind
    if (kind.type === 'submission.status') {
      if (match.state === 'cancelled' && kind.status !== 'withdrawn') {
        outcome('ignored')
        continue
      }
      if (match.state === 'superseded') {
        outcome('superseded')
        continue
      }
      if (e.sequence <= app.statusSeq) {
        outcome('superseded')
        continue
      }
      app.statusSeq = e.sequence
      match.lastStatusSeq = e.sequence
      match.vmsSubmissionId ??= e.vmsSubmissionId
      match.state = SUBMISSION_STATE[kind.status]
      if (kind.status === 'sent_to_client') match.confirmed = true
      if (kind.status === 'failed') match.lastError = kind.message ?? null
      match.dirty = true
      app.vmsId ??= e.vmsSubmissionId
      const target =
        kind.status === 'withdrawn' ? (app.status === 'sp' ? 'a' : null) : statusOfVmsSubmission(kind.status)
      if (target && target !== app.status) {
        const message = kind.status === 'failed' || kind.status === 'rejected' ? (kind.message ?? null) : null
        out.history.push({
          entityId: app.id,
          event: 'VMS_CHANGED_STATUS',
          oldValue: { status: app.status },
          newValue: { status: target, ...(message ? { message } : {}), eventId: e.eventId },
        })
        out.notifications.push({
          applicationId: app.id,
          kind: 'vms.status',
          payload: { status: target, message },
        })
        app.status = target
        app.vmsMessage = message
      }
      app.dirty = true
      outcome('applied')
      continue
    }
    const isInterview = kind.type === 'interview'
    const externalId = kind.type === 'interview' ? kind.interviewId : kind.offerId
    const records = isInterview ? interviews : offers
    const key = `${app.id}:${externalId}`
    const record =
      records.get(key) ??
      ({
        applicationId: app.id,
        externalId,
        exists: false,
        lastSeq: 0,
        status: '',
        talentResponse: 'pending',
        responseState: null,
        fields: {},
        dirty: false,
      } satisfies RecordState)
    records.set(key, record)
    if (e.sequence <= record.lastSeq) {
      outcome('superseded')
      continue
    }
    const created = !record.exists && record.lastSeq === 0
    const statusChanged = record.status !== kind.status
    record.lastSeq = e.sequence
    record.status = kind.status
    if (kind.type === 'interview') {
      record.talentResponse = kind.talentResponse
      record.fields = {
        startsAt: kind.startsAt,
        endsAt: kind.endsAt,
        location: kind.location,
        meetingUrl: kind.meetingUrl,
        message: kind.message ?? null,
      }
    } else {
      record.talentResponse =
        kind.status === 'acc' ? 'accepted' : kind.status === 'rej' ? 'declined' : record.talentResponse
      record.fields = {
        rate: kind.rate?.amount ?? null,
        currency: kind.rate?.currency ?? null,
        rateUnit: kind.rate?.unit ?? null,
        startDate: kind.startDate,
        message: kind.message ?? null,
      }
    }
    // The VMS has the talent's answer: ours is no longer on its way.
    if (
      record.talentResponse !== 'pending' &&
      (record.responseState === 'pending' || record.responseState === 'sending')
    )
      record.responseState = 'done'
    record.dirty = true
    const noun = isInterview ? 'INTERVIEW' : 'OFFER'
    out.history.push({
      entityId: app.id,
      event: `VMS_${noun}_${created ? 'CREATED' : 'UPDATED'}`,
      newValue: {
        [isInterview ? 'interviewId' : 'offerId']: externalId,
        status: kind.status,
        eventId: e.eventId,
      },
    })
    if (created || statusChanged)
      out.notifications.push({
        applicationId: app.id,
        kind: `vms.${isInterview ? 'interview' : 'offer'}.${created ? 'created' : 'updated'}`,
        payload: {
          status: kind.status,
          ...(isInterview ? { startsAt: kind.type === 'interview' ? kind.startsAt : null } : {}),
        },
      })
    outcome('applied')
  }
  return out
}
