import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm'
import { applications, clients, legalEntities, projects } from '../../src/server/db/schema/all'
import type { TestApp } from './support/test-app'

/** Application ids of the small demo seed that the application-detail tests need. */
export async function applicationIds(t: TestApp) {
  const db = t.database.db
  const clientId = async (code: string) =>
    (await db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0].id
  const acme = await clientId('acme')
  const globex = await clientId('globex')
  const pick = async (client: number, where: ReturnType<typeof and>, exclude: number[] = []) => {
    const [row] = await db
      .select({ id: applications.id, talentId: applications.talentId, projectId: applications.projectId })
      .from(applications)
      .innerJoin(projects, eq(projects.id, applications.projectId))
      .innerJoin(legalEntities, eq(legalEntities.id, projects.legalEntityId))
      .where(
        and(
          eq(applications.clientId, client),
          where,
          exclude.length ? notInArray(applications.id, exclude) : undefined,
        ),
      )
      .orderBy(asc(applications.id))
      .limit(1)
    if (!row) throw new Error('demo seed lacks an application the test needs')
    return row
  }
  // Active applications of talents without pending pool memberships on their project's pools.
  const noPending = sql`NOT EXISTS (SELECT 1 FROM pool_memberships pm JOIN project_pools pp ON pp.pool_id = pm.pool_id
    WHERE pm.talent_id = ${applications.talentId} AND pp.project_id = ${applications.projectId} AND pm.status = 'PENDING')`
  const active = await pick(
    acme,
    and(eq(applications.status, 'a'), eq(legalEntities.name, 'Acme Staffing GmbH'), noPending),
  )
  const activeTalentEntity = await pick(
    acme,
    and(eq(applications.status, 'a'), ne(legalEntities.name, 'Acme Staffing GmbH'), noPending),
  )
  const spare = await pick(acme, and(eq(applications.status, 'a'), noPending), [
    active.id,
    activeTalentEntity.id,
  ])
  const hired = await pick(acme, and(eq(applications.status, 'h')))
  const foreign = await pick(globex, and(eq(applications.status, 'a')))
  return { acme, globex, active, activeTalentEntity, spare, hired, foreign }
}
