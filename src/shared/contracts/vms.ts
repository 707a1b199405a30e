import { z } from 'zod'
import { APPLICATION_STATUS_CODES, CURRENCIES, RATE_UNITS } from '../domain/statuses'
import { VMS_SUBMISSION_STATES } from '../domain/vms'
import { dbId, dbIdParam } from './ids'
import { applicationRowSchema, taskSchema } from './pipeline'

/**
 * Contracts of the vms module (issue 20): sending applications to the client's VMS (§7
 * projectApplication/upload, {id}/updateRates), what comes back (interviews and offers, §7
 * vms/interview|offer/{id}/accept|decline), the sync board and the recruiter's notifications.
 */

const id = dbId
const idList = z.array(id).min(1, 'msp.v2.pipeline.error.empty.selection')
const params = z.record(z.string(), z.union([z.string(), z.number(), z.null()]))

/** POST projectApplication/upload[/preflight]: send (first time) or re-send. */
export const vmsSendRequestSchema = z.object({
  ids: idList.max(100_000, 'msp.v2.pipeline.error.too.many'),
  mode: z.enum(['send', 'resend']).default('send'),
})
export type VmsSendRequest = z.input<typeof vmsSendRequestSchema>

/** POST projectApplication/upload/cancel: cancel pending sends. */
export const vmsCancelRequestSchema = z.object({ ids: idList.max(1000, 'msp.v2.pipeline.error.too.many') })

/** Why a row is not sent, with what the text needs (max, sent, rate, range, project, recruiter …). */
export const vmsBlockerSchema = z.object({ reason: z.string(), params })
export type VmsBlocker = z.infer<typeof vmsBlockerSchema>

const rateSchema = z.object({
  amount: z.number(),
  currency: z.string().nullable(),
  unit: z.string().nullable(),
})

export const vmsPreflightRowSchema = z.object({
  id,
  name: z.string(),
  projectId: id,
  status: z.enum(APPLICATION_STATUS_CODES),
  rate: rateSchema.nullable(),
  blockers: z.array(vmsBlockerSchema),
})
export type VmsPreflightRow = z.infer<typeof vmsPreflightRowSchema>

export const vmsPreflightProjectSchema = z.object({
  id,
  title: z.string(),
  requisitionId: z.string().nullable(),
  maxSubmissions: z.number().int(),
  sentCount: z.number().int(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  rateUnit: z.string().nullable(),
  currency: z.string().nullable(),
})

export const vmsPreflightResponseSchema = z.object({
  okIds: z.array(id),
  /** Every asked row, blocked or not, in the order asked. */
  rows: z.array(vmsPreflightRowSchema),
  projects: z.array(vmsPreflightProjectSchema),
})
export type VmsPreflightResponse = z.infer<typeof vmsPreflightResponseSchema>

export const vmsRowFailureSchema = z.object({ id, reason: z.string(), params })
export type VmsRowFailure = z.infer<typeof vmsRowFailureSchema>

export const vmsSendResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('done'),
    succeededIds: z.array(id),
    failures: z.array(vmsRowFailureSchema),
    rows: z.array(applicationRowSchema),
  }),
  z.object({ mode: z.literal('task'), task: taskSchema }),
])
export type VmsSendResponse = z.infer<typeof vmsSendResponseSchema>

/** POST projectApplication/{id}/updateRates */
export const updateRatesRequestSchema = z.object({
  rate: z.number().positive('msp.v2.vms.error.rate.positive').max(10_000_000),
  rateUnit: z.enum(RATE_UNITS).optional(),
  currency: z.enum(CURRENCIES).optional(),
  clientRate: z.number().positive().max(10_000_000).nullable().optional(),
})
export type UpdateRatesRequest = z.infer<typeof updateRatesRequestSchema>

export const updateRatesResponseSchema = z.object({
  id,
  rate: z.string().nullable(),
  rateUnit: z.string().nullable(),
  currency: z.string().nullable(),
  clientRate: z.string().nullable(),
})

