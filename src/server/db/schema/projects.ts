import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { InvitationSource } from '../../../shared/domain/application-sources'
import type { PipelineStage, ProjectOpenness, ProjectStatus } from '../../../shared/domain/statuses'
import { pools, talents } from './talents'
import { clients, hiringManagers, legalEntities, msps } from './tenancy'

/** Projects (jobs) with every field of the project form (§2 Project management page). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    legalEntityId: integer('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
    jobHandle: uuid('job_handle').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    employment: text('employment').$type<'PARTTIME' | 'FULLTIME'>(),
    workMode: text('work_mode').$type<'hy' | 'on' | 'rm'>(),
    siteLine1: text('site_line1'),
    siteLine2: text('site_line2'),
    siteZipCode: text('site_zip_code'),
    siteCity: text('site_city'),
    siteState: text('site_state'),
    siteCountryCode: text('site_country_code'),
    rateMin: numeric('rate_min', { precision: 12, scale: 2 }),
    rateMax: numeric('rate_max', { precision: 12, scale: 2 }),
    rateUnit: text('rate_unit'),
    currency: text('currency'),
    assignmentStart: date('assignment_start'),
    assignmentEnd: date('assignment_end'),
    hiringDeadline: date('hiring_deadline'),
    publicDeadline: date('public_deadline'),
    publishDate: date('publish_date'),
    publishDateVisible: boolean('publish_date_visible').notNull().default(true),
    positions: integer('positions').notNull().default(1),
    /** -1 means unlimited. */
    maxSubmissions: integer('max_submissions').notNull().default(-1),
    status: text('status').$type<ProjectStatus>().notNull().default('ACTIVE'),
    openness: text('openness').$type<ProjectOpenness>().notNull().default('OPEN'),
    filled: boolean('filled').notNull().default(false),
    partiallyFilled: boolean('partially_filled').notNull().default(false),
    freelancerVisible: boolean('freelancer_visible').notNull().default(false),
    multipleApplicationsAllowed: boolean('multiple_applications_allowed').notNull().default(false),
    reasonForClosing: text('reason_for_closing'),
    vmsJobId: text('vms_job_id'),
    hiringManagerId: integer('hiring_manager_id').references(() => hiringManagers.id),
    ownerId: integer('owner_id').references(() => msps.id),
    isTemplate: boolean('is_template').notNull().default(false),
    templateName: text('template_name'),
    lastApplicationAt: timestamp('last_application_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_client_status_idx').on(t.clientId, t.status, t.updatedAt),
    // One per sort of the project list (§2), so a page is read in order instead of sorting the client's projects.
    index('projects_client_updated_idx').on(t.clientId, t.updatedAt.desc(), t.id.desc()),
    index('projects_client_deadline_idx').on(t.clientId, t.hiringDeadline.asc().nullsLast(), t.id.desc()),
    index('projects_client_last_application_idx').on(
      t.clientId,
      t.lastApplicationAt.desc().nullsLast(),
      t.id.desc(),
    ),
    index('projects_legal_entity_idx').on(t.legalEntityId),
    uniqueIndex('projects_job_handle_uq').on(t.jobHandle),
    index('projects_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('projects_vms_job_id_trgm_idx').using('gin', t.vmsJobId.op('gin_trgm_ops')),
  ],
)

export const projectAssignees = pgTable(
  'project_assignees',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mspId: integer('msp_id')
      .notNull()
      .references(() => msps.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.mspId] }), index('project_assignees_msp_idx').on(t.mspId)],
)

export const projectPools = pgTable(
  'project_pools',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.poolId] }), index('project_pools_pool_idx').on(t.poolId)],
)

export const projectAttachments = pgTable(
  'project_attachments',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.resourceId] }),
    // Opening a stored file asks whose it is (files module, 0013).
    index('project_attachments_resource_idx').on(t.resourceId),
  ],
)

/** The pipeline stages of a project (§3 Pipeline stage); the eight keys of §2 in menu order. */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').$type<PipelineStage>().notNull(),
    nameKey: text('name_key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('pipeline_stages_project_key_uq').on(t.projectId, t.key)],
)

/** Sub-stages of a stage: the labels of the pipeline (§2 "sub-stage labels"). */
export const pipelineLabels = pgTable(
  'pipeline_labels',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('pipeline_labels_project_idx').on(t.projectId)],
)

/** Location templates of a legal entity (§3): a free body of address fields. */
export const locationTemplates = pgTable(
  'location_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    legalEntityId: integer('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('location_templates_le_idx').on(t.legalEntityId)],
)

/** Invitations of talents to projects (the "invited" sourcing stage). */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id').notNull(),
    status: text('status')
      .$type<'invited' | 'applied' | 'declined' | 'expired' | 'withdrawn'>()
      .notNull()
      .default('invited'),
    invitedBy: integer('invited_by').references(() => msps.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the talent opened the invitation (null: not yet). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The last time it was sent (a re-invite sends it again); null: only at createdAt. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Where the invitation came from: an application after it takes it as its source (analytics). */
    source: text('source').$type<InvitationSource>().notNull().default('msp'),
  },
  (t) => [
    uniqueIndex('project_invitations_project_talent_uq').on(t.projectId, t.talentId),
    index('project_invitations_talent_idx').on(t.talentId),
    // The Invited stage: a project's invitations of one status, newest first (issue 22).
    index('project_invitations_project_status_idx').on(t.projectId, t.status, t.id.desc()),
  ],
)

/** Data-harbour talents: an outside talent source matched to projects (§7 Data harbour). */
export const dataHarbourTalents = pgTable('data_harbour_talents', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  externalId: text('external_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title'),
  city: text('city'),
  countryCode: text('country_code'),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  cvResourceId: uuid('cv_resource_id'),
  /** The talent made from this record when it was first invited (issue 22). */
  talentId: integer('talent_id').references(() => talents.id, { onDelete: 'set null' }),
})

export const dataHarbourMatches = pgTable(
  'data_harbour_matches',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dataHarbourTalentId: integer('data_harbour_talent_id')
      .notNull()
      .references(() => dataHarbourTalents.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 5, scale: 2 }).notNull(),
    status: text('status').$type<'spotted' | 'invited' | 'archived'>().notNull().default('spotted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_harbour_matches_uq').on(t.projectId, t.dataHarbourTalentId),
    // The Data harbour stage: a project's matches of one status, best first (issue 22).
    index('data_harbour_matches_project_status_idx').on(t.projectId, t.status, t.score.desc(), t.id),
  ],
)
