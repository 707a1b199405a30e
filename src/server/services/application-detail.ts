import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { ApplicationDetail, Assessment, AttachmentLink } from '../../shared/contracts/application'
import { canSeeDataProtection } from '../../shared/domain/data-protection'
import { stageOfApplicationStatus } from '../../shared/domain/statuses'
import type { DbOrTx } from '../db/client'
import {
  applicationLabels,
  applications,
  assessments,
  cvItems,
  legalEntities,
  msps,
  pipelineLabels,
  poolMemberships,
  projectPools,
  projects,
  resources,
  talents,
  vmsInterviews,
  vmsOffers,
} from '../db/schema/all'
import type { AuthUser } from '../deps'
import { notFound } from '../http/api-error'

export const APPLICATION_NOT_FOUND = 'msp.v2.application.not.found'

/**
 * The application with its project and legal entity, if it belongs to the caller's client;
 * another client's application is indistinguishable from a missing one (404).
 */
export async function loadOwnedApplication(db: DbOrTx, user: Pick<AuthUser, 'clientId'>, id: number) {
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
    .where(and(eq(applications.id, id), eq(applications.clientId, user.clientId)))
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  return row
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

async function attachmentsOf(db: DbOrTx, clientId: number, talentId: number) {
  const rows = await db
    .select({ kind: cvItems.kind, title: cvItems.title, uuid: resources.id, name: resources.name })
    .from(cvItems)
    .innerJoin(resources, eq(resources.id, cvItems.attachmentId))
    .where(
      and(eq(cvItems.talentId, talentId), isNotNull(cvItems.attachmentId), eq(resources.clientId, clientId)),
    )
    .orderBy(asc(cvItems.kind), desc(cvItems.startDate), asc(cvItems.id))
  const groups: Record<(typeof GROUP_OF)[keyof typeof GROUP_OF], AttachmentLink[]> = {
    workExperience: [],
    education: [],
    certificates: [],
  }
  for (const r of rows) groups[GROUP_OF[r.kind]].push({ uuid: r.uuid, name: r.name, itemTitle: r.title })
  return groups
}

/** GET projectApplication/{id} */
export async function getApplicationDetail(
  db: DbOrTx,
  user: AuthUser,
  id: number,
): Promise<ApplicationDetail> {
  const { app, project, legalEntity } = await loadOwnedApplication(db, user, id)
  const [talentRows, labels, allocated, interview, offer, pendingPool, attachments] = await Promise.all([
    db.select().from(talents).where(eq(talents.id, app.talentId)),
    db
      .select({ id: pipelineLabels.id, name: pipelineLabels.name })
      .from(applicationLabels)
      .innerJoin(pipelineLabels, eq(pipelineLabels.id, applicationLabels.labelId))
      .where(eq(applicationLabels.applicationId, id))
      .orderBy(asc(pipelineLabels.position), asc(pipelineLabels.id)),
    app.allocatedMspId
      ? db
          .select({ id: msps.id, firstName: msps.firstName, lastName: msps.lastName })
          .from(msps)
          .where(eq(msps.id, app.allocatedMspId))
      : Promise.resolve([]),
    db
      .select({ id: vmsInterviews.id })
      .from(vmsInterviews)
      .where(eq(vmsInterviews.applicationId, id))
      .orderBy(desc(vmsInterviews.createdAt), desc(vmsInterviews.id))
      .limit(1),
    db
      .select({ id: vmsOffers.id })
      .from(vmsOffers)
      .where(eq(vmsOffers.applicationId, id))
      .orderBy(desc(vmsOffers.createdAt), desc(vmsOffers.id))
      .limit(1),
    hasPendingPoolMembership(db, app.talentId, app.projectId),
    attachmentsOf(db, user.clientId, app.talentId),
  ])
  const t = talentRows[0]
  const gdpr = canSeeDataProtection(user.legalEntityIds, project.legalEntityId)
  return {
    id: app.id,
    status: app.status,
    stage: stageOfApplicationStatus(app.status),
    jobHandle: project.jobHandle,
    source: app.source,
    createdAt: app.createdAt.toISOString(),
    lastUpdated: app.mspPipelineLastUpdated.toISOString(),
    project: {
      id: project.id,
      title: project.title,
      legalEntityId: project.legalEntityId,
      legalEntityName: legalEntity.name,
    },
    talent: {
      id: t.id,
      firstName: t.firstName,
      lastName: t.lastName,
      title: t.title,
      email: gdpr ? t.email : null,
      phone: gdpr ? t.phone : null,
      city: t.currentCity ?? t.homeCity,
      countryCode: t.currentCountry ?? t.homeCountryCode,
      state: t.state,
    },
    rate: app.rate,
    rateUnit: app.rateUnit,
    currency: app.currency,
    clientRate: app.clientRate,
    labels,
    allocatedMsp: allocated[0] ?? null,
    vmsInterview: interview[0] ?? null,
    vmsOffer: offer[0] ?? null,
    assessmentsEnabled: legalEntity.config.assessmentsEnabled ?? false,
    pendingPoolMembership: pendingPool,
    canSeeDataProtection: gdpr,
    attachments,
  }
}

/** GET projectApplication/{id}/assessment/listAll: empty when the legal entity has assessments off. */
export async function listAssessments(db: DbOrTx, user: AuthUser, id: number): Promise<Assessment[]> {
  const { legalEntity } = await loadOwnedApplication(db, user, id)
  if (!legalEntity.config.assessmentsEnabled) return []
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
    resultUrl: a.resultUrl,
    completedAt: a.completedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  }))
}
