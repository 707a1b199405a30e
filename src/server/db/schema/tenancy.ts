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
} from 'drizzle-orm/pg-core'
import type { ClientConfig, LegalEntityConfig } from '../../../shared/contracts/client-config'

/** A client (tenant) of the marketplace. Every other row hangs off one. */
export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  talentDomainName: text('talent_domain_name').notNull(),
  projectLogo: text('project_logo'),
  mspLogo: text('msp_logo'),
  hasConsentEnabled: boolean('has_consent_enabled').notNull().default(false),
  googleCalendarAppClientId: text('google_calendar_app_client_id'),
  config: jsonb('config').$type<ClientConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const legalEntities = pgTable(
  'legal_entities',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    countryCode: text('country_code'),
    config: jsonb('config').$type<LegalEntityConfig>().notNull(),
  },
  (t) => [index('legal_entities_client_idx').on(t.clientId)],
)

export const languages = pgTable('languages', {
  iso: text('iso').primaryKey(),
  name: text('name').notNull(),
})

export const clientLanguages = pgTable(
  'client_languages',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    iso: text('iso')
      .notNull()
      .references(() => languages.iso),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.iso] })],
)

export const countries = pgTable('countries', {
  iso2: text('iso2').primaryKey(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  phoneCode: text('phone_code'),
})

/** Recruiters (msp users). Permissions are the letters of spec §6. */
export const msps = pgTable(
  'msps',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    authType: text('auth_type').notNull().default('PWD'),
    externalSubject: text('external_subject'),
    permissions: text('permissions').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    calendarEnabled: boolean('calendar_enabled').notNull().default(false),
    calendarConnectionStatus: text('calendar_connection_status').notNull().default('NC'),
    calendarId: text('calendar_id'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('msps_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('msps_external_subject_uq').on(t.externalSubject),
    index('msps_client_idx').on(t.clientId),
  ],
)

export const mspLegalEntities = pgTable(
  'msp_legal_entities',
  {
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    legalEntityId: integer('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
  },
  (t) => [primaryKey({ columns: [t.mspId, t.legalEntityId] })],
)

/** Refresh tokens, stored hashed. Rotation links each token to its family; reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

/** Single-use tokens: URL sign-in (§3 urlToken) and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'url-login' | 'password-reset'>().notNull(),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_msp_idx').on(t.mspId)],
)

/** Failed sign-in counters per key (account or address), shared by every server process. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})

export const hiringManagers = pgTable(
  'hiring_managers',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    email: text('email'),
  },
  (t) => [index('hiring_managers_client_idx').on(t.clientId)],
)
