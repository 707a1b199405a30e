import { z } from 'zod'
import { dbIdList } from './ids'
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
