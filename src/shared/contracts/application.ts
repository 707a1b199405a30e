import { z } from 'zod'
import { NOTE_ERROR_KEYS, NOTE_TEXT_MIN_LENGTH } from '../domain/notes'
import {
  APPLICATION_STATUS_CODES,
  MANUAL_LOG_TYPES,
  PIPELINE_STAGES,
  TALENT_STATES,
} from '../domain/statuses'
import { dbId } from './ids'
import { jsonValue, text } from './text'

/**
 * Contracts of the application detail (spec §2 "Application detail", §3 Application, Answer,
 * Question, history entry / note; §7 Application calls). The server validates requests with
 * them, the client types (and in dev checks) the responses.
 */

const id = dbId
const person = z.object({ id, firstName: text(), lastName: text() })

export const attachmentLinkSchema = z.object({
  /** Resource uuid: the file is served at /napi/resource/{uuid}. */
  uuid: text().uuid(),
  name: text(),
  /** Title of the CV history item the file belongs to. */
  itemTitle: text(),
})
export type AttachmentLink = z.infer<typeof attachmentLinkSchema>

/** §2: the three attachment groups, from the talent's CV history items. */
export const attachmentGroupsSchema = z.object({
  workExperience: z.array(attachmentLinkSchema),
  education: z.array(attachmentLinkSchema),
  certificates: z.array(attachmentLinkSchema),
})
export type AttachmentGroups = z.infer<typeof attachmentGroupsSchema>

/** GET projectApplication/{id} */
export const applicationDetailSchema = z.object({
  id,
  status: z.enum(APPLICATION_STATUS_CODES),
  stage: z.enum(PIPELINE_STAGES),
  jobHandle: text(),
  source: text(),
  createdAt: text(),
  lastUpdated: text(),
  project: z.object({ id, title: text(), legalEntityId: id, legalEntityName: text() }),
  talent: z.object({
    id,
    firstName: text(),
    lastName: text(),
    title: text().nullable(),
    /** Contact data is personal data (§4): null unless `canSeeDataProtection`. */
    email: text().nullable(),
    phone: text().nullable(),
    city: text().nullable(),
    countryCode: text().nullable(),
    state: z.enum(TALENT_STATES),
  }),
  rate: text().nullable(),
  rateUnit: text().nullable(),
  currency: text().nullable(),
  clientRate: text().nullable(),
  labels: z.array(z.object({ id, name: text() })),
  allocatedMsp: person.nullable(),
  /** §3: present (with its id) when an interview / offer exists. */
  vmsInterview: z.object({ id }).nullable(),
  vmsOffer: z.object({ id }).nullable(),
  /** The project's legal entity enables assessments (§3 legal-entity configuration). */
  assessmentsEnabled: z.boolean(),
  /** The talent has a pending membership in one of the project's pools: screening is read-only (§5). */
  pendingPoolMembership: z.boolean(),
  /** §4: the data-protection rule shows the talent's personal data (talents/personal-data.ts). */
  canSeeDataProtection: z.boolean(),
  attachments: attachmentGroupsSchema,
})
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>

export const answerSchema = z.object({
  groupId: text().max(100).nullable(),
  type: text().max(40),
  value: text().max(10_000).nullable(),
  objectValue: jsonValue().nullable().optional(),
})
export type Answer = z.infer<typeof answerSchema>

export const questionOptionSchema = z.object({ value: text(), label: text() })

/**
 * §3 Question. The list is flat, ordered by position; `parentQuestion` links a child to its
 * parent (the domain builds the hierarchy, see shared/domain/screening.ts).
 */
