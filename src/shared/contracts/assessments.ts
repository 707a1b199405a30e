import { z } from 'zod'
import { ASSESSMENT_FILTERS } from '../domain/assessments'
import { dbId, dbIdList, dbIdParam, pagingQuery } from './ids'
import { text } from './text'

/** Sending assessments and their results (issue 24 §3). */
export const sendAssessmentsSchema = z.object({
  applicationIds: dbIdList(200),
  testId: text().min(1).max(100),
  /** Days the candidate has to take it. */
  validDays: z.number().int().min(1).max(60).default(7),
})
export type SendAssessmentsInput = z.infer<typeof sendAssessmentsSchema>

export const sendAssessmentsResultSchema = z.object({
  sent: z.array(z.object({ applicationId: z.number(), assessmentId: z.number() })),
  skipped: z.array(z.object({ applicationId: z.number(), reason: text() })),
})
export type SendAssessmentsResult = z.infer<typeof sendAssessmentsResultSchema>

export const assessmentTestSchema = z.object({
  id: text(),
  name: text(),
  durationMinutes: z.number().nullable(),
})
export type AssessmentTest = z.infer<typeof assessmentTestSchema>

/** The pipeline filtered by assessment (issue 24 §3). */
export const assessmentFilterSchema = z.object({
  state: z.enum(ASSESSMENT_FILTERS).optional(),
  /** Only completed assessments scoring at least this. */
  minScore: z.number().min(0).max(100).optional(),
})

/** GET assessment/incomplete: invited or started, and those whose invitation failed. */
export const incompleteAssessmentsQuerySchema = pagingQuery(500, 200).extend({
  projectId: dbIdParam.optional(),
})

export const incompleteAssessmentSchema = z.object({
  id: dbId,
  applicationId: dbId,
  projectId: dbId,
  projectTitle: text(),
  talentId: dbId,
  talentName: text(),
  testName: text(),
  status: z.enum(['invited', 'started', 'failed']),
  sentAt: text(),
  expiresAt: text().nullable(),
  remindedAt: text().nullable(),
  /** A reminder is on its way. */
  reminding: z.boolean(),
  /** The vendor has the invitation (sent from here), so it can remind the candidate. */
  remindable: z.boolean(),
  /** Why the invitation or the last reminder could not be sent (the vendor's words). */
  error: text().nullable(),
})
export type IncompleteAssessment = z.infer<typeof incompleteAssessmentSchema>
export const incompleteAssessmentsResponseSchema = z.object({
  results: z.array(incompleteAssessmentSchema),
  totalResults: z.number(),
})
export type IncompleteAssessmentsResponse = z.infer<typeof incompleteAssessmentsResponseSchema>

/** POST assessment/remind */
export const remindAssessmentsSchema = z.object({ assessmentIds: dbIdList(500) })
export type RemindAssessmentsInput = z.infer<typeof remindAssessmentsSchema>
export const remindAssessmentsResultSchema = z.object({
  reminded: z.array(dbId),
  skipped: z.array(z.object({ assessmentId: dbId, reason: text() })),
})
export type RemindAssessmentsResult = z.infer<typeof remindAssessmentsResultSchema>
