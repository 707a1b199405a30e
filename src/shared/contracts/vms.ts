import { z } from 'zod'
import { APPLICATION_STATUS_CODES, CURRENCIES, RATE_UNITS } from '../domain/statuses'
import { VMS_SUBMISSION_STATES } from '../domain/vms'
import { dbId, dbIdParam } from './ids'
import { applicationRowSchema, taskSchema } from './pipeline'
import { jsonValue, text } from './text'

/**
 * Contracts of the vms module (issue 20): sending applications to the client's VMS (§7
 * projectApplication/upload, {id}/updateRates), what comes back (interviews and offers, §7
 * vms/interview|offer/{id}/accept|decline), the sync board and the recruiter's notifications.
 */

const id = dbId
const idList = z.array(id).min(1, 'msp.v2.pipeline.error.empty.selection')
const params = z.record(text(), z.union([text(), z.number(), z.null()]))

/** POST projectApplication/upload[/preflight]: send (first time) or re-send. */
export const vmsSendRequestSchema = z.object({
  ids: idList.max(100_000, 'msp.v2.pipeline.error.too.many'),
  mode: z.enum(['send', 'resend']).default('send'),
})
export type VmsSendRequest = z.input<typeof vmsSendRequestSchema>

/** POST projectApplication/upload/cancel: cancel pending sends. */
export const vmsCancelRequestSchema = z.object({ ids: idList.max(1000, 'msp.v2.pipeline.error.too.many') })

/** Why a row is not sent, with what the text needs (max, sent, rate, range, project, recruiter …). */
export const vmsBlockerSchema = z.object({ reason: text(), params })
export type VmsBlocker = z.infer<typeof vmsBlockerSchema>

const rateSchema = z.object({
  amount: z.number(),
  currency: text().nullable(),
  unit: text().nullable(),
})

export const vmsPreflightRowSchema = z.object({
  id,
  name: text(),
  projectId: id,
  status: z.enum(APPLICATION_STATUS_CODES),
  rate: rateSchema.nullable(),
  blockers: z.array(vmsBlockerSchema),
})
export type VmsPreflightRow = z.infer<typeof vmsPreflightRowSchema>

export const vmsPreflightProjectSchema = z.object({
  id,
  title: text(),
  requisitionId: text().nullable(),
  maxSubmissions: z.number().int(),
  sentCount: z.number().int(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  rateUnit: text().nullable(),
  currency: text().nullable(),
})

export const vmsPreflightResponseSchema = z.object({
  okIds: z.array(id),
  /** Every asked row, blocked or not, in the order asked. */
  rows: z.array(vmsPreflightRowSchema),
  projects: z.array(vmsPreflightProjectSchema),
})
export type VmsPreflightResponse = z.infer<typeof vmsPreflightResponseSchema>

export const vmsRowFailureSchema = z.object({ id, reason: text(), params })
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
  rate: text().nullable(),
  rateUnit: text().nullable(),
  currency: text().nullable(),
  clientRate: text().nullable(),
})

const responseFields = {
  talentResponse: z.enum(['pending', 'accepted', 'declined']),
  responseReason: text().nullable(),
  respondedAt: text().nullable(),
  respondedBy: text().nullable(),
  /** The answer's way to the VMS; null when none was given (or it was recorded here). */
  responseState: z.enum(['pending', 'sending', 'done', 'failed']).nullable(),
  responseError: text().nullable(),
  /** The recruiter may still answer on the talent's behalf. */
  answerable: z.boolean(),
  /** The VMS's id; null when recorded by the MSP (then answered and changed here). */
  externalId: text().nullable(),
  source: z.enum(['vms', 'msp']),
  message: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
}

export const vmsInterviewSchema = z.object({
  id,
  status: text(),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  location: text().nullable(),
  meetingUrl: text().nullable(),
  notes: text().nullable(),
  ...responseFields,
})
export type VmsInterview = z.infer<typeof vmsInterviewSchema>

export const vmsOfferSchema = z.object({
  id,
  status: text(),
  rate: text().nullable(),
  currency: text().nullable(),
  rateUnit: text().nullable(),
  startDate: text().nullable(),
  ...responseFields,
})
export type VmsOffer = z.infer<typeof vmsOfferSchema>

export const vmsRequestSummarySchema = z.object({
  id,
  kind: z.enum(['submit', 'withdraw', 'respond']),
  target: text().nullable(),
  attempt: z.number().int(),
  method: text(),
  url: text(),
  responseStatus: z.number().int().nullable(),
  outcome: z.enum(['pending', 'accepted', 'done', 'rejected', 'retry', 'lost']),
  message: text().nullable(),
  startedAt: text(),
  durationMs: z.number().int().nullable(),
  by: text().nullable(),
})
export type VmsRequestSummary = z.infer<typeof vmsRequestSummarySchema>

/** GET vms/request/{id}: one exchange verbatim (bodies only with data-protection visibility). */
export const vmsRequestDetailSchema = vmsRequestSummarySchema.extend({
  requestBody: text().nullable(),
  files: z.array(z.object({ part: text(), fileName: text(), size: z.number(), sha256: text() })),
  responseBody: text().nullable(),
})
export type VmsRequestDetail = z.infer<typeof vmsRequestDetailSchema>

