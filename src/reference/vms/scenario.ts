import type { Candidate, Interview, Offer, Plan, Submission, VmsEventRecord } from './model'
import type { VmsStore } from './store'

/**
 * The client's side of the reference VMS: what happens to a submission after it arrived, at
 * a configurable pace. Plans:
 * - hire: confirmed (sent to client) → an interview is scheduled and waits for the talent →
 *   once accepted, an offer is made and waits → once accepted, the candidate is hired;
 *   a declined interview or offer ends in a rejection;
 * - reject: confirmed, then rejected by the client;
 * - fail: the VMS cannot forward it (send failed, with its reason);
 * - confirm: confirmed, nothing more (benchmarks).
 */
export interface ScenarioConfig {
  /** Time between two steps of a submission. */
  paceMs: number
  defaultPlan: Plan
  /** Every n-th submission is rejected by the client (0: none). */
  rejectEvery: number
  /** A plan for a candidate's email (lower case), whatever the default. */
  planByEmail: Record<string, Plan>
}

export const REJECT_MESSAGE = 'The hiring manager selected another candidate for this requisition.'
export const FAIL_MESSAGE =
  'Supplier compliance check failed: the candidate’s work permit document is missing (rule SC-14).'

export class Scenario {
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly store: VmsStore,
    readonly config: ScenarioConfig,
    private readonly now: () => number,
    private readonly publish: (event: VmsEventRecord) => void,
  ) {}

  start(tickMs = 50): void {
    this.timer = setInterval(() => this.tick(), tickMs)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  planFor(candidate: Candidate, ordinal: number): Plan {
    const byEmail = candidate.email ? this.config.planByEmail[candidate.email.toLowerCase()] : undefined
    if (byEmail) return byEmail
    if (this.config.rejectEvery > 0 && ordinal % this.config.rejectEvery === 0) return 'reject'
    return this.config.defaultPlan
  }

  private iso = () => new Date(this.now()).toISOString()

  /** Records an event about `sub` (its current state) and hands it to the webhook sender. */
  emit(sub: Submission, type: VmsEventRecord['type'], data: Record<string, unknown>): VmsEventRecord {
    const sequence = this.store.nextSequence()
    const event: VmsEventRecord = {
      id: `evt_${String(sequence).padStart(8, '0')}`,
      sequence,
      occurredAt: this.iso(),
      submissionId: sub.id,
      externalRef: sub.externalRef,
      type,
      data,
    }
    this.store.putEvent(event)
    this.publish(event)
    return event
  }

  emitStatus(sub: Submission): void {
    this.emit(sub, 'submission.status', { status: sub.status, message: sub.message })
  }

  emitInterview(sub: Submission, i: Interview): void {
    const { id, submissionId: _s, ...rest } = i
    this.emit(sub, 'interview', { interviewId: id, ...rest })
  }

  emitOffer(sub: Submission, o: Offer): void {
    const { id, submissionId: _s, ...rest } = o
    this.emit(sub, 'offer', { offerId: id, ...rest })
  }

  /** The next step of a submission, `afterMs` from now (null: it waits for the talent). */
  schedule(sub: Submission, step: string | null, afterMs = this.config.paceMs): Submission {
    const next = { ...sub, step, dueAt: step ? this.now() + afterMs : null, updatedAt: this.iso() }
    this.store.putSubmission(next)
    return next
  }

  private setStatus(sub: Submission, status: Submission['status'], message: string | null): Submission {
    const next = { ...sub, status, message, updatedAt: this.iso() }
    this.store.putSubmission(next)
    this.emitStatus(next)
    return next
  }

  tick(): void {
    const now = this.now()
    for (const sub of this.store.submissions.values())
      if (sub.step && sub.dueAt !== null && sub.dueAt <= now) this.runStep(sub)
  }

  private runStep(sub: Submission): void {
    switch (sub.step) {
      case 'confirm': {
        if (sub.plan === 'fail') {
          this.schedule(this.setStatus(sub, 'failed', FAIL_MESSAGE), null)
          return
        }
        const confirmed = this.setStatus(sub, 'sent_to_client', null)
        const next = sub.plan === 'reject' ? 'reject' : sub.plan === 'hire' ? 'interview' : null
        this.schedule(confirmed, next)
        return
      }
      case 'reject':
        this.schedule(this.setStatus(sub, 'rejected', REJECT_MESSAGE), null)
        return
      case 'interview':
        this.createInterview(this.schedule(sub, null))
        return
      case 'offer':
        this.createOffer(this.schedule(sub, null))
        return
      case 'hire':
        this.schedule(this.setStatus(sub, 'hired', null), null)
        return
      default:
        if (sub.step?.startsWith('declined:')) {
          this.schedule(this.setStatus(sub, 'rejected', sub.step.slice('declined:'.length)), null)
          return
        }
        this.schedule(sub, null)
    }
  }

  private createInterview(sub: Submission): void {
    const id = this.store.nextId('interview')
    const start = new Date(this.now() + 2 * 86_400_000)
    start.setUTCMinutes(0, 0, 0)
    const video = Number(id.slice(-1)) % 2 === 0
    const interview: Interview = {
      id,
      submissionId: sub.id,
      status: 'uc',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
      location: video ? 'Video call' : 'Client office, Friedrichstraße 68, 10117 Berlin',
      meetingUrl: video ? `https://meet.reference-vms.test/${id.toLowerCase()}` : null,
      talentResponse: 'pending',
      message: null,
    }
    this.store.putInterview(interview)
    this.emitInterview(sub, interview)
  }

  private createOffer(sub: Submission): void {
    const requisition = this.store.requisitions.get(sub.requisitionId)
    const rate =
      sub.rate ??
      (requisition?.rateMax
        ? { amount: requisition.rateMax, currency: requisition.currency, unit: requisition.unit }
        : null)
    const offer: Offer = {
      id: this.store.nextId('offer'),
      submissionId: sub.id,
      status: 'cre',
      rate,
      startDate: new Date(this.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      message: null,
    }
    this.store.putOffer(offer)
    this.emitOffer(sub, offer)
  }

  /** The talent's answer to an interview (via the supplier). Null when it is no longer open. */
  answerInterview(i: Interview, accept: boolean, reason: string | null): Interview | null {
    const wanted = accept ? 'accepted' : 'declined'
    if (i.talentResponse === wanted) return i
    if (i.talentResponse !== 'pending' || i.status === 'can') return null
    const sub = this.store.submissions.get(i.submissionId)
    if (sub?.status !== 'sent_to_client') return null
    const next: Interview = accept
      ? { ...i, status: 'cf', talentResponse: 'accepted', message: reason }
      : { ...i, status: 'can', talentResponse: 'declined', message: reason }
    this.store.putInterview(next)
    this.emitInterview(sub, next)
    const declined = `The candidate declined the interview${reason ? `: ${reason}` : '.'}`
    this.schedule(sub, accept ? 'offer' : `declined:${declined}`)
    return next
  }

  answerOffer(o: Offer, accept: boolean, reason: string | null): Offer | null {
    const wanted = accept ? 'acc' : 'rej'
    if (o.status === wanted) return o
    if (o.status !== 'cre') return null
    const sub = this.store.submissions.get(o.submissionId)
    if (sub?.status !== 'sent_to_client') return null
    const next: Offer = { ...o, status: wanted, message: reason }
    this.store.putOffer(next)
    this.emitOffer(sub, next)
    const declined = `The candidate declined the offer${reason ? `: ${reason}` : '.'}`
    this.schedule(sub, accept ? 'hire' : `declined:${declined}`)
    return next
  }

  /** Withdrawn by the supplier: open interviews and offers are cancelled with it. */
  withdraw(sub: Submission, reason: string | null): Submission | null {
    if (sub.status === 'withdrawn') return sub
    if (sub.status !== 'received' && sub.status !== 'sent_to_client') return null
    const next = this.setStatus(this.schedule(sub, null), 'withdrawn', reason)
    for (const i of this.store.interviews.values())
      if (i.submissionId === sub.id && i.status !== 'can') {
        const cancelled: Interview = { ...i, status: 'can', message: 'Submission withdrawn by the supplier.' }
        this.store.putInterview(cancelled)
        this.emitInterview(next, cancelled)
      }
    for (const o of this.store.offers.values())
      if (o.submissionId === sub.id && o.status === 'cre') {
        const cancelled: Offer = { ...o, status: 'can', message: 'Submission withdrawn by the supplier.' }
        this.store.putOffer(cancelled)
        this.emitOffer(next, cancelled)
      }
    return next
  }
}
