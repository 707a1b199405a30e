import { createHash } from 'node:crypto'
import { type ApiErrorBody, apiError, type Candidate, type Rate, type Submission } from './model'
import type { Scenario } from './scenario'
import type { VmsStore } from './store'

/** What a supplier's submission request carries (docs/vms-protocol.md §2). */
export interface SubmissionInput {
  requisitionId: string
  supersedes: string | null
  candidate: Candidate
  rate: Rate | null
  answers: { question: string; answer: string }[]
  submittedBy: { name: string; email: string } | null
}

export interface CvPart {
  fileName: string
  bytes: Uint8Array
}

export type SubmitAnswer = { status: 201 | 422 | 400; body: { id: string; status: string } | ApiErrorBody }

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

/** The JSON part, read leniently: what is missing is reported by validate() in the client's words. */
export function readSubmission(raw: unknown): SubmissionInput | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const c = (r.candidate && typeof r.candidate === 'object' ? r.candidate : {}) as Record<string, unknown>
  const rate = r.rate && typeof r.rate === 'object' ? (r.rate as Record<string, unknown>) : null
  const by =
    r.submittedBy && typeof r.submittedBy === 'object' ? (r.submittedBy as Record<string, unknown>) : null
  return {
    requisitionId: text(r.requisitionId) ?? '',
    supersedes: text(r.supersedes),
    candidate: {
      firstName: text(c.firstName) ?? '',
      lastName: text(c.lastName) ?? '',
      email: text(c.email),
      phone: text(c.phone),
      countryCode: text(c.countryCode),
      city: text(c.city),
      title: text(c.title),
      availableFrom: text(c.availableFrom),
    },
    rate:
      rate && typeof rate.amount === 'number'
        ? { amount: rate.amount, currency: text(rate.currency) ?? '', unit: text(rate.unit) ?? '' }
        : null,
    answers: Array.isArray(r.answers)
      ? r.answers
          .filter((a): a is Record<string, unknown> => !!a && typeof a === 'object')
          .map((a) => ({ question: String(a.question ?? ''), answer: String(a.answer ?? '') }))
      : [],
    submittedBy: by ? { name: String(by.name ?? ''), email: String(by.email ?? '') } : null,
  }
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

const isPdf = (b: Uint8Array) =>
  b.length > 4 && b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46

const LIVE: ReadonlySet<Submission['status']> = new Set(['received', 'sent_to_client', 'hired'])

/** The client's checks, in the order a person would fix them; the first one failing is the answer. */
function validate(store: VmsStore, input: SubmissionInput, cv: CvPart | null): ApiErrorBody | null {
  const req = store.requisitions.get(input.requisitionId)
  if (!req)
    return apiError('requisition_unknown', `Requisition ${input.requisitionId || '(none)'} does not exist.`)
  if (req.status !== 'open')
    return apiError(
      'requisition_closed',
      `Requisition ${req.id} is not accepting submissions (status: ${req.status}).`,
    )
  const c = input.candidate
  if (!c.firstName || !c.lastName)
    return apiError('validation_failed', 'Candidate first and last name are required.')
  if (!c.email) return apiError('validation_failed', 'Candidate email is required.')
  if (req.requiresCv && !cv)
    return apiError('validation_failed', 'A résumé (PDF) is required for this requisition.')
  if (cv && !isPdf(cv.bytes)) return apiError('validation_failed', 'Résumé must be a PDF document.')
  if (!input.rate) return apiError('validation_failed', 'A bill rate is required.')
  if (input.rate.currency !== req.currency || input.rate.unit !== req.unit)
    return apiError(
      'validation_failed',
      `Bill rate must be given in ${req.currency} per ${req.unit} for requisition ${req.id}.`,
    )
  if (req.rateMax !== null && input.rate.amount > req.rateMax)
    return apiError(
      'rate_above_maximum',
      `Bill rate ${input.rate.amount.toFixed(2)} ${req.currency}/${req.unit} exceeds the requisition's maximum of ${req.rateMax.toFixed(2)} ${req.currency}/${req.unit}.`,
    )
  const email = c.email.toLowerCase()
  const others = [...store.submissions.values()].filter(
    (s) => s.requisitionId === req.id && LIVE.has(s.status) && s.id !== input.supersedes,
  )
  const same = others.find((s) => s.candidate.email?.toLowerCase() === email)
  if (same)
    return apiError(
      'duplicate_candidate',
      `Candidate ${c.email} has already been submitted to requisition ${req.id} (submission ${same.id}).`,
    )
  if (!input.supersedes && req.maxSubmissions >= 0 && others.length >= req.maxSubmissions)
    return apiError(
      'submission_limit_reached',
      `Requisition ${req.id} has reached its submission limit of ${req.maxSubmissions}.`,
    )
  return null
}

/**
 * Creates (or, with `supersedes`, updates) a submission. The caller has checked the
 * idempotency key is new; the answer is stored under it by the caller.
 */
export function submit(
  store: VmsStore,
  scenario: Scenario,
  key: string,
  input: SubmissionInput,
  cv: CvPart | null,
  now: string,
): SubmitAnswer {
  const invalid = validate(store, input, cv)
  if (invalid) return { status: 422, body: invalid }
  const cvMeta = cv ? { fileName: cv.fileName, size: cv.bytes.length, sha256: sha256(cv.bytes) } : null
  const previous = input.supersedes ? store.submissions.get(input.supersedes) : undefined
  if (input.supersedes && (!previous || previous.requisitionId !== input.requisitionId))
    return {
      status: 422,
      body: apiError(
        'validation_failed',
        `Submission ${input.supersedes} does not exist for this requisition.`,
      ),
    }
  if (previous) {
    // A changed submission: the client sees the new data; its state goes on as it was.
    const updated: Submission = {
      ...previous,
      candidate: input.candidate,
      rate: input.rate,
      answers: input.answers,
      submittedBy: input.submittedBy,
      cv: cvMeta,
      updatedAt: now,
    }
    store.putSubmission(updated)
    scenario.emitStatus(updated)
    return { status: 201, body: { id: updated.id, status: updated.status } }
  }
  const ordinal = store.submissions.size + 1
  const created: Submission = {
    id: store.nextId('submission'),
    externalRef: key,
    requisitionId: input.requisitionId,
    candidate: input.candidate,
    rate: input.rate,
    answers: input.answers,
    submittedBy: input.submittedBy,
    cv: cvMeta,
    status: 'received',
    message: null,
    plan: scenario.planFor(input.candidate, ordinal),
    step: null,
    dueAt: null,
    createdAt: now,
    updatedAt: now,
  }
  store.putSubmission(created)
  scenario.schedule(created, 'confirm')
  return { status: 201, body: { id: created.id, status: 'received' } }
}
