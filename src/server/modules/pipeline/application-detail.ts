import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ApplicationDetail, Assessment, AttachmentLink } from '../../../shared/contracts/application'
import {
  type ApplicationStatusCode,
  stageOfApplicationStatus,
  type TalentState,
} from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import {
  applications,
  assessments,
  legalEntities,
  poolMemberships,
  projectPools,
  projects,
} from '../../db/schema/all'
import { jsonValue } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { clientSettings, legalEntityFlagSql } from '../client'
import { personalDataVisibleSql } from '../talents'
import { pipelineErrors } from './errors'

export const APPLICATION_NOT_FOUND = pipelineErrors.applicationNotFound

/**
 * The application with its project and legal entity, if it belongs to the caller's client and
 * its project to one of the caller's legal entities (auth/scope.ts); another client's or another
 * legal entity's application is indistinguishable from a missing one (404). Every reader and
 * writer of one application (detail, history, notes, screening answers, assessments, CV) goes
 * through this rule.
 */
export async function loadOwnedApplication(
  db: DbOrTx,
  user: Pick<AuthUser, 'clientId' | 'legalEntityIds'>,
  id: number,
) {
  const [row] = await db
    .select({
      app: applications,
      project: {
        id: projects.id,
        title: projects.title,
        jobHandle: projects.jobHandle,
        legalEntityId: projects.legalEntityId,
      },
      legalEntity: { name: legalEntities.name, config: legalEntities.config },
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .innerJoin(legalEntities, eq(legalEntities.id, projects.legalEntityId))
    .where(
      and(
        eq(applications.id, id),
        eq(applications.clientId, user.clientId),
        legalEntityScope(user, sql`${projects.legalEntityId}`),
      ),
    )
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  return row
}

/**
 * loadOwnedApplication's rule for the statements that read an application in one go (detail,
 * history, questions): over `applications a JOIN projects p`.
 */
export function ownedApplicationSql(user: Pick<AuthUser, 'clientId' | 'legalEntityIds'>): SQL {
  return sql`a.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`
}
export type OwnedApplication = Awaited<ReturnType<typeof loadOwnedApplication>>

/** §5: the talent has a pending membership in one of the project's pools. */
export async function hasPendingPoolMembership(db: DbOrTx, talentId: number, projectId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(poolMemberships)
    .innerJoin(projectPools, eq(projectPools.poolId, poolMemberships.poolId))
    .where(
      and(
        eq(poolMemberships.talentId, talentId),
        eq(projectPools.projectId, projectId),
        eq(poolMemberships.status, 'PENDING'),
      ),
    )
    .limit(1)
  return row !== undefined
}

const GROUP_OF = { j_h: 'workExperience', e_h: 'education', c_h: 'certificates' } as const

interface DetailRecord {
  id: number
  status: ApplicationStatusCode
  job_handle: string
  source: string
  created_at: string
  last_updated: string
  project_id: number
  project_title: string
  legal_entity_id: number
  legal_entity_name: string
  talent: {
    id: number
    first_name: string
    last_name: string
    title: string | null
    email: string | null
    phone: string | null
    city: string | null
    country_code: string | null
    state: TalentState
  }
  rate: string | null
  rate_unit: string | null
  currency: string | null
  client_rate: string | null
  labels: { id: number; name: string }[]
  owner: { id: number; firstName: string; lastName: string } | null
  interview_id: number | null
  offer_id: number | null
  assessments_enabled: boolean
  pending_pool: boolean
  personal_data: boolean
  attachments: { kind: keyof typeof GROUP_OF; title: string; uuid: string; name: string }[]
}

/**
 * GET projectApplication/{id}: what the detail pane shows on every j/k step, in ONE statement
 * returning one JSON value (was eight queries, one of them the talent's whole row with its CV
 * text and search vector), prepared. Another client's or legal entity's application is a 404,
 * as in loadOwnedApplication.
 */
export async function getApplicationDetail(
  db: DbOrTx,
  user: AuthUser,
  id: number,
): Promise<ApplicationDetail> {
  const [row] = await queryPrepared<{ detail: DetailRecord | string }>(
    db,
    sql`
      SELECT json_build_object(
        'id', a.id, 'status', a.status, 'job_handle', p.job_handle, 'source', a.source,
        'created_at', a.created_at, 'last_updated', a.msp_pipeline_last_updated,
        'project_id', p.id, 'project_title', p.title, 'legal_entity_id', p.legal_entity_id,
        'legal_entity_name', le.name,
        'talent', json_build_object('id', t.id, 'first_name', t.first_name, 'last_name', t.last_name,
          'title', t.title, 'email', t.email, 'phone', t.phone, 'city', coalesce(t.current_city, t.home_city),
          'country_code', coalesce(t.current_country, t.home_country_code), 'state', t.state),
        'rate', a.rate::text, 'rate_unit', a.rate_unit, 'currency', a.currency, 'client_rate', a.client_rate::text,
        'labels', coalesce((
          SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.position, l.id)
          FROM application_labels al JOIN pipeline_labels l ON l.id = al.label_id WHERE al.application_id = a.id), '[]'),
        'owner', (SELECT json_build_object('id', m.id, 'firstName', m.first_name, 'lastName', m.last_name)
          FROM msps m WHERE m.id = a.allocated_msp_id),
        'interview_id', (SELECT i.id FROM vms_interviews i WHERE i.application_id = a.id
          ORDER BY i.created_at DESC, i.id DESC LIMIT 1),
        'offer_id', (SELECT o.id FROM vms_offers o WHERE o.application_id = a.id
          ORDER BY o.created_at DESC, o.id DESC LIMIT 1),
        'assessments_enabled', ${legalEntityFlagSql('le', 'assessmentsEnabled')},
        'personal_data', ${personalDataVisibleSql(user)},
        'pending_pool', EXISTS (
          SELECT 1 FROM pool_memberships pm JOIN project_pools pp ON pp.pool_id = pm.pool_id
          WHERE pm.talent_id = a.talent_id AND pp.project_id = a.project_id AND pm.status = 'PENDING'),
        'attachments', coalesce((
          SELECT json_agg(json_build_object('kind', c.kind, 'title', c.title, 'uuid', r.id, 'name', r.name)
            ORDER BY c.kind, c.start_date DESC, c.id)
          FROM cv_items c JOIN resources r ON r.id = c.attachment_id
          WHERE c.talent_id = a.talent_id AND c.attachment_id IS NOT NULL AND r.client_id = a.client_id), '[]')
      ) AS detail
      FROM applications a
      JOIN projects p ON p.id = a.project_id
      JOIN legal_entities le ON le.id = p.legal_entity_id
      JOIN talents t ON t.id = a.talent_id
      WHERE a.id = ${id} AND ${ownedApplicationSql(user)}`,
  )
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  const d = jsonValue(row.detail)
  // The talents module's rule, as on every talent screen (the application is itself a link, so
  // it holds here; the contact data and attachments still go through it).
  const gdpr = d.personal_data
  if (!gdpr) d.attachments = []
  const attachments: Record<(typeof GROUP_OF)[keyof typeof GROUP_OF], AttachmentLink[]> = {
    workExperience: [],
    education: [],
    certificates: [],
  }
  for (const a of d.attachments)
    attachments[GROUP_OF[a.kind]].push({ uuid: a.uuid, name: a.name, itemTitle: a.title })
  return {
    id: d.id,
    status: d.status,
    stage: stageOfApplicationStatus(d.status),
    jobHandle: d.job_handle,
    source: d.source,
    createdAt: new Date(d.created_at).toISOString(),
    lastUpdated: new Date(d.last_updated).toISOString(),
    project: {
      id: d.project_id,
      title: d.project_title,
      legalEntityId: d.legal_entity_id,
      legalEntityName: d.legal_entity_name,
    },
    talent: {
      id: d.talent.id,
      firstName: d.talent.first_name,
      lastName: d.talent.last_name,
      title: d.talent.title,
      email: gdpr ? d.talent.email : null,
      phone: gdpr ? d.talent.phone : null,
      city: d.talent.city,
      countryCode: d.talent.country_code,
      state: d.talent.state,
    },
    rate: d.rate,
    rateUnit: d.rate_unit,
    currency: d.currency,
    clientRate: d.client_rate,
    labels: d.labels,
    allocatedMsp: d.owner,
    vmsInterview: d.interview_id === null ? null : { id: d.interview_id },
    vmsOffer: d.offer_id === null ? null : { id: d.offer_id },
    assessmentsEnabled: d.assessments_enabled,
    pendingPoolMembership: d.pending_pool,
    canSeeDataProtection: gdpr,
    attachments,
  }
}

/** GET projectApplication/{id}/assessment/listAll: empty when the legal entity has assessments off. */
export async function listAssessments(db: DbOrTx, user: AuthUser, id: number): Promise<Assessment[]> {
  const { project } = await loadOwnedApplication(db, user, id)
  if (!(await clientSettings(db, user)).legalEntity(project.legalEntityId).assessmentsEnabled) return []
  const rows = await db
    .select()
    .from(assessments)
    .where(inArray(assessments.applicationId, [id]))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    provider: a.provider,
    status: a.status,
    score: a.score,
    passThreshold: a.passThreshold,
    resultUrl: a.resultUrl,
    completedAt: a.completedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  }))
}
