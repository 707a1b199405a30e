import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ProjectDetail, ProjectForm } from '../../../shared/contracts/project'
import {
  HIDDEN_FIELD_VALUES,
  jobFieldRules,
  missingRequiredJobFields,
} from '../../../shared/domain/job-fields'
import { projectChip } from '../../../shared/domain/statuses'
import type { Db } from '../../db/client'
import {
  hiringManagers,
  legalEntities,
  msps,
  pools,
  projectAssignees,
  projectPools,
  projects,
} from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { badRequest, fieldError, forbidden, notFound } from '../../kernel/api-error'
import { inLegalEntityScope } from '../auth'
import { clientSettings } from '../client'
import { projectsErrors } from './errors'
import { changedFieldEvents, type HistoryWrite, writeJobHistory } from './project-history'
import { assertMayActOn, mayActOn } from './project-ownership'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type ProjectRecord = typeof projects.$inferSelect

/** A 400 that names the form fields at fault, like a zod failure (§8 error shape). */
const num = (v: string | null) => (v === null ? null : Number(v))

/**
 * The caller's project, or 404: another client's, another legal entity's (the one scope rule,
 * auth/scope.ts) and a template are indistinguishable from a missing one.
 */
export async function loadProject(db: Db | Tx, user: AuthUser, id: number): Promise<ProjectRecord> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.clientId, user.clientId)))
  if (!project || !inLegalEntityScope(user, project.legalEntityId) || project.isTemplate)
    throw notFound(projectsErrors.notFound)
  return project
}

async function hiredCount(db: Db | Tx, projectId: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(
      sql`SELECT count(*) AS n FROM applications WHERE project_id = ${projectId} AND status = 'h'`,
    ),
  )
  return Number(row?.n ?? 0)
}

/**
 * Checks what needs the database: the legal entity is the user's, required fields of its job
 * field settings are there (hidden ones are reset), the currency is one of the client's, pools,
 * team and hiring manager belong to the client and the team fits the client's assignee limit.
 */
async function checkForm(db: Db | Tx, user: AuthUser, form: ProjectForm): Promise<ProjectForm> {
  if (!inLegalEntityScope(user, form.legalEntityId))
    throw fieldError({ legalEntityId: projectsErrors.legalEntity })
  const settings = await clientSettings(db, user)
  const le = settings.legalEntities.get(form.legalEntityId)
  if (!le) throw fieldError({ legalEntityId: projectsErrors.legalEntity })
  const leConfig = le.config
  const config = settings.client
  const rules = jobFieldRules(leConfig.jobFieldSettings)
  const cleaned: ProjectForm = { ...form }
  for (const [field, rule] of Object.entries(rules) as [keyof typeof rules, string][]) {
    if (rule === 'hide') (cleaned as Record<string, unknown>)[field] = HIDDEN_FIELD_VALUES[field]
  }
  const errors: Record<string, string> = {}
  for (const field of missingRequiredJobFields(cleaned, leConfig.jobFieldSettings))
    errors[field] = projectsErrors.required
  if (cleaned.currency && !config.currencies.includes(cleaned.currency))
    errors.currency = projectsErrors.currencyNotConfigured
  if (!leConfig.multipleApplicationsAllowed && cleaned.multipleApplicationsAllowed)
    errors.multipleApplicationsAllowed = projectsErrors.multipleApplications
  if (cleaned.poolIds.length > 0) {
    const found = await db
      .select({ id: pools.id })
      .from(pools)
      .where(and(eq(pools.clientId, user.clientId), inArray(pools.id, cleaned.poolIds)))
    if (found.length !== new Set(cleaned.poolIds).size) errors.poolIds = projectsErrors.pools
  }
  if (cleaned.assigneeIds.length > config.teamAssigneeLimit) errors.assigneeIds = projectsErrors.teamLimit
  else if (cleaned.assigneeIds.length > 0) {
    const found = await db
      .select({ id: msps.id })
      .from(msps)
      .where(and(eq(msps.clientId, user.clientId), inArray(msps.id, cleaned.assigneeIds)))
    if (found.length !== new Set(cleaned.assigneeIds).size) errors.assigneeIds = projectsErrors.team
  }
  if (cleaned.hiringManagerId !== null) {
    const [hm] = await db
      .select({ id: hiringManagers.id })
      .from(hiringManagers)
      .where(and(eq(hiringManagers.id, cleaned.hiringManagerId), eq(hiringManagers.clientId, user.clientId)))
    if (!hm) errors.hiringManagerId = projectsErrors.hiringManager
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors)
  return {
    ...cleaned,
    poolIds: [...new Set(cleaned.poolIds)],
    assigneeIds: [...new Set(cleaned.assigneeIds)],
  }
}

