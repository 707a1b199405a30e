import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { MspListEntry, PoolSearchResponse, ProjectTemplate } from '../../shared/contracts/project'
import type { Db } from '../db/client'
import { hiringManagers, msps, pools, projects } from '../db/schema/all'
import { containsPattern, intArray, rowsOf } from '../db/sql-helpers'
import type { AuthUser } from '../deps'
import { notFound } from '../http/api-error'
import { getProjectForm } from './project-service'

/** GET project/template/listAll: the client's templates in the user's legal entities. */
export async function listTemplates(db: Db, user: AuthUser): Promise<ProjectTemplate[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.templateName,
      title: projects.title,
      legalEntityId: projects.legalEntityId,
    })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, user.clientId),
        eq(projects.isTemplate, true),
        inArray(projects.legalEntityId, user.legalEntityIds),
      ),
    )
    .orderBy(asc(projects.templateName), asc(projects.id))
  return rows.map((r) => ({ ...r, name: r.name ?? r.title }))
}

async function loadTemplate(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ id: projects.id, legalEntityId: projects.legalEntityId })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.clientId, user.clientId), eq(projects.isTemplate, true)))
  if (!row || !user.legalEntityIds.includes(row.legalEntityId))
    throw notFound('msp.v2.project.template.not.found')
  return row
}

/** GET project/template/{id}: the template's values, to prefill a new project's form. */
export async function templateForm(db: Db, user: AuthUser, id: number) {
  await loadTemplate(db, user, id)
  return getProjectForm(db, id)
}

/** DELETE project/{id}/template */
export async function deleteTemplate(db: Db, user: AuthUser, id: number): Promise<void> {
  await loadTemplate(db, user, id)
  await db.delete(projects).where(and(eq(projects.id, id), eq(projects.isTemplate, true)))
}

/** GET msp/listAllForClient: the client's recruiters, the caller first (§9 assignee list). */
export async function listClientMsps(db: Db, user: AuthUser): Promise<MspListEntry[]> {
  const rows = await db
    .select({ id: msps.id, firstName: msps.firstName, lastName: msps.lastName, email: msps.email })
    .from(msps)
    .where(eq(msps.clientId, user.clientId))
    .orderBy(asc(msps.lastName), asc(msps.firstName), asc(msps.id))
  return [...rows.filter((m) => m.id === user.id), ...rows.filter((m) => m.id !== user.id)]
}

/** GET client/hiringManagers */
export async function listHiringManagers(db: Db, user: AuthUser) {
  return db
    .select({ id: hiringManagers.id, name: hiringManagers.name })
    .from(hiringManagers)
    .where(eq(hiringManagers.clientId, user.clientId))
    .orderBy(asc(hiringManagers.name))
}

/** POST search/pool/query: pools by name (contains), with their accepted member counts. */
export async function searchPools(
  db: Db,
  user: AuthUser,
  req: { query: string; offset: number; size: number },
): Promise<PoolSearchResponse> {
  const where = and(
    eq(pools.clientId, user.clientId),
    req.query ? ilike(pools.name, containsPattern(req.query)) : undefined,
  )
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(pools).where(where)
  const page = await db
    .select({ id: pools.id, name: pools.name, ready4Public: pools.ready4Public })
    .from(pools)
    .where(where)
    .orderBy(asc(pools.name), asc(pools.id))
    .limit(req.size)
    .offset(req.offset)
  const counts = new Map<number, number>()
  if (page.length > 0) {
    const rows = rowsOf<{ pool_id: number; n: string }>(
      await db.execute(sql`SELECT pool_id, count(*) AS n FROM pool_memberships
        WHERE pool_id = ANY(${intArray(page.map((p) => p.id))}) AND status = 'ACCEPTED' GROUP BY pool_id`),
    )
    for (const r of rows) counts.set(Number(r.pool_id), Number(r.n))
  }
  return {
    results: page.map((p) => ({ ...p, members: counts.get(p.id) ?? 0 })),
    totalResults: Number(total?.n ?? 0),
  }
}
