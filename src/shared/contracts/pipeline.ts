import { z } from 'zod'
import { ASSESSMENT_STATES } from '../domain/assessments'
import { APPLICATION_ACTIONS } from '../domain/pipeline'
import {
  APPLICATION_STAGES,
  APPLICATION_STATUS_CODES,
  type ApplicationStage,
  PIPELINE_STAGES,
  PROJECT_CHIPS,
  PROJECT_STATUSES,
  TALENT_STATES,
  TASK_STATUSES,
} from '../domain/statuses'
import { assessmentFilterSchema } from './assessments'
import { heldEmailsSchema, rejectEmailSchema } from './email-hold'
import { dbId } from './ids'
import { text } from './text'

/**
 * Contracts of the project pipeline (spec §2 "Project pipeline", §3 Pipeline stage,
 * Application, Background task; §7 Application, Search and Tasks calls). Shared by the
 * server (which validates requests with them) and the client (which types responses).
 */

const id = dbId
const idList = z.array(id).min(1, 'msp.v2.pipeline.error.empty.selection')

export const pipelineStageKeySchema = z.enum(PIPELINE_STAGES)
export { APPLICATION_STAGES, type ApplicationStage }
export const applicationStageSchema = z.enum(APPLICATION_STAGES)

export const pipelineSubStageSchema = z.object({
  id,
  name: text(),
  nameKey: text().nullable(),
  entriesCount: z.number().int(),
})
export type PipelineSubStage = z.infer<typeof pipelineSubStageSchema>

export const pipelineStageSchema = z.object({
  id,
  key: pipelineStageKeySchema,
  group: z.enum(['sourcing', 'internal', 'client']),
  name: text(),
  nameKey: text(),
  /** Entries in the stage that carry none of its sub-stage labels. */
  entriesInStageCount: z.number().int(),
  /** All entries of the stage. */
  entriesInStageAndSubStagesCount: z.number().int(),
  /** Only on the data-harbour stage. */
  dhCounts: z.object({ spotted: z.number().int(), others: z.number().int() }).nullable(),
  subStages: z.array(pipelineSubStageSchema),
})
export type PipelineStageDto = z.infer<typeof pipelineStageSchema>

/** What the pipeline header needs about its project. */
export const pipelineProjectSchema = z.object({
  id,
  title: text(),
  status: z.enum(PROJECT_STATUSES),
  chip: z.enum(PROJECT_CHIPS),
  freelancerVisible: z.boolean(),
  filled: z.boolean(),
  partiallyFilled: z.boolean(),
  legalEntityId: id,
  legalEntityName: text(),
  jobHandle: text(),
  /** -1 means unlimited. */
  maxSubmissions: z.number().int(),
  /** Applications sent to the client (send2vms and hired stages). */
  sentToClientCount: z.number().int(),
  /** Targets the §4 rules allow from the current status (empty when not freelancer-visible). */
  allowedStatusTargets: z.array(z.enum(PROJECT_STATUSES)),
  /** §5: not visible to freelancers, and the user holds JOB_MANAGE_DELETE. */
  canDelete: z.boolean(),
})
export type PipelineProject = z.infer<typeof pipelineProjectSchema>

/** GET project/{id}/pipeline/stages */
export const pipelineStagesResponseSchema = z.object({
  project: pipelineProjectSchema,
  stages: z.array(pipelineStageSchema),
  statusMenu: z.object({
    sourcing: z.array(pipelineStageKeySchema),
    internal: z.array(pipelineStageKeySchema),
    client: z.array(pipelineStageKeySchema),
  }),
})
export type PipelineStagesResponse = z.infer<typeof pipelineStagesResponseSchema>

export const applicationSortFieldSchema = z.enum([
  'msp_pipeline_last_updated',
  'id',
  'created',
  'talent_name',
])

