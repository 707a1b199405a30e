import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { projects } from './projects'
import { talents } from './talents'
import { clients, msps } from './tenancy'

/**
 * Candidate availability (§7 project/candidatesavailable, issue 22): a recruiter asked a talent
 * whether they are available for a project; the answer, once given, sits beside the question.
 * One row per project and talent: asking again asks anew and clears the old answer.
 */
export const availabilityRequests = pgTable(
  'availability_requests',
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
    askedBy: integer('asked_by').references(() => msps.id),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    /** null until the talent answers. */
    available: boolean('available'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('availability_requests_project_talent_uq').on(t.projectId, t.talentId),
    index('availability_requests_talent_idx').on(t.talentId),
  ],
)

/**
 * The outcome per member of a bulk accept or deny that ran as a background task (issue 22 §1):
 * what happened to each membership, in the order the user sent them, kept with the task.
 */
export const poolBulkResults = pgTable(
  'pool_bulk_results',
  {
    taskId: uuid('task_id').notNull(),
    position: integer('position').notNull(),
    membershipId: integer('membership_id').notNull(),
    /** The status the membership has now (succeeded), or null when it failed. */
    status: text('status'),
    /** Failure reason key (PIPELINE_REASONS), null when it succeeded. */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.position] })],
)
