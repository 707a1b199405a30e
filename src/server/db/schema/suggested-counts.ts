import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './projects'
import { clients } from './tenancy'

/**
 * Each project's Suggested count (issue 23: the length of the list its Suggested stage opens), kept
 * so the dashboard sums one row per project instead of ranking every project on each request.
 * Triggers of migration 0028 mark a row stale when talents, the project, its applications or its
 * invitations change, and queue one `matching.suggestedCounts` task per client; the task's handler
 * (matching module) recomputes the stale rows. `skills` and `words` are the project's ranking terms
 * as last computed: the talent triggers mark only projects whose terms a changed talent matches.
 */
export const projectSuggestedCounts = pgTable(
  'project_suggested_counts',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    n: integer('n').notNull().default(0),
    stale: boolean('stale').notNull().default(true),
    /** The project's skills, trimmed and lower-cased (talent_skills are matched by lower(name)). */
    skills: text('skills').array().notNull().default([]),
    /** The title words the ranking matches talents' titles with (3+ letters, lower-cased). */
    words: text('words').array().notNull().default([]),
    computedAt: timestamp('computed_at', { withTimezone: true }),
  },
  (t) => [index('project_suggested_counts_client_idx').on(t.clientId, t.stale)],
)
