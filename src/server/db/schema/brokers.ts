import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { clients } from './tenancy'

/**
 * Broker companies (§7 GET brokercompany): the staffing agencies a client sources talents
 * through, each with its contact people (GET brokeremployee).
 */
export const brokerCompanies = pgTable(
  'broker_companies',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    city: text('city'),
    countryCode: text('country_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('broker_companies_client_name_uq').on(t.clientId, sql`lower(${t.name})`)],
)

export const brokerEmployees = pgTable(
  'broker_employees',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    brokerCompanyId: integer('broker_company_id')
      .notNull()
      .references(() => brokerCompanies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('broker_employees_company_idx').on(t.brokerCompanyId)],
)
