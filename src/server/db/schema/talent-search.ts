import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { TalentState } from '../../../shared/domain/statuses'
import { talents } from './talents'
import { tsvector } from './types'

/**
 * What a text search reads of a talent, one narrow row per talent (0011): the client, state and
 * last update a search filters and sorts by, the ranked full-text vector (name and title weighing
 * most, then skills, then summary and CV) and the work experience's titles and employers,
 * lower-cased, one item per line (the previous_job contains filter). A text search's matches are
 * found in a GIN index and their rows read for the sort keys: ~1.3 KB rows here instead of the
 * ~2.4 KB talent rows (java developer, 2,209 matches: 1,726 pages). Written only by the triggers
 * of talents and cv_items (0011), in the same statement as the talent or item.
 */
export const talentSearch = pgTable(
  'talent_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => talents.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    state: text('state').$type<TalentState>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    search: tsvector('search').notNull(),
    jobsText: text('jobs_text'),
  },
  (t) => [
    // Lead with the client (btree_gin, as the talents' GIN indexes, 0010).
    index('talent_search_search_idx').using('gin', t.clientId, t.search),
    index('talent_search_jobs_text_trgm_idx').using('gin', t.clientId, sql`${t.jobsText} gin_trgm_ops`),
    // The listed talents newest first (as talents_listed_updated_idx, 0006): a broad text of a big
    // client is checked along it until the first 501 matches rather than every match sorted.
    index('talent_search_listed_updated_idx')
      .on(t.clientId, t.updatedAt.desc(), t.id.desc())
      .where(sql`state <> 'DELETED' AND state <> 'DEACTIVATED'`),
  ],
)