const responseFields = {
  talentResponse: z.enum(['pending', 'accepted', 'declined']),
  responseReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
  respondedBy: z.string().nullable(),
  /** The answer's way to the VMS; null when none was given (or it was recorded here). */
  responseState: z.enum(['pending', 'sending', 'done', 'failed']).nullable(),
  responseError: z.string().nullable(),
  /** The recruiter may still answer on the talent's behalf. */
  answerable: z.boolean(),
  /** The VMS's id; null when recorded by the MSP (then answered and changed here). */
  externalId: z.string().nullable(),
  source: z.enum(['vms', 'msp']),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}

export const vmsInterviewSchema = z.object({
  id,
  status: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  notes: z.string().nullable(),
  ...responseFields,
})
export type VmsInterview = z.infer<typeof vmsInterviewSchema>

export const vmsOfferSchema = z.object({
  id,
  status: z.string(),
  rate: z.string().nullable(),
  currency: z.string().nullable(),
  rateUnit: z.string().nullable(),
  startDate: z.string().nullable(),
  ...responseFields,
})
export type VmsOffer = z.infer<typeof vmsOfferSchema>

export const vmsRequestSummarySchema = z.object({
  id,
  kind: z.enum(['submit', 'withdraw', 'respond']),
  target: z.string().nullable(),
  attempt: z.number().int(),
  method: z.string(),
  url: z.string(),
  responseStatus: z.number().int().nullable(),
  outcome: z.enum(['pending', 'accepted', 'done', 'rejected', 'retry', 'lost']),
  message: z.string().nullable(),
  startedAt: z.string(),
  durationMs: z.number().int().nullable(),
  by: z.string().nullable(),
})
export type VmsRequestSummary = z.infer<typeof vmsRequestSummarySchema>

/** GET vms/request/{id}: one exchange verbatim (bodies only with data-protection visibility). */
export const vmsRequestDetailSchema = vmsRequestSummarySchema.extend({
  requestBody: z.string().nullable(),
  files: z.array(z.object({ part: z.string(), fileName: z.string(), size: z.number(), sha256: z.string() })),
  responseBody: z.string().nullable(),
})
export type VmsRequestDetail = z.infer<typeof vmsRequestDetailSchema>

export const vmsSubmissionSchema = z.object({
  id,
  state: z.enum(VMS_SUBMISSION_STATES),
  requisitionId: z.string(),
  vmsSubmissionId: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
})
export type VmsSubmissionDto = z.infer<typeof vmsSubmissionSchema>

/** GET vms/application/{id}: the VMS part of the application detail. */
export const vmsApplicationSchema = z.object({
  applicationId: id,
  status: z.enum(APPLICATION_STATUS_CODES),
  /** The legal entity's VMS type; 'none' when it has none (interviews and offers are recorded here). */
  vmsType: z.string(),
  connected: z.boolean(),
  vmsMessage: z.string().nullable(),
  /** The user may act (application manage and the project's legal entity). */
  canManage: z.boolean(),
  canSeeDataProtection: z.boolean(),
  submission: vmsSubmissionSchema.nullable(),
  requests: z.array(vmsRequestSummarySchema),
  interviews: z.array(vmsInterviewSchema),
  offers: z.array(vmsOfferSchema),
})
export type VmsApplication = z.infer<typeof vmsApplicationSchema>

/** POST vms/interview|offer/{id}/accept|decline: a reason is required to decline. */
export const vmsRespondRequestSchema = z.object({
  reason: z.string().trim().max(1000, 'msp.v2.vms.error.reason.long').nullable().optional(),
})
export const vmsRespondResponseSchema = z.object({
  kind: z.enum(['interview', 'offer']),
  id,
  /** done: recorded (here or by the VMS); pending: the VMS will be asked again; failed: it refused (message). */
  result: z.enum(['done', 'pending', 'failed']),
  message: z.string().nullable(),
})
export type VmsRespondResponse = z.infer<typeof vmsRespondResponseSchema>

const isoDateTime = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'msp.v2.vms.error.date')

