import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { VmsSubmissionState } from '../../../shared/domain/vms'
import { applications } from './applications'
import { projects } from './projects'
import { clients, legalEntities, msps } from './tenancy'

/**
 * One submission of an application to its legal entity's VMS, and the outbox row its
 * delivery is worked from (issue 20): a send writes it in the business transaction; the
 * dispatcher sends it after the commit, with the same idempotency key on every attempt.
 * At most one live submission per application (the partial unique index).
 */
export const vmsSubmissions = pgTable(
  'vms_submissions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    legalEntityId: integer('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requisitionId: text('requisition_id').notNull(),
    /**
     * What is sent, frozen at the first attempt (the JSON part without the key; the CV's bytes
     * under `cvFile.storageKey`): every retry with the same idempotency key sends the same body.
     */
    /** JSON text, not jsonb: jsonb reorders keys, and a retry must send the very same bytes. */
    payload: text('payload'),
    cvFile: jsonb('cv_file').$type<{ storageKey: string; fileName: string; size: number }>(),
    /** The VMS's id of the earlier submission this re-send replaces. */
    supersedes: text('supersedes'),
    state: text('state').$type<VmsSubmissionState>().notNull(),
    /** The recruiter asked to cancel while it was on its way: withdrawn once the VMS answers. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    vmsSubmissionId: text('vms_submission_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A dispatcher holds it until then (state 'sending'); a later one takes over after. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The VMS's last error text (verbatim), or ours when it could not be reached. */
    lastError: text('last_error'),
    /** Sequence of the last status event applied: an older one arriving late changes nothing. */
    lastStatusSeq: bigint('last_status_seq', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vms_submissions_key_uq').on(t.idempotencyKey),
    index('vms_submissions_application_idx').on(t.applicationId, t.createdAt),
    index('vms_submissions_vms_id_idx').on(t.legalEntityId, t.vmsSubmissionId),
    // Events about a re-send name the VMS submission it updates (events-service loadSubmissions).
    index('vms_submissions_supersedes_idx')
      .on(t.legalEntityId, t.supersedes)
      .where(sql`supersedes IS NOT NULL`),
    index('vms_submissions_due_idx').on(t.nextAttemptAt).where(sql`state IN ('queued', 'withdrawing')`),
    index('vms_submissions_sending_idx').on(t.leaseUntil).where(sql`state = 'sending'`),
    uniqueIndex('vms_submissions_live_uq')
      .on(t.applicationId)
      .where(sql`state IN ('queued', 'sending', 'accepted', 'confirmed', 'withdrawing')`),
  ],
)

/**
 * Every request made to a VMS for an application, as it went over the wire, with the answer
 * (the audit trail of issue 20). Written before the request leaves (outcome 'pending'), so a
 * request whose answer never came back stays visible ('lost').
 */
export const vmsRequests = pgTable(
  'vms_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => vmsSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'submit' | 'withdraw' | 'respond'>().notNull(),
    /** What a respond call answered: 'interview INT-1 accept'. */
    target: text('target'),
    attempt: integer('attempt').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    requestBody: text('request_body').notNull(),
    files: jsonb('files').$type<{ part: string; fileName: string; size: number; sha256: string }[]>(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    outcome: text('outcome')
      .$type<'pending' | 'accepted' | 'done' | 'rejected' | 'retry' | 'lost'>()
      .notNull(),
    message: text('message'),
    mspId: integer('msp_id').references(() => msps.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('vms_requests_application_idx').on(t.applicationId, t.startedAt),
    index('vms_requests_pending_idx').on(t.startedAt).where(sql`outcome = 'pending'`),
  ],
)

/**
 * Every event a VMS reported (webhook or pull), once per event id: the ledger that makes
 * applying them idempotent, and what the sync board lists as unmapped.
 */
export const vmsEvents = pgTable(
  'vms_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    legalEntityId: integer('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
    eventId: text('event_id').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    vmsSubmissionId: text('vms_submission_id'),
    externalRef: text('external_ref'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    via: text('via').$type<'webhook' | 'poll'>().notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    outcome: text('outcome').$type<'applied' | 'superseded' | 'unmapped' | 'ignored'>().notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vms_events_event_uq').on(t.legalEntityId, t.eventId),
    index('vms_events_unmapped_idx').on(t.legalEntityId, t.receivedAt).where(sql`outcome = 'unmapped'`),
    index('vms_events_ref_idx').on(t.externalRef).where(sql`outcome = 'unmapped'`),
    index('vms_events_application_idx').on(t.applicationId),
  ],
)

/** Per legal entity with a VMS: the pull feed's cursor and how the last sync went. */
export const vmsSyncState = pgTable('vms_sync_state', {
  legalEntityId: integer('legal_entity_id')
    .primaryKey()
    .references(() => legalEntities.id),
  cursor: text('cursor'),
  lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
  lastPollError: text('last_poll_error'),
  lastWebhookAt: timestamp('last_webhook_at', { withTimezone: true }),
  /** Webhook requests refused (bad signature, outside the replay window) and the last reason. */
  webhookRefused: integer('webhook_refused').notNull().default(0),
  lastWebhookError: text('last_webhook_error'),
})

/** In-app notifications of a recruiter (what the VMS did to their applications). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_msp_idx').on(t.mspId, t.createdAt)],
)
