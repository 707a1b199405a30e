import { z } from 'zod'
import { APPLICATION_SOURCES } from '../domain/application-sources'
import { APPLICATION_STAGES, APPLICATION_STATUS_CODES } from '../domain/statuses'
import { dbId, dbIdParam, MAX_DB_INT } from './ids'
import { applicationRowSchema } from './pipeline'
import { text } from './text'

/**
 * Contracts of the cross-project work queue and of analytics (issue 25, spec §2 /analytics and
 * the dashboard's pipeline tables, §3 history event catalogues).
 */

const stage = z.enum(APPLICATION_STAGES)

/** POST queue/applications: one stage's applications across all of the caller's projects. */
export const queueRequestSchema = z.object({
  stage,
  /** Only applications whose pipeline has not moved for more than this many days. */
  olderThanDays: z.number().int().min(1).max(3650).optional(),
  /** Only these statuses of the stage (e.g. sf: the VMS send failed). */
  statuses: z.array(z.enum(APPLICATION_STATUS_CODES)).min(1).max(10).optional(),
  offset: z.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.number().int().min(1).max(500).default(100),
})
export type QueueRequest = z.infer<typeof queueRequestSchema>

/** GET queue/attention: what waits for the recruiter across every project (issue 25 §1). */
export const attentionQuerySchema = z.object({
  activeDays: z.coerce.number().int().min(1).max(365).default(14),
  send2vmsDays: z.coerce.number().int().min(1).max(365).default(7),
})
export const attentionResponseSchema = z.object({
  /** Applications whose pipeline has not moved for longer than the stage's days. */
  waitingActive: z.number().int(),
  waitingSend2vms: z.number().int(),
  /** Applications whose send to the client's VMS failed. */
  sendFailed: z.number().int(),
  /** Emails the Outbox gave up on (status failed); null without the right to read the Outbox. */
  emailsFailed: z.number().int().nullable(),
  /** Talents waiting for a decision on joining one of the client's pools. */
  poolPending: z.number().int(),
})
export type AttentionResponse = z.infer<typeof attentionResponseSchema>

export const queueResponseSchema = z.object({
  results: z.array(applicationRowSchema),
  totalResults: z.number().int(),
  /** Titles of the projects the page's rows belong to (the table's project column). */
  projects: z.array(z.object({ id: dbId, title: text() })),
})
export type QueueResponse = z.infer<typeof queueResponseSchema>

const isoDay = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'msp.v2.analytics.error.date')

/**
 * The filters every chart reads from the query string: the period (applications created from
 * `from` to `to`, both days inclusive, UTC), and optionally projects, a legal entity and the
 * recruiter the applications are allocated to.
 */
export const analyticsFilterSchema = z
  .object({
    from: isoDay,
    to: isoDay,
    projectIds: text()
      .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,199}$/, 'msp.v2.validation.id')
      .transform((v) => v.split(',').map(Number))
      .pipe(z.array(z.number().max(MAX_DB_INT, 'msp.v2.validation.id')))
      .optional(),
    legalEntityId: dbIdParam.optional(),
    mspId: dbIdParam.optional(),
  })
  .refine((f) => f.from <= f.to, { message: 'msp.v2.analytics.error.period', path: ['to'] })
  .refine((f) => Date.parse(f.to) - Date.parse(f.from) <= 800 * 86_400_000, {
    message: 'msp.v2.analytics.error.period',
    path: ['from'],
  })
export type AnalyticsFilter = z.infer<typeof analyticsFilterSchema>

/** The steps of the funnel, in order. */
export const FUNNEL_STEPS = ['applied', 'submitted', 'hired'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

export const funnelResponseSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: z.number().int(),
      /** Share of the previous step (null for the first, or when the previous is 0). */
      ofPrevious: z.number().nullable(),
    }),
  ),
  /** Applications of the period that left the funnel by a rejection or withdrawal. */
  rejected: z.number().int(),
})
export type FunnelResponse = z.infer<typeof funnelResponseSchema>

const durationStats = z.object({
  count: z.number().int(),
  /** Hours; null when count is 0. */
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
})

export const timeInStageResponseSchema = z.object({
  stages: z.array(
    z.object({
      stage,
      /** Stays that ended: the application moved on to another stage. */
      movedOn: durationStats,
      /** Stays still open: the application is in the stage now (measured to now). */
      waiting: durationStats,
    }),
  ),
})
export type TimeInStageResponse = z.infer<typeof timeInStageResponseSchema>

/**
 * Time to first submission and time to fill of the projects created in the period: from a
 * project's creation to its first application entering send2vms (sent to the client) or hired.
 */
export const timeToFillResponseSchema = z.object({
  /** Projects created in the period. */
  projects: z.number().int(),
  firstSubmission: durationStats,
  fill: durationStats,
})
export type TimeToFillResponse = z.infer<typeof timeToFillResponseSchema>

const activityCounts = {
  /** Every history event the recruiter wrote (any catalogue). */
  actions: z.number().int(),
  notes: z.number().int(),
  calls: z.number().int(),
  /** Status changes by the recruiter into send2vms (sent to the client). */
  submissions: z.number().int(),
}

/** Recruiter activity per day of the period (UTC), from the history events they wrote. */
export const activityResponseSchema = z.object({
  /** Days in the period. */
  days: z.number().int(),
  recruiters: z.array(z.object({ mspId: dbId, name: text(), ...activityCounts })),
  /** Every day of the period, oldest first, all recruiters (or the filtered one) together. */
  perDay: z.array(z.object({ day: text(), ...activityCounts })),
})
export type ActivityResponse = z.infer<typeof activityResponseSchema>

/** What a drill-down lists: the applications behind one figure. */
export const DRILL_KINDS = ['funnel', 'movedOn', 'waiting', 'firstSubmission', 'fill'] as const
export const drillQuerySchema = z.object({
  kind: z.enum(DRILL_KINDS),
  /**
   * A funnel step for `funnel`, a stage for `movedOn` and `waiting`; for `firstSubmission` and
   * `fill` the stage reached (send2vms, hired).
   */
  key: z.enum([...FUNNEL_STEPS, ...APPLICATION_STAGES]),
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
})
export type DrillQuery = z.infer<typeof drillQuerySchema>

export const drillRowSchema = z.object({
  applicationId: dbId,
  projectId: dbId,
  projectTitle: text(),
  talentName: text(),
  status: text(),
  /**
   * When the application entered the figure's stage (the creation for the funnel; the project's
   * creation for time to first submission and to fill).
   */
  enteredAt: text(),
  /** When it left the stage, null while it is still there. */
  leftAt: text().nullable(),
  /** Hours in the stage (to now while waiting); null for funnel rows. */
  hours: z.number().nullable(),
})
export type DrillRow = z.infer<typeof drillRowSchema>

export const drillResponseSchema = z.object({
  results: z.array(drillRowSchema),
  totalResults: z.number().int(),
})
export type DrillResponse = z.infer<typeof drillResponseSchema>

export const sourcesResponseSchema = z.object({
  sources: z.array(
    z.object({
      source: z.enum(APPLICATION_SOURCES),
      applied: z.number().int(),
      submitted: z.number().int(),
      hired: z.number().int(),
    }),
  ),
  /** The channels recruiters named on their applies (§3 tracking sources), most applications first. */
  trackingSources: z.array(
    z.object({
      trackingSource: text(),
      applied: z.number().int(),
      submitted: z.number().int(),
      hired: z.number().int(),
    }),
  ),
})
export type SourcesResponse = z.infer<typeof sourcesResponseSchema>
