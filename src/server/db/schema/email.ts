import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { EmailMotivation, OutboxStatus, SkipReason } from '../../../shared/domain/email'
import type { IcalEvent } from '../../integrations/mail/port'
import { applications } from './applications'
import { talents } from './talents'
import { clients, msps } from './tenancy'

/** An email template of a client (§3 motivations); its text lives in one variant per language. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    motivation: text('motivation').$type<EmailMotivation>().notNull(),
    name: text('name').notNull(),
    /** The one template of its motivation that automatic sends (reject) use. */
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => msps.id),
    updatedBy: integer('updated_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_templates_client_idx').on(t.clientId, t.motivation),
    uniqueIndex('email_templates_default_uq').on(t.clientId, t.motivation).where(sql`is_default`),
  ],
)

export const emailTemplateVariants = pgTable(
  'email_template_variants',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.language] })],
)

/**
 * Every email the product sends: the outbox is the queue. Business transactions write rows
 * (held inside an undo window, or queued); the delivery worker sends due rows outside any
 * transaction and records the outcome. `messageId` is the row's Message-ID header, the same
 * on every attempt, so a message re-sent after a crash is recognisable as the same one.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    mspId: integer('msp_id').references(() => msps.id),
    motivation: text('motivation').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    /** The last failure, as the server answered it. */
    error: text('error'),
    /** A held message's end of its undo window; empty while the bulk task writing it runs. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    /** The undoable action (pipeline undo token or email send id) that wrote it; undo cancels it. */
    undoToken: uuid('undo_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    talentId: integer('talent_id').references(() => talents.id),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    /** The language variant the message was written in. */
    language: text('language'),
    /** A calendar invitation sent with the message ({method, filename, content}: the ICS). */
    icalEvent: jsonb('ical_event').$type<IcalEvent>(),
    messageId: text('message_id').notNull().default(sql`gen_random_uuid()::text`),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is due (a retry's backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set when a worker took it (status sending). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** 'smtp', or 'outbox' when no SMTP server is configured and the outbox is the delivery. */
    transport: text('transport').$type<'smtp' | 'outbox'>(),
    /** The SMTP server's answer to a delivered message. */
    smtpResponse: text('smtp_response'),
  },
  // Few indexes: a bulk send writes thousands of rows and every status change touches each
  // index (status is in the worker's partial indexes). A status filter of the Outbox reads the
  // client's rows in time order.
  (t) => [
    index('email_outbox_client_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    index('email_outbox_undo_token_idx').on(t.undoToken),
    index('email_outbox_held_idx').on(t.sendAfter).where(sql`status = 'held'`),
    index('email_outbox_queued_idx').on(t.nextAttemptAt).where(sql`status = 'queued'`),
    index('email_outbox_sending_idx').on(t.claimedAt).where(sql`status = 'sending'`),
    index('email_outbox_talent_idx').on(t.talentId).where(sql`talent_id IS NOT NULL`),
    index('email_outbox_application_idx').on(t.applicationId).where(sql`application_id IS NOT NULL`),
  ],
)

/** Addresses a client no longer sends to: a hard bounce or a permanent failure put them here. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Lower-cased. */
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.address] })],
)

/**
 * One compose send (to talents or applicants): its text, its recipients (so a bulk task
 * resumes after a restart) and its undo window. Its id is the undo token of its messages.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: uuid('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id),
    motivation: text('motivation').$type<EmailMotivation>().notNull(),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    targetKind: text('target_kind').$type<'talents' | 'applications'>().notNull(),
    targetIds: integer('target_ids').array().notNull(),
    variants: jsonb('variants').$type<Record<string, { subject: string; body: string }>>().notNull(),
    uniquePerTalent: boolean('unique_per_talent').notNull(),
    total: integer('total').notNull(),
    queued: integer('queued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** Set when every recipient has its result. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Undo is possible until then (null while a bulk task runs). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * A bulk send's held messages (written without send_after) may leave from then on: set when
     * its task ends, so the task does not rewrite thousands of rows to start their wait.
     */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** Set by the delivery worker once no held message of a released send is left. */
    drainedAt: timestamp('drained_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_sends_msp_idx').on(t.mspId, t.createdAt),
    index('email_sends_release_idx').on(t.releaseAt).where(sql`drained_at IS NULL`),
  ],
)

/** The per-recipient result of a send: queued (with its message) or skipped with a reason. */
export const emailSendResults = pgTable(
  'email_send_results',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => emailSends.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    talentId: integer('talent_id'),
    applicationId: integer('application_id'),
    outboxId: integer('outbox_id'),
    skipReason: text('skip_reason').$type<SkipReason>(),
    /** One email per unique talent: the lower-cased address a queued message went to. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.position] }),
    index('email_send_results_dedupe_idx').on(t.sendId, t.dedupeKey),
  ],
)