/** The project columns a form writes. */
function columnsOf(form: ProjectForm) {
  return {
    legalEntityId: form.legalEntityId,
    title: form.title,
    description: form.description,
    skills: form.skills,
    employment: form.employment,
    workMode: form.workMode,
    siteLine1: form.site.line1,
    siteLine2: form.site.line2,
    siteZipCode: form.site.zipCode,
    siteCity: form.site.city,
    siteState: form.site.state,
    siteCountryCode: form.site.countryCode,
    rateMin: form.rateMin === null ? null : String(form.rateMin),
    rateMax: form.rateMax === null ? null : String(form.rateMax),
    rateUnit: form.rateUnit,
    currency: form.currency,
    assignmentStart: form.assignmentStart,
    assignmentEnd: form.assignmentEnd,
    hiringDeadline: form.hiringDeadline,
    publicDeadline: form.publicDeadline,
    publishDateVisible: form.publishDateVisible,
    positions: form.positions,
    maxSubmissions: form.maxSubmissions,
    multipleApplicationsAllowed: form.multipleApplicationsAllowed,
    hiringManagerId: form.hiringManagerId,
  }
}

async function writeRelations(tx: Tx, projectId: number, form: ProjectForm) {
  await tx.delete(projectPools).where(eq(projectPools.projectId, projectId))
  if (form.poolIds.length > 0)
    await tx.insert(projectPools).values(form.poolIds.map((poolId) => ({ projectId, poolId })))
  await tx.delete(projectAssignees).where(eq(projectAssignees.projectId, projectId))
  if (form.assigneeIds.length > 0)
    await tx
      .insert(projectAssignees)
      .values(form.assigneeIds.map((mspId, position) => ({ projectId, mspId, position })))
}

/** POST project: a new project starts ACTIVE and unpublished (not visible to talents). */
export async function createProject(db: Db, user: AuthUser, input: ProjectForm): Promise<ProjectDetail> {
  const form = await checkForm(db, user, input)
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({
        ...columnsOf(form),
        clientId: user.clientId,
        status: 'ACTIVE',
        freelancerVisible: false,
        ownerId: user.id,
        createdBy: user.id,
      })
      .returning({ id: projects.id })
    await writeRelations(tx, created.id, form)
    const events: HistoryWrite[] = [
      { event: 'CREATED', newValue: { title: form.title, legalEntityId: form.legalEntityId } },
      ...form.poolIds.map((poolId) => ({ event: 'POOL_ADDED' as const, newValue: { poolId } })),
    ]
    if (form.assigneeIds.length > 0)
      events.push({ event: 'ASSIGNEE_UPDATED', newValue: { assigneeIds: form.assigneeIds } })
    await writeJobHistory(tx, user, created.id, events)
    if (form.templateName) await saveTemplate(tx, user, form)
    return created.id
  })
  return getProject(db, user, id)
}

async function saveTemplate(tx: Tx, user: AuthUser, form: ProjectForm) {
  await tx.insert(projects).values({
    ...columnsOf(form),
    clientId: user.clientId,
    isTemplate: true,
    templateName: form.templateName,
    status: 'ACTIVE',
    createdBy: user.id,
  })
}

/** PUT project/{id}: every changed field becomes a job history event (§3 job catalogue). */
export async function updateProject(
  db: Db,
  user: AuthUser,
  id: number,
  input: ProjectForm,
  now: Date,
): Promise<ProjectDetail> {
  await assertMayActOn(db, user, await loadProject(db, user, id))
  const form = await checkForm(db, user, input)
  await db.transaction(async (tx) => {
    const before = await loadProject(tx, user, id)
    if (before.status === 'DELETED') throw badRequest(projectsErrors.deleted)
    const hired = await hiredCount(tx, id)
    if (form.maxSubmissions !== -1 && form.maxSubmissions < hired)
      throw fieldError({ maxSubmissions: projectsErrors.maxSubmissionsBelowHired })
    if (form.positions < hired) throw fieldError({ positions: projectsErrors.positionsBelowHired })
    const [poolsBefore, teamBefore] = await relationsOf(tx, id)
    // The team is §6 job team management's to change, whichever call carries it.
    const teamChanged = teamBefore.map((m) => m.id).join(',') !== form.assigneeIds.join(',')
    if (teamChanged && !user.permissions.includes('JOB_TEAM_MANAGEMENT'))
      throw forbidden(projectsErrors.teamPermission)
    await tx
      .update(projects)
      .set({ ...columnsOf(form), updatedAt: now })
      .where(eq(projects.id, id))
    await writeRelations(tx, id, form)
    const events = changedFieldEvents(before, form, {
      pools: poolsBefore.map((p) => p.id),
      team: teamBefore.map((m) => m.id),
    })
    await writeJobHistory(tx, user, id, events)
    if (form.templateName) await saveTemplate(tx, user, form)
  })
  return getProject(db, user, id)
}