/** POST vms/interview: the MSP records an interview (legal entities without a VMS). */
export const recordInterviewRequestSchema = z.object({
  applicationId: id,
  startsAt: isoDateTime,
  endsAt: isoDateTime.nullable().optional(),
  location: z.string().trim().max(500).nullable().optional(),
  meetingUrl: z.string().trim().url('msp.v2.vms.error.url').max(1000).nullable().optional(),
  notes: z.string().trim().max(5000).nullable().optional(),
})
export type RecordInterviewRequest = z.infer<typeof recordInterviewRequestSchema>

/** POST vms/offer: the MSP records an offer (legal entities without a VMS). */
export const recordOfferRequestSchema = z.object({
  applicationId: id,
  rate: z.number().positive('msp.v2.vms.error.rate.positive').max(10_000_000),
  currency: z.enum(CURRENCIES),
  rateUnit: z.enum(RATE_UNITS),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'msp.v2.vms.error.date'),
})
export type RecordOfferRequest = z.infer<typeof recordOfferRequestSchema>

/** POST vms/interview/{id}/cancel, vms/offer/{id}/withdraw */
export const closeRecordRequestSchema = z.object({
  reason: z.string().trim().max(1000, 'msp.v2.vms.error.reason.long').nullable().optional(),
})

export const boardQuerySchema = z.object({
  projectId: dbIdParam.optional(),
  waitingDays: z.coerce.number().int().min(0).max(365).default(5),
})

export const boardRowSchema = z.object({
  applicationId: id,
  projectId: id,
  projectTitle: z.string(),
  legalEntityId: id,
  talentName: z.string(),
  status: z.enum(APPLICATION_STATUS_CODES),
  /** Since when it is in this state (sent, failed, waiting). */
  since: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  message: z.string().nullable(),
  submissionState: z.enum(VMS_SUBMISSION_STATES).nullable(),
})
export type BoardRow = z.infer<typeof boardRowSchema>

export const boardUnmappedSchema = z.object({
  id,
  legalEntityId: id,
  eventId: z.string(),
  type: z.string(),
  vmsSubmissionId: z.string().nullable(),
  receivedAt: z.string(),
})

export const boardConnectionSchema = z.object({
  legalEntityId: id,
  legalEntityName: z.string(),
  vmsType: z.string(),
  connected: z.boolean(),
  baseUrl: z.string().nullable(),
  lastPollAt: z.string().nullable(),
  lastPollError: z.string().nullable(),
  lastWebhookAt: z.string().nullable(),
  webhookRefused: z.number().int(),
  lastWebhookError: z.string().nullable(),
})

const boardList = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), rows: z.array(item) })

export const boardResponseSchema = z.object({
  project: z.object({ id, title: z.string() }).nullable(),
  waitingDays: z.number().int(),
  connections: z.array(boardConnectionSchema),
  pending: boardList(boardRowSchema),
  failed: boardList(boardRowSchema),
  waiting: boardList(boardRowSchema),
  unmapped: boardList(boardUnmappedSchema),
})
export type BoardResponse = z.infer<typeof boardResponseSchema>

export const notificationSchema = z.object({
  id,
  kind: z.string(),
  applicationId: id.nullable(),
  projectId: id.nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type NotificationDto = z.infer<typeof notificationSchema>

export const notificationsResponseSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
})
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>

export const notificationsReadRequestSchema = z.object({ ids: z.array(id).max(1000).optional() })

/** POST vms/statuses: where sends stand, for rows the pipeline shows (it asks while some are pending). */
export const vmsStatusesRequestSchema = z.object({ ids: z.array(id).max(1000) })
export const vmsStatusSchema = z.object({
  id,
  status: z.enum(APPLICATION_STATUS_CODES),
  vmsMessage: z.string().nullable(),
  lastUpdated: z.string(),
})
export type VmsStatus = z.infer<typeof vmsStatusSchema>
export const vmsStatusesResponseSchema = z.array(vmsStatusSchema)

/** GET vms/sendTask/{uuid}: the per-row results of a bulk send. */
export const sendTaskResultSchema = z.object({
  task: taskSchema,
  queuedCount: z.number().int(),
  failures: z.array(vmsRowFailureSchema.extend({ name: z.string() })),
})
export type SendTaskResult = z.infer<typeof sendTaskResultSchema>
