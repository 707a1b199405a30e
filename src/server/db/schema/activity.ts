import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { TaskStatus } from '../../../shared/domain/statuses'
import { clients, msps } from './tenancy'

/**
 * History events of the three catalogues of §3 (application, job, talent) in one table,
 * keyed by entity. `newValue`/`oldValue` carry what changed; talent erasure strips them.
 */
export const historyEvents = pgTable(
  'history_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    entityType: text('entity_type').$type<'application' | 'job' | 'talent'>().notNull(),
    entityId: integer('entity_id').notNull(),
    event: text('event').notNull(),
    mspId: integer('msp_id').references(() => msps.id),
    oldValue: jsonb('old_value').$type<unknown>(),
    newValue: jsonb('new_value').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('history_events_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
)

/** Views recorded when a user leaves a talent, project, pool or application (§2). */
export const recentViews = pgTable(
  'recent_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').$type<'talent' | 'project' | 'pool' | 'application'>().notNull(),
    entityId: integer('entity_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recent_views_msp_idx').on(t.mspId, t.entityType, t.viewedAt)],
)

/** File metadata; the bytes live in the storage behind `integrations/storage`. */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resources_client_idx').on(t.clientId)],
)

/** Background tasks (§3, §4) worked by the runner with FOR UPDATE SKIP LOCKED. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id),
    type: text('type').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('CREATED'),
    args: jsonb('args').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull().default(0),
    current: integer('current').notNull().default(0),
    state: jsonb('state').$type<Record<string, unknown>>(),
    error: text('error'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_status_idx').on(t.status), index('tasks_msp_idx').on(t.mspId, t.acknowledgedAt)],
)

/** Maintenance announcements (§3): an empty list means no banner. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').references(() => clients.id),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  deadlineWithLeadtime: timestamp('deadline_with_leadtime', { withTimezone: true }).notNull(),
  message: text('message'),
})

/** Saved search buckets (§2 Searches): a named selection of ids or a saved query. */
export const searchBuckets = pgTable(
  'search_buckets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    target: text('target').$type<'talents' | 'projects'>().notNull(),
    mode: text('mode').$type<'selection' | 'bucket'>().notNull(),
    ids: integer('ids').array(),
    query: jsonb('query').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_buckets_msp_idx').on(t.mspId)],
)

/** Server-wide settings generated once and shared by every process (e.g. the token signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