/** PUT project/publish/{id}: visible to talents from today (§7); only active projects, if the entity allows. */
export async function publishProject(db: Db, user: AuthUser, id: number, now: Date): Promise<ProjectDetail> {
  await db.transaction(async (tx) => {
    const project = await loadProject(tx, user, id)
    await assertMayActOn(tx, user, project)
    if (!(await clientSettings(tx, user)).legalEntity(project.legalEntityId).projectPublishingAllowed)
      throw badRequest(projectsErrors.publishingNotAllowed)
    if (project.status !== 'ACTIVE') throw badRequest(projectsErrors.publishStatus)
    if (project.freelancerVisible) throw badRequest(projectsErrors.alreadyPublished)
    const today = now.toISOString().slice(0, 10)
    await tx
      .update(projects)
      .set({ freelancerVisible: true, publishDate: today, updatedAt: now })
      .where(eq(projects.id, id))
    await writeJobHistory(tx, user, id, [{ event: 'PUBLISHED', newValue: { publishDate: today } }])
  })
  return getProject(db, user, id)
}

type FormValues = ProjectDetail['form']

/** The stored project as the form's values. */
function formOf(p: ProjectRecord, poolIds: number[], assigneeIds: number[]): FormValues {
  return {
    legalEntityId: p.legalEntityId,
    title: p.title,
    description: p.description,
    skills: p.skills,
    employment: p.employment ?? null,
    workMode: p.workMode ?? null,
    site: {
      line1: p.siteLine1,
      line2: p.siteLine2,
      zipCode: p.siteZipCode,
      city: p.siteCity,
      state: p.siteState,
      countryCode: p.siteCountryCode,
    },
    rateMin: num(p.rateMin),
    rateMax: num(p.rateMax),
    rateUnit: (p.rateUnit as ProjectDetail['form']['rateUnit']) ?? null,
    currency: (p.currency as ProjectDetail['form']['currency']) ?? null,
    assignmentStart: p.assignmentStart,
    assignmentEnd: p.assignmentEnd,
    hiringDeadline: p.hiringDeadline,
    publicDeadline: p.publicDeadline,
    publishDateVisible: p.publishDateVisible,
    positions: p.positions,
    maxSubmissions: p.maxSubmissions,
    multipleApplicationsAllowed: p.multipleApplicationsAllowed,
    poolIds,
    assigneeIds,
    hiringManagerId: p.hiringManagerId,
  }
}

async function relationsOf(db: Db | Tx, id: number) {
  return Promise.all([
    db.select({ id: projectPools.poolId }).from(projectPools).where(eq(projectPools.projectId, id)),
    db
      .select({ id: projectAssignees.mspId })
      .from(projectAssignees)
      .where(eq(projectAssignees.projectId, id))
      .orderBy(projectAssignees.position),
  ])
}

/** A project's or template's form values; the caller has checked access. */
export async function getProjectForm(db: Db, id: number): Promise<FormValues> {
  const [p] = await db.select().from(projects).where(eq(projects.id, id))
  const [poolRows, teamRows] = await relationsOf(db, id)
  return formOf(
    p,
    poolRows.map((r) => r.id),
    teamRows.map((r) => r.id),
  )
}

export async function getProject(db: Db, user: AuthUser, id: number): Promise<ProjectDetail> {
  const p = await loadProject(db, user, id)
  const [[le], [poolRows, teamRows], hired, [owner], mayAct] = await Promise.all([
    db.select({ name: legalEntities.name }).from(legalEntities).where(eq(legalEntities.id, p.legalEntityId)),
    relationsOf(db, id),
    hiredCount(db, id),
    p.ownerId
      ? db
          .select({ id: msps.id, firstName: msps.firstName, lastName: msps.lastName })
          .from(msps)
          .where(eq(msps.id, p.ownerId))
      : Promise.resolve([]),
    mayActOn(db, user, p),
  ])
  return {
    id: p.id,
    jobHandle: p.jobHandle,
    form: formOf(
      p,
      poolRows.map((r) => r.id),
      teamRows.map((r) => r.id),
    ),
    status: p.status,
    openness: p.openness,
    chip: projectChip(p),
    freelancerVisible: p.freelancerVisible,
    filled: p.filled,
    partiallyFilled: p.partiallyFilled,
    legalEntityName: le?.name ?? '',
    vmsJobId: p.vmsJobId,
    publishDate: p.publishDate,
    reasonForClosing: p.reasonForClosing,
    hiredCount: hired,
    owner: owner ?? null,
    mayAct,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }
}
