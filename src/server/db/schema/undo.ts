import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import { applications } from './applications'
import { projects } from './projects'
import { clients, msps } from './tenancy'

/**
 * One undoable pipeline action (§2 issue 4 "Undo"): a reject, re-activate, hire, un-hire,
 * label change, allocation or a whole bulk run. `undoneAt` is set once, atomically, so a
 * second undo of the same token is refused. `expiresAt` stays empty while a bulk task still
 * runs: the undo window starts when the user can see the result.
 */
export const undoActions = pgTable(
  'undo_actions',
  {
    token: uuid('token').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id),
    /** The project of a bulk run; empty for single actions that may span projects. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('undo_actions_msp_idx').on(t.mspId, t.createdAt)],
)

/**
 * What an application looked like before the action of `token`: exactly what undo restores.
 * The primary key makes a retried chunk record each row once.
 */
export const undoRows = pgTable(
  'undo_rows',
  {
    token: uuid('token')
      .notNull()
      .references(() => undoActions.token, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    prevStatus: text('prev_status').$type<ApplicationStatusCode>().notNull(),
    /** Status the action set; undo skips rows changed again since. */
    newStatus: text('new_status').$type<ApplicationStatusCode>().notNull(),
    prevLabelIds: integer('prev_label_ids').array().notNull(),
    prevAllocatedMspId: integer('prev_allocated_msp_id'),
    prevLastUpdated: timestamp('prev_last_updated', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.applicationId] })],
)