export const questionSchema = z.object({
  id,
  componentName: text(),
  questionJson: z.object({ type: text(), options: z.array(questionOptionSchema).optional() }),
  questionType: z.enum(['default', 'job-specific']),
  position: z.number().int(),
  hide: z.boolean(),
  mandatory: z.boolean(),
  label: text(),
  mspVisibility: z.boolean(),
  mspCanEdit: z.boolean(),
  parentQuestion: z.object({ id, componentName: text() }).nullable(),
  /** Condition on the parent's first answer under which this child shows. */
  parentQuestionAnswer: jsonValue().nullable(),
  answers: z.array(answerSchema),
})
export type Question = z.infer<typeof questionSchema>

/** GET projectApplication/{id}/question */
export const questionsResponseSchema = z.array(questionSchema)

/** One question's new answers (§7 "Question answers update"). */
export const answersUpdateSchema = z.object({
  questionId: id,
  componentName: text().min(1).max(200),
  answers: z.array(answerSchema).max(50),
})
export type AnswersUpdate = z.infer<typeof answersUpdateSchema>

/** POST projectApplication/{id}/question: the changed questions, saved together in one transaction. */
export const answersUpdateRequestSchema = z.array(answersUpdateSchema).min(1).max(200)

/** §3 application history entry. */
export const historyEntrySchema = z.object({
  id,
  event: text(),
  created: text(),
  msp: z.object({ firstName: text(), lastName: text() }).nullable(),
  oldValue: jsonValue().nullable(),
  newValue: jsonValue().nullable(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

/** A manual note / log of the notes panel (§3 history entry / note). */
export const manualNoteSchema = z.object({
  id,
  actionType: z.enum(MANUAL_LOG_TYPES),
  note: text(),
  executionDate: text(),
  created: text(),
  updated: text(),
  msp: z.object({ firstName: text(), lastName: text() }).nullable(),
  /** The author's id: another recruiter's note is edited only with team management (domain/notes.ts). */
  mspId: z.number().nullable(),
})
export type ManualNote = z.infer<typeof manualNoteSchema>

export const HISTORY_MAX_SIZE = 9999

export const historyQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(HISTORY_MAX_SIZE).default(HISTORY_MAX_SIZE),
})

/** GET projectApplication/{id}/history: newest first; the notes come along (§7: notes derive from it). */
export const historyResponseSchema = z.object({
  totalResults: z.number().int(),
  results: z.array(historyEntrySchema),
  notes: z.array(manualNoteSchema),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>

const DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** POST/PUT projectApplication/{id}/history/manualLog[/{logId}] (§5 note form rules). */
export const manualLogPayloadSchema = z.object({
  actionType: z.enum(MANUAL_LOG_TYPES, { error: NOTE_ERROR_KEYS.typeInvalid }),
  executionDate: text({ error: NOTE_ERROR_KEYS.dateRequired })
    .min(1, { error: NOTE_ERROR_KEYS.dateRequired, abort: true })
    .regex(DATE_OR_DATETIME, { error: NOTE_ERROR_KEYS.dateInvalid, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)), NOTE_ERROR_KEYS.dateInvalid),
  note: text({ error: NOTE_ERROR_KEYS.textRequired })
    .trim()
    .min(1, { error: NOTE_ERROR_KEYS.textRequired, abort: true })
    .min(NOTE_TEXT_MIN_LENGTH, NOTE_ERROR_KEYS.textMin)
    .max(10_000, NOTE_ERROR_KEYS.textMax),
})
export type ManualLogPayload = z.infer<typeof manualLogPayloadSchema>

export const assessmentSchema = z.object({
  id,
  name: text(),
  provider: text(),
  status: text(),
  score: text().nullable(),
  /** The vendor's pass mark for the score (issue 24 §3); null when it gave none. */
  passThreshold: text().nullable(),
  resultUrl: text().nullable(),
  completedAt: text().nullable(),
  createdAt: text(),
})
export type Assessment = z.infer<typeof assessmentSchema>

/** GET projectApplication/{id}/assessment/listAll */
export const assessmentsResponseSchema = z.array(assessmentSchema)

export const resourceMetaSchema = z.object({ name: text() })
