import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  CvItemKind,
  PoolMembershipStatus,
  SkillKind,
  TalentState,
  TalentTier,
} from '../../../shared/domain/statuses'
import { clients, msps } from './tenancy'

/** Talents a search lists unless asked for deactivated ones (the talent search's partial indexes). */
const LISTED = sql`state <> 'DELETED' AND state <> 'DEACTIVATED'`

/**
 * Talents (freelancers). `skillsText` and `cvText` are denormalised by the services that
 * write skills and CV items so that one tsvector (talent_search, 0011) covers name, title,
 * skills and CV.
 */
export const talents = pgTable(
  'talents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    state: text('state').$type<TalentState>().notNull().default('ACTIVE'),
    tier: text('tier').$type<TalentTier>(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').generatedAlwaysAs(sql`first_name || ' ' || last_name`),
    title: text('title'),
    summary: text('summary'),
    consentTo: timestamp('consent_to', { withTimezone: true }),
    cvId: uuid('cv_id'),
    homeLine1: text('home_line1'),
    homeLine2: text('home_line2'),
    homeZipCode: text('home_zip_code'),
    homeCity: text('home_city'),
    homeState: text('home_state'),
    homeCountryCode: text('home_country_code'),
    currentCountry: text('current_country'),
    currentCity: text('current_city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notAvailableFrom: date('not_available_from'),
    notAvailableUntil: date('not_available_until'),
    rateMin: numeric('rate_min', { precision: 12, scale: 2 }),
    rateMax: numeric('rate_max', { precision: 12, scale: 2 }),
    rateCurrency: text('rate_currency'),
    rateUnit: text('rate_unit'),
    experienceYears: smallint('experience_years'),
    ownerId: integer('owner_id').references(() => msps.id),
    vmsId: text('vms_id'),
    skillsText: text('skills_text').notNull().default(''),
    cvText: text('cv_text').notNull().default(''),
    /**
     * Current and home city and country, lower-cased once on write: the location contains filter
     * matches `location_text LIKE lower(pattern)`, which is how PostgreSQL evaluates `ILIKE` in a
     * multibyte database, without joining and lower-casing the four columns of every row it tests
     * (0009).
     */
    locationText: text('location_text').generatedAlwaysAs(
      sql`lower(coalesce(current_city, '') || ' ' || coalesce(home_city, '') || ' ' || coalesce(current_country, '') || ' ' || coalesce(home_country_code, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talents_client_state_idx').on(t.clientId, t.state),
    // The talent search's GIN indexes lead with the client (btree_gin, 0010): a search is always
    // one client's, and the planner otherwise ANDs each text index's bitmap with a bitmap of the
    // client's ~all talents (1-3 ms, more than the text match itself).
    index('talents_full_name_trgm_idx').using('gin', t.clientId, t.fullName.op('gin_trgm_ops')),
    index('talents_email_trgm_idx').using('gin', t.clientId, t.email.op('gin_trgm_ops')),
    index('talents_phone_trgm_idx').using('gin', t.clientId, t.phone.op('gin_trgm_ops')),
    index('talents_vms_id_trgm_idx').using('gin', t.clientId, t.vmsId.op('gin_trgm_ops')),
    index('talents_owner_idx').on(t.ownerId),
    // Talent search (issue 6): one index per sort over the talents a search lists (neither
    // deleted nor deactivated), spelled like the query's ORDER BY, so a page and its capped count
    // are read from the index alone (0006). The default sort's index also carries the short
    // columns its filters test (location and its lower-cased text (0009), position, availability,
    // rate, owner): those searches walk it without reading the wide rows. The listed talents by id for filters that find
    // talents elsewhere (pools, skills, CV, tags); deactivated ones for the status filter.
    // Trigram indexes for the contains filters, position and postal code for the radius search.
    index('talents_listed_updated_idx')
      .on(
        t.clientId,
        t.updatedAt.desc(),
        t.id.desc(),
        t.currentCity,
        t.homeCity,
        t.currentCountry,
        t.homeCountryCode,
        t.latitude,
        t.longitude,
        t.notAvailableFrom,
        t.notAvailableUntil,
        t.rateMin,
        t.rateMax,
        t.ownerId,
        t.locationText,
      )
      .where(LISTED),
    index('talents_listed_name_idx')
      .on(
        t.clientId,
        sql`lower(${t.lastName})`,
        sql`lower(${t.firstName})`,
        t.id,
        t.lastName,
        t.firstName,
        t.fullName,
      )
      .where(LISTED),
    index('talents_listed_rate_idx').on(t.clientId, t.rateMin, t.id).where(LISTED),
    index('talents_listed_keys_idx').on(t.id, t.clientId, t.updatedAt).where(LISTED),
    index('talents_deactivated_updated_idx')
      .on(t.clientId, t.updatedAt.desc(), t.id.desc())
      .where(sql`state = 'DEACTIVATED'`),
    index('talents_skills_trgm_idx').using('gin', t.clientId, t.skillsText.op('gin_trgm_ops')),
    index('talents_title_trgm_idx').using('gin', t.clientId, t.title.op('gin_trgm_ops')),
    index('talents_phone_digits_trgm_idx').using(
      'gin',
      t.clientId,
      sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index('talents_location_text_trgm_idx').using('gin', t.clientId, t.locationText.op('gin_trgm_ops')),
    index('talents_position_idx').on(t.latitude, t.longitude),
    // One talent per person and client (issue 23): imports from external providers and any other
    // write cannot create a second talent with the same email, whatever its case or spaces.
    uniqueIndex('talents_client_email_uq')
      .on(t.clientId, sql`lower(btrim(${t.email}))`)
      .where(sql`${t.email} IS NOT NULL AND ${t.state} <> 'DELETED'`),
    // The external results' dedupe compares phone digits for equality (issue 23): a btree probe;
    // the trigram index above matches digit strings loosely (few distinct trigrams) and rechecks many.
    index('talents_client_phone_digits_idx')
      .on(t.clientId, sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`)
      .where(sql`${t.phone} IS NOT NULL`),
    // The same full name, case aside, for the external results' dedupe (issue 23): a btree probe.
    index('talents_client_lower_full_name_idx').on(t.clientId, sql`lower(${t.fullName})`),
    // Opening a stored file asks whose it is (files module, 0013).
    index('talents_cv_id_idx').on(t.cvId).where(sql`${t.cvId} IS NOT NULL`),
    index('talents_zip_idx').on(t.clientId, sql`upper(replace(${t.homeZipCode}, ' ', ''))`),
  ],
)

export const cvItems = pgTable(
  'cv_items',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CvItemKind>().notNull(),
    title: text('title').notNull(),
    organization: text('organization'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    ongoing: boolean('ongoing').notNull().default(false),
    description: text('description'),
    attachmentId: uuid('attachment_id'),
    /**
     * A work-experience item's title and employer, lower-cased once on write (null for other
     * kinds): a talent's items, one a line, are talent_search.jobs_text (0011), which the
     * previous_job contains filter matches with `LIKE lower(pattern)` (PostgreSQL's own `ILIKE`
     * in a multibyte database).
     */
    jobText: text('job_text').generatedAlwaysAs(
      sql`CASE WHEN kind = 'j_h' THEN lower(coalesce(title, '') || ' ' || coalesce(organization, '')) END`,
    ),
  },
  (t) => [
    index('cv_items_talent_idx').on(t.talentId),
    index('cv_items_attachment_idx').on(t.attachmentId).where(sql`${t.attachmentId} IS NOT NULL`),
    // Talent search by a former job title (previous_job EQ); LIKE reads talent_search (0011).
    index('cv_items_job_title_idx').on(sql`lower(${t.title})`).where(sql`${t.kind} = 'j_h'`),
  ],
)

export const talentSkills = pgTable(
  'talent_skills',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SkillKind>().notNull(),
    name: text('name').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.kind, t.name] }),
    index('talent_skills_name_idx').on(t.clientId, t.name),
    // Talent search by skill: the exact name, whatever its case, of the client (the count of a
    // broad skill's talents and their set are this client's, 0012); with the name itself so the
    // search reads the talents having a skill from the index alone (0006).
    index('talent_skills_lower_name_idx').on(t.clientId, sql`lower(${t.name})`, t.talentId, t.name),
  ],
)