/** POST search/projectApplication/query */
export const applicationSearchRequestSchema = z.object({
  projectId: id,
  stage: applicationStageSchema,
  /** Only applications carrying this sub-stage label. */
  labelId: id.optional(),
  /** Talent name search (first, last or full name). */
  query: text().trim().max(200).default(''),
  filters: z
    .object({
      active_freelancers_only: z.boolean().optional(),
      statuses: z.array(z.enum(APPLICATION_STATUS_CODES)).optional(),
      /** Applications with an assessment in this state / scoring at least this (issue 24 §3). */
      assessment: assessmentFilterSchema.optional(),
    })
    .default({}),
  sort: z
    .array(z.object({ field: applicationSortFieldSchema, order: z.enum(['asc', 'desc']) }))
    .max(3)
    .default([
      { field: 'msp_pipeline_last_updated', order: 'asc' },
      { field: 'id', order: 'asc' },
    ]),
  offset: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(1000).default(10),
})
export type ApplicationSearchRequest = z.input<typeof applicationSearchRequestSchema>

export const applicationRowSchema = z.object({
  id,
  projectId: id,
  legalEntityId: id,
  status: z.enum(APPLICATION_STATUS_CODES),
  stage: pipelineStageKeySchema,
  talent: z.object({
    id,
    firstName: text(),
    lastName: text(),
    title: text().nullable(),
    city: text().nullable(),
    countryCode: text().nullable(),
    state: z.enum(TALENT_STATES),
  }),
  rate: text().nullable(),
  rateUnit: text().nullable(),
  currency: text().nullable(),
  labels: z.array(z.object({ id, name: text() })),
  /** Mandatory visible screening questions: none exist, all answered, or some open. */
  screening: z.enum(['none', 'complete', 'incomplete']),
  /** Pending project-pool applications block screening edits (§5). */
  pendingPoolMembership: z.boolean(),
  lastUpdated: text(),
  createdAt: text(),
  owner: z.object({ id, firstName: text(), lastName: text() }).nullable(),
  /** The VMS's last word on a send (its error text, verbatim; why a pending send waits). */
  vmsMessage: text().nullable(),
  /**
   * Lists read for a recruiter (a project's stage, the work queue): whether they opened the
   * application since its last pipeline move (review memory, issue 25 §1). Absent elsewhere.
   */
  seen: z.boolean().optional(),
  /**
   * The latest assessment (issue 24 §3); null without one or where the legal entity does not
   * use assessments. Score and pass mark are set once completed (the pass mark when the vendor gives one).
   */
  assessment: z
    .object({
      state: z.enum(ASSESSMENT_STATES),
      score: z.number().nullable(),
      passThreshold: z.number().nullable(),
    })
    .nullable(),
})
export type ApplicationRow = z.infer<typeof applicationRowSchema>

export const applicationSearchResponseSchema = z.object({
  results: z.array(applicationRowSchema),
  totalResults: z.number().int(),
})
export type ApplicationSearchResponse = z.infer<typeof applicationSearchResponseSchema>

/** Application actions that run on one or many applications. */
export const applicationActionSchema = z.enum(APPLICATION_ACTIONS)
export type ApplicationAction = z.infer<typeof applicationActionSchema>

export const bulkActionRequestSchema = z.object({
  action: applicationActionSchema,
  projectId: id,
  ids: idList.max(100_000, 'msp.v2.pipeline.error.too.many'),
  /** addLabel / removeLabel */
  labelId: id.optional(),
  /** allocate */
  mspId: id.optional(),
  /** reject: which email goes out (default: the job-rejection template in each talent's language). */
  email: rejectEmailSchema.optional(),
  /** reject: the rejection reason, a label of the rejected stage added to the applications. */
  reasonLabelId: id.optional(),
})
export type BulkActionRequest = z.infer<typeof bulkActionRequestSchema>

/** POST projectApplication/rejectPending: every unconfirmed application of the project. */
export const rejectPendingRequestSchema = z.object({ projectId: id })

/** "Accept selected and reject unselected" (flow START, CONFIRM, REJECT). */
export const acceptAndRejectRequestSchema = z.object({
  projectId: id,
  stage: applicationStageSchema,
  labelId: id.optional(),
  acceptIds: z.array(id).max(100_000),
  /** The email of the rejected rows, as for bulk reject. */
  email: rejectEmailSchema.optional(),
  reasonLabelId: id.optional(),
})

export const rowFailureSchema = z.object({
  id,
  /** i18n key: status does not allow it, other legal entity, already there, unknown id. */
  reason: text(),
})
export type RowFailure = z.infer<typeof rowFailureSchema>

