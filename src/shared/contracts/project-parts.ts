import { z } from 'zod'
import { RATE_UNITS } from '../domain/statuses'
import { dbId, pagingQuery } from './ids'
import { projectDay, projectRate } from './project'
import { text } from './text'

/**
 * The parts of a project that have calls of their own (§7): each is a slice of the project
 * form, saved by the same service as PUT project/{id} (same checks, same history events).
 */

/** PUT project/{id}/timelines. */
export const projectTimelinesSchema = z.object({
  assignmentStart: projectDay.nullable(),
  assignmentEnd: projectDay.nullable(),
  hiringDeadline: projectDay.nullable(),
})

/** PUT project/{id}/positions: -1 max submissions means unlimited. */
export const projectPositionsSchema = z.object({
  positions: z.number().int(),
  maxSubmissions: z.number().int(),
})

/** PUT project/{id}/assignmentsUpdate: the project's team, in order (§6 job team management). */
export const projectAssignmentsSchema = z.object({ assigneeIds: z.array(dbId).max(50) })

/** POST project/{id}/updateRateRange. */
export const projectRateRangeSchema = z.object({
  rateMin: projectRate,
  rateMax: projectRate,
  rateUnit: z.enum(RATE_UNITS).nullable().optional(),
})

/** POST project/{id}/updatePublicDeadline. */
export const projectPublicDeadlineSchema = z.object({ publicDeadline: projectDay.nullable() })

/** PUT project/{id}/reasonforclosing. */
export const projectReasonForClosingSchema = z.object({
  reasonForClosing: text()
    .trim()
    .min(1, 'msp.v2.project.error.required')
    .max(500, 'msp.v2.project.error.too.long'),
})

/** POST project/closeOrReopen: close an open project or reopen a closed one. */
export const projectCloseOrReopenSchema = z.object({
  id: dbId,
  reasonForClosing: text().trim().max(500, 'msp.v2.project.error.too.long').optional(),
})

/** GET project/{id}/freelancers and /applications: a page of the project's applicants. */
export const projectApplicantsQuerySchema = pagingQuery(100, 10)

export const projectApplicantSchema = z.object({
  applicationId: dbId,
  status: text(),
  talent: z.object({ id: dbId, firstName: text(), lastName: text() }),
  createdAt: text(),
})
export const projectApplicantsPageSchema = z.object({
  results: z.array(projectApplicantSchema),
  totalResults: z.number().int(),
})
export type ProjectApplicantsPage = z.infer<typeof projectApplicantsPageSchema>

/** GET project/{id}/assignments: owner and team, and whether the caller may act (project ownership). */
export const projectAssignmentsViewSchema = z.object({
  owner: z.object({ id: dbId, firstName: text(), lastName: text() }).nullable(),
  team: z.array(z.object({ id: dbId, firstName: text(), lastName: text() })),
  mayAct: z.boolean(),
})
export type ProjectAssignmentsView = z.infer<typeof projectAssignmentsViewSchema>

/** POST projectApplication/projectScroll: the neighbours of an application in its project's pipeline order. */
export const projectScrollRequestSchema = z.object({ applicationId: dbId })
export const projectScrollResponseSchema = z.object({
  previousId: dbId.nullable(),
  nextId: dbId.nullable(),
  position: z.number().int(),
  total: z.number().int(),
})
export type ProjectScrollResponse = z.infer<typeof projectScrollResponseSchema>