export const talentLanguages = pgTable(
  'talent_languages',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    iso: text('iso').notNull(),
    /** 0 beginner, 1 intermediate, 2 fluent, 3 native. */
    proficiency: smallint('proficiency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.iso] })],
)

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('tags_client_value_uq').on(t.clientId, sql`lower(${t.value})`)],
)

export const talentTags = pgTable(
  'talent_tags',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => msps.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.tagId] }), index('talent_tags_tag_idx').on(t.tagId)],
)

export const pools = pgTable(
  'pools',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    description: text('description'),
    ready4Public: boolean('ready4_public').notNull().default(false),
    categoryId: integer('category_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pools_client_idx').on(t.clientId)],
)

export const poolMemberships = pgTable(
  'pool_memberships',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    status: text('status').$type<PoolMembershipStatus>().notNull(),
    stage: text('stage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pool_memberships_pool_talent_uq').on(t.poolId, t.talentId),
    // Talent search by pool: a pool's members but rejected and deleted ones, from the index alone (0006).
    index('pool_memberships_pool_members_idx')
      .on(t.poolId, t.talentId)
      .where(sql`status NOT IN ('DELETED', 'REJECTED')`),
    index('pool_memberships_talent_idx').on(t.talentId),
    index('pool_memberships_status_idx').on(t.clientId, t.status),
    index('pool_memberships_stage_idx').on(t.clientId, t.stage),
    // A pool's members of one status, most recently changed first (the pool's talents list, issue 22).
    index('pool_memberships_pool_status_idx').on(t.poolId, t.status, t.updatedAt.desc(), t.id.desc()),
  ],
)

/** Talent action log (§3): call, email, interview, meeting, note. */
export const talentActionLogs = pgTable(
  'talent_action_logs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    note: text('note').notNull(),
    executionDate: timestamp('execution_date', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talent_action_logs_talent_idx').on(t.talentId)],
)

/** Categories of the content service (§3), used to group pools. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  status: text('status').notNull().default('published'),
  translations: jsonb('translations')
    .$type<{ code: string; name: string; description?: string }[]>()
    .notNull()
    .default([]),
})
