import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ApplicationSource } from '../../../shared/domain/application-sources'
import {
  APPLICATION_STATUS_CODES,
  type ApplicationStatusCode,
  type PipelineStage,
  stageOfApplicationStatus,
} from '../../../shared/domain/statuses'
import { pipelineLabels, projects } from './projects'
import { talents } from './talents'
import { clients, legalEntities, msps } from './tenancy'

/** The §4 status-to-stage mapping as SQL, generated from the domain function so the two never drift. */
const stageCase = `CASE status ${APPLICATION_STATUS_CODES.filter(
  (c) => stageOfApplicationStatus(c) !== 'active',
)
  .map((c) => `WHEN '${c}' THEN '${stageOfApplicationStatus(c)}'`)
  .join(' ')} ELSE 'active' END`

/** Applications of talents to projects, with the status codes of §4. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatusCode>().notNull().default('a'),
    /** Pipeline stage of the status (§4 mapping): one index serves a stage's table in its sort order. */
    stage: text('stage').$type<PipelineStage>().generatedAlwaysAs(sql.raw(stageCase)),
    rate: numeric('rate', { precision: 12, scale: 2 }),
    rateUnit: text('rate_unit'),
    currency: text('currency'),
    clientRate: numeric('client_rate', { precision: 12, scale: 2 }),
    vmsId: text('vms_id'),
    vmsSubmittedAt: timestamp('vms_submitted_at', { withTimezone: true }),
    /** The VMS's last word on the send (its error text, verbatim), shown on the row; null when none. */
    vmsMessage: text('vms_message'),
    allocatedMspId: integer('allocated_msp_id').references(() => msps.id),
    source: text('source').$type<ApplicationSource>().notNull().default('applied'),
    /** The channel the talent came through, one of the client's tracking sources (§3), when the recruiter named it. */
    trackingSource: text('tracking_source'),
    mspPipelineLastUpdated: timestamp('msp_pipeline_last_updated', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_project_status_idx').on(t.projectId, t.status, t.mspPipelineLastUpdated, t.id),
    index('applications_project_stage_idx').on(t.projectId, t.stage, t.mspPipelineLastUpdated, t.id),
    index('applications_talent_idx').on(t.talentId, t.createdAt),
    index('applications_client_status_idx').on(t.clientId, t.status),
    // The cross-project work queue: one stage of a client in pipeline order (issue 25).
    index('applications_client_stage_idx').on(t.clientId, t.stage, t.mspPipelineLastUpdated, t.id),
    // Analytics: the applications a client created in a period.
    index('applications_client_created_idx').on(t.clientId, t.createdAt),
    // Talent search by assignee: the recruiters allocated to a talent's applications.
    index('applications_allocated_idx')
      .on(t.allocatedMspId, t.talentId)
      .where(sql`${t.allocatedMspId} IS NOT NULL`),
    // Talent search by "assigned" or "unassigned": whether a talent has an allocated application,
    // probed per talent from this index alone while a search walks a sort index (0007).
    index('applications_talent_allocated_idx').on(t.talentId).where(sql`${t.allocatedMspId} IS NOT NULL`),
  ],
)

export const applicationLabels = pgTable(
  'application_labels',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => pipelineLabels.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => msps.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.labelId] }),
    index('application_labels_label_idx').on(t.labelId),
  ],
)

/**
 * Screening / pre-application questions (§3 Question). Defaults belong to a legal entity,
 * job-specific ones to a project. Children point at their parent.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    legalEntityId: integer('legal_entity_id').references(() => legalEntities.id),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    componentName: text('component_name').notNull(),
    questionJson: jsonb('question_json')
      .$type<{ type: string; options?: { value: string; label: string }[] }>()
      .notNull(),
    questionType: text('question_type').$type<'default' | 'job-specific'>().notNull(),
    position: integer('position').notNull().default(0),
    hide: boolean('hide').notNull().default(false),
    mandatory: boolean('mandatory').notNull().default(false),
    label: text('label').notNull(),
    mspVisibility: boolean('msp_visibility').notNull().default(true),
    mspCanEdit: boolean('msp_can_edit').notNull().default(true),
    parentQuestionId: integer('parent_question_id'),
    parentQuestionAnswer: jsonb('parent_question_answer').$type<unknown>(),
  },
  (t) => [index('questions_project_idx').on(t.projectId), index('questions_le_idx').on(t.legalEntityId)],
)

export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    groupId: text('group_id'),
    type: text('type').notNull(),
    value: text('value'),
    objectValue: jsonb('object_value').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answers_application_question_uq').on(t.applicationId, t.questionId, t.groupId)],
)

/** Application manual logs (§3): cl call, em email, mt meeting, nt note. */
export const manualLogs = pgTable(
  'manual_logs',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    note: text('note').notNull(),
    executionDate: timestamp('execution_date', { withTimezone: true }).notNull(),
    mspId: integer('msp_id').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manual_logs_application_idx').on(t.applicationId)],
)