export const vmsSubmissionSchema = z.object({
  id,
  state: z.enum(VMS_SUBMISSION_STATES),
  requisitionId: text(),
  vmsSubmissionId: text().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: text().nullable(),
  lastError: text().nullable(),
  cancelRequested: z.boolean(),
  createdAt: text(),
  acceptedAt: text().nullable(),
  confirmedAt: text().nullable(),
  createdBy: text().nullable(),
})
export type VmsSubmissionDto = z.infer<typeof vmsSubmissionSchema>

/** GET vms/application/{id}: the VMS part of the application detail. */
export const vmsApplicationSchema = z.object({
  applicationId: id,
  status: z.enum(APPLICATION_STATUS_CODES),
  /** The legal entity's VMS type; 'none' when it has none (interviews and offers are recorded here). */
  vmsType: text(),
  connected: z.boolean(),
  vmsMessage: text().nullable(),
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
  reason: text().trim().max(1000, 'msp.v2.vms.error.reason.long').nullable().optional(),
})
export const vmsRespondResponseSchema = z.object({
  kind: z.enum(['interview', 'offer']),
  id,
  /** done: recorded (here or by the VMS); pending: the VMS will be asked again; failed: it refused (message). */
  result: z.enum(['done', 'pending', 'failed']),
  message: text().nullable(),
})
export type VmsRespondResponse = z.infer<typeof vmsRespondResponseSchema>

const isoDateTime = text().refine((v) => !Number.isNaN(Date.parse(v)), 'msp.v2.vms.error.date')

/** POST vms/interview: the MSP records an interview (legal entities without a VMS). */
export const recordInterviewRequestSchema = z.object({
  applicationId: id,
  startsAt: isoDateTime,
  endsAt: isoDateTime.nullable().optional(),
  location: text().trim().max(500).nullable().optional(),
  meetingUrl: text().trim().url('msp.v2.vms.error.url').max(1000).nullable().optional(),
  notes: text().trim().max(5000).nullable().optional(),
})
export type RecordInterviewRequest = z.infer<typeof recordInterviewRequestSchema>

/** POST vms/offer: the MSP records an offer (legal entities without a VMS). */
export const recordOfferRequestSchema = z.object({
  applicationId: id,
  rate: z.number().positive('msp.v2.vms.error.rate.positive').max(10_000_000),
  currency: z.enum(CURRENCIES),
  rateUnit: z.enum(RATE_UNITS),
  startDate: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'msp.v2.vms.error.date'),
})
export type RecordOfferRequest = z.infer<typeof recordOfferRequestSchema>

/** POST vms/interview/{id}/cancel, vms/offer/{id}/withdraw */
export const closeRecordRequestSchema = z.object({
  reason: text().trim().max(1000, 'msp.v2.vms.error.reason.long').nullable().optional(),
})

export const boardQuerySchema = z.object({
  projectId: dbIdParam.optional(),
  waitingDays: z.coerce.number().int().min(0).max(365).default(5),
})

export const boardRowSchema = z.object({
  applicationId: id,
  projectId: id,
  projectTitle: text(),
  legalEntityId: id,
  talentName: text(),
  status: z.enum(APPLICATION_STATUS_CODES),
  /** Since when it is in this state (sent, failed, waiting). */
  since: text(),
  attempts: z.number().int(),
  nextAttemptAt: text().nullable(),
  message: text().nullable(),
  submissionState: z.enum(VMS_SUBMISSION_STATES).nullable(),
})
export type BoardRow = z.infer<typeof boardRowSchema>

export const boardUnmappedSchema = z.object({
  id,
  legalEntityId: id,
  eventId: text(),
  type: text(),
  vmsSubmissionId: text().nullable(),
  receivedAt: text(),
})

export const boardConnectionSchema = z.object({
  legalEntityId: id,
  legalEntityName: text(),
  vmsType: text(),
  connected: z.boolean(),
  baseUrl: text().nullable(),
  lastPollAt: text().nullable(),
  lastPollError: text().nullable(),
  lastWebhookAt: text().nullable(),
  webhookRefused: z.number().int(),
  lastWebhookError: text().nullable(),
})

const boardList = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), rows: z.array(item) })

export const boardResponseSchema = z.object({
  project: z.object({ id, title: text() }).nullable(),
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
  kind: text(),
  applicationId: id.nullable(),
  projectId: id.nullable(),
  payload: z.record(text(), jsonValue()),
  createdAt: text(),
  readAt: text().nullable(),
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
  vmsMessage: text().nullable(),
  lastUpdated: text(),
})
export type VmsStatus = z.infer<typeof vmsStatusSchema>
export const vmsStatusesResponseSchema = z.array(vmsStatusSchema)

/** GET vms/sendTask/{uuid}: the per-row results of a bulk send. */
export const sendTaskResultSchema = z.object({
  task: taskSchema,
  queuedCount: z.number().int(),
  failures: z.array(vmsRowFailureSchema.extend({ name: text() })),
})
export type SendTaskResult = z.infer<typeof sendTaskResultSchema>
