import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { applications } from './applications'
import { clients, msps } from './tenancy'

/**
 * A recruiter's external calendar (issue 24): the provider, and the grant sealed with
 * AES-256-GCM (never stored readable). The chosen calendar is msps.calendar_id, the status the
 * user sees msps.calendar_connection_status (CN connected, AR needs reconnecting).
 */
export const calendarConnections = pgTable('calendar_connections', {
  mspId: integer('msp_id')
    .primaryKey()
    .references(() => msps.id, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  provider: text('provider').$type<'google' | 'caldav'>().notNull(),
  /** CalDAV: the server and the account name shown in settings. */
  serverUrl: text('server_url'),
  account: text('account'),
  grantSealed: text('grant_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  status: text('status').$type<'CN' | 'AR'>().notNull().default('CN'),
  lastError: text('last_error'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One OAuth authorization in flight: its state (single use) and PKCE verifier. */
export const calendarOauthStates = pgTable('calendar_oauth_states', {
  state: text('state').primaryKey(),
  mspId: integer('msp_id')
    .notNull()
    .references(() => msps.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A live interview scheduled from an application, and the outbox row its calendar event is
 * worked from: the business transaction writes it (sync_state pending), the calendar worker
 * creates, moves or cancels the event and mails the talent after the commit. `version` grows
 * with each change so a worker finishing an older change never marks a newer one done.
 * Statuses (§4 live): uc unconfirmed, cf confirmed, cn cancelled, sf sending failed.
 */
export const calendarInterviews = pgTable(
  'calendar_interviews',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => msps.id),
    participantIds: integer('participant_ids').array().notNull().default(sql`'{}'::int[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    location: text('location'),
    status: text('status').$type<'uc' | 'cf' | 'cn' | 'sf'>().notNull().default('uc'),
    eventUid: text('event_uid').notNull(),
    eventId: text('event_id'),
    provider: text('provider').$type<'google' | 'caldav'>().notNull(),
    calendarId: text('calendar_id').notNull(),
    sequence: integer('sequence').notNull().default(0),
    syncOp: text('sync_op').$type<'create' | 'update' | 'cancel'>().notNull().default('create'),
    syncState: text('sync_state').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    syncError: text('sync_error'),
    /** The talent got the invitation (so a cancellation is mailed too). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_interviews_uid_uq').on(t.eventUid),
    index('calendar_interviews_application_idx').on(t.applicationId),
    index('calendar_interviews_organizer_idx').on(t.organizerId, t.startsAt).where(sql`status <> 'cn'`),
    index('calendar_interviews_due_idx').on(t.nextAt).where(sql`sync_state = 'pending'`),
  ],
)
