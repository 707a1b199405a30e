import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { clients, msps } from './tenancy'

/**
 * A client's own account at a talent provider (issue 23): its URL and API key, used instead of
 * the deployment's (MONSTER_URL / TEXTKERNEL_URL). The key is write-only: the API never sends
 * it back, only its last characters.
 */
export const clientTalentProviders = pgTable(
  'client_talent_providers',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    provider: text('provider').$type<'monster' | 'textkernel'>().notNull(),
    url: text('url').notNull(),
    apiKey: text('api_key').notNull(),
    updatedBy: integer('updated_by').references(() => msps.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.provider] })],
)