/** POST projectApplication/bulk/preflight: what would fail, before anything runs. */
export const preflightResponseSchema = z.object({
  okIds: z.array(id),
  failures: z.array(rowFailureSchema),
})
export type PreflightResponse = z.infer<typeof preflightResponseSchema>

export const taskSchema = z.object({
  uuid: text(),
  type: text(),
  status: z.enum(TASK_STATUSES),
  args: z.object({
    projectId: id.optional(),
    jobHandleId: text().optional(),
    jobTitle: text().optional(),
    vmsId: text().optional(),
  }),
  count: z.object({ total: z.number().int(), current: z.number().int(), progress: z.number() }),
  /** Rows the task could not process (a failed bulk reject says how many). */
  failedCount: z.number().int(),
  /** Present on finished undoable tasks (bulk reject). */
  undoToken: text().nullable(),
  createdAt: text(),
})
export type TaskDto = z.infer<typeof taskSchema>

/** Result of a bulk action: done at once (small), or queued as a task (large). */
export const bulkActionResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('done'),
    succeededIds: z.array(id),
    failures: z.array(rowFailureSchema),
    /** Undo restores the exact previous status, stage and labels of the succeeded rows. */
    undoToken: text().nullable(),
    /** Emails the action holds until its undo window is over (reject). */
    emails: heldEmailsSchema.optional(),
  }),
  z.object({ mode: z.literal('task'), task: taskSchema }),
])
export type BulkActionResponse = z.infer<typeof bulkActionResponseSchema>

export const undoRequestSchema = z.object({ undoToken: text().uuid() })

/** Rows above this count run as a background task. */
export const BULK_TASK_THRESHOLD = 50

/** POST projectApplication/reject {ids} (up to BULK_TASK_THRESHOLD; more go through the bulk call). */
export const applicationIdsRequestSchema = z.object({
  ids: idList,
  email: rejectEmailSchema.optional(),
  reasonLabelId: id.optional(),
})

/** POST projectApplication/addLabel and /removeLabel. */
export const labelChangeRequestSchema = z.object({ applicationIds: idList, labelId: id })

/** PUT projectApplication/{id}/allocate. */
export const allocateRequestSchema = z.object({ mspId: id })

/** Result of the single application actions: the updated rows, rows that failed, and the undo token. */
export const applicationActionResponseSchema = z.object({
  rows: z.array(applicationRowSchema),
  failures: z.array(rowFailureSchema),
  undoToken: text().nullable(),
  /** Emails the action holds until its undo window is over (reject). */
  emails: heldEmailsSchema.optional(),
})
export type ApplicationActionResponse = z.infer<typeof applicationActionResponseSchema>

/** POST project/{id}/apply. */
/** A tracking source (§3 client configuration) the recruiter names for the applications made. */
export const trackingSourceField = text().trim().min(1).max(60).optional()
export const applyTalentsRequestSchema = z.object({
  talentIds: idList.max(1000),
  trackingSource: trackingSourceField,
})
/** POST projectInvitation/add; `source`: the sourcing list the recruiter invites from (analytics). */
export const inviteTalentsRequestSchema = z.object({
  projectId: id,
  talentIds: idList.max(1000),
  source: z.enum(['msp', 'suggested']).optional(),
})

/** Talent-based actions (apply, invite, add to pool): per talent id, what succeeded and what failed. */
export const talentActionResponseSchema = z.object({
  succeededIds: z.array(id),
  failures: z.array(rowFailureSchema),
})
export type TalentActionResponse = z.infer<typeof talentActionResponseSchema>

/** PUT project/{id}/status (§4 allowed status changes). */
export const projectStatusRequestSchema = z.object({
  status: z.enum(PROJECT_STATUSES),
  reasonForClosing: text().trim().max(2000).optional(),
})

/** DELETE projects (§5: not visible to freelancers, JOB_MANAGE_DELETE). */
export const deleteProjectsRequestSchema = z.object({ ids: idList.max(1000) })
export const projectsActionResponseSchema = z.object({
  succeededIds: z.array(id),
  failures: z.array(rowFailureSchema),
})
export type ProjectsActionResponse = z.infer<typeof projectsActionResponseSchema>

/** POST projectApplication/undo: done at once, or (a large bulk run) as a task of its own. */
export const undoResponseSchema = bulkActionResponseSchema
export type UndoResponse = z.infer<typeof undoResponseSchema>
