import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { applications } from './applications'
import { msps } from './tenancy'

/**
 * Review memory (issue 25 §1): when a recruiter last opened an application in the detail pane or
 * on its page. A row counts as seen while seen_at is not older than the application's last
 * pipeline move (msp_pipeline_last_updated), so a status change makes it unseen again without a write here.
 */
export const applicationSeen = pgTable(
  'application_seen',
  {
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  // The primary key serves the lists' join (one lookup per page row); the index, deleting applications.
  (t) => [
    primaryKey({ columns: [t.mspId, t.applicationId] }),
    index('application_seen_application_idx').on(t.applicationId),
  ],
)