export const vmsInterviews = pgTable(
  'vms_interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    notes: text('notes'),
    /** The VMS's id; null for interviews the MSP recorded (or demo rows), which are answered here. */
    externalId: text('external_id'),
    source: text('source').$type<'vms' | 'msp'>().notNull().default('vms'),
    message: text('message'),
    /** The talent's answer, given by the recruiter on their behalf or reported by the VMS. */
    talentResponse: text('talent_response')
      .$type<'pending' | 'accepted' | 'declined'>()
      .notNull()
      .default('pending'),
    responseReason: text('response_reason'),
    respondedBy: integer('responded_by').references(() => msps.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The answer's way to the VMS (an outbox on the row): pending, sending, done, failed. */
    responseState: text('response_state').$type<'pending' | 'sending' | 'done' | 'failed'>(),
    responseAnswer: text('response_answer').$type<'accept' | 'decline'>(),
    responseAttempts: integer('response_attempts').notNull().default(0),
    responseNextAt: timestamp('response_next_at', { withTimezone: true }),
    responseError: text('response_error'),
    createdBy: integer('created_by').references(() => msps.id),
    /** Sequence of the last VMS event applied to it. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vms_interviews_application_idx').on(t.applicationId),
    uniqueIndex('vms_interviews_external_uq')
      .on(t.applicationId, t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
    index('vms_interviews_response_due_idx').on(t.responseNextAt).where(sql`${t.responseState} = 'pending'`),
  ],
)

export const vmsOffers = pgTable(
  'vms_offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    rate: numeric('rate', { precision: 12, scale: 2 }),
    currency: text('currency'),
    rateUnit: text('rate_unit'),
    startDate: timestamp('start_date', { withTimezone: true }),
    /** The VMS's id; null for interviews the MSP recorded (or demo rows), which are answered here. */
    externalId: text('external_id'),
    source: text('source').$type<'vms' | 'msp'>().notNull().default('vms'),
    message: text('message'),
    /** The talent's answer, given by the recruiter on their behalf or reported by the VMS. */
    talentResponse: text('talent_response')
      .$type<'pending' | 'accepted' | 'declined'>()
      .notNull()
      .default('pending'),
    responseReason: text('response_reason'),
    respondedBy: integer('responded_by').references(() => msps.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The answer's way to the VMS (an outbox on the row): pending, sending, done, failed. */
    responseState: text('response_state').$type<'pending' | 'sending' | 'done' | 'failed'>(),
    responseAnswer: text('response_answer').$type<'accept' | 'decline'>(),
    responseAttempts: integer('response_attempts').notNull().default(0),
    responseNextAt: timestamp('response_next_at', { withTimezone: true }),
    responseError: text('response_error'),
    createdBy: integer('created_by').references(() => msps.id),
    /** Sequence of the last VMS event applied to it. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vms_offers_application_idx').on(t.applicationId),
    uniqueIndex('vms_offers_external_uq')
      .on(t.applicationId, t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
    index('vms_offers_response_due_idx').on(t.responseNextAt).where(sql`${t.responseState} = 'pending'`),
  ],
)

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }),
    resultUrl: text('result_url'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * Sent from here (issue 24 §3); null on assessments recorded before. The row is the outbox
     * of its invitation: written with send_state pending, sent by the assessments worker with
     * the idempotency key, results applied from the vendor's signed webhook once per event.
     */
    testId: text('test_id'),
    invitationId: text('invitation_id'),
    idempotencyKey: text('idempotency_key'),
    passThreshold: numeric('pass_threshold', { precision: 5, scale: 2 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sendState: text('send_state').$type<'pending' | 'sent' | 'failed'>(),
    sendError: text('send_error'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    sendNextAt: timestamp('send_next_at', { withTimezone: true }),
    lastEventId: text('last_event_id'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /*
     * A reminder asked for (the vendor mails the candidate again): due at remind_next_at,
     * sent by the worker under remind_key (a retry never reminds twice); cleared once sent
     * or after 3 failed attempts (remind_error then says why).
     */
    remindKey: text('remind_key'),
    remindNextAt: timestamp('remind_next_at', { withTimezone: true }),
    remindAttempts: integer('remind_attempts').notNull().default(0),
    remindError: text('remind_error'),
    sentBy: integer('sent_by').references(() => msps.id),
  },
  (t) => [
    index('assessments_application_idx').on(t.applicationId),
    uniqueIndex('assessments_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('assessments_invitation_uq').on(t.provider, t.invitationId),
    index('assessments_send_due_idx').on(t.sendNextAt).where(sql`send_state = 'pending'`),
    index('assessments_remind_due_idx').on(t.remindNextAt).where(sql`remind_next_at IS NOT NULL`),
    index('assessments_open_idx').on(t.status, t.applicationId).where(sql`status IN ('invited', 'started')`),
  ],
)
