import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { applications, clients, legalEntities, projects, talents } from '../db/schema/all'

/**
 * One Acme project whose active stage holds `size` applications (talents reused round-robin),
 * for benchmarks and the crash test. Last-update times are a minute apart, in id order.
 */
export async function seedLargeStage(
  db: Db,
  size: number,
  title: string,
): Promise<{ projectId: number; ids: number[] }> {
  const [acme] = await db.select().from(clients).where(eq(clients.code, 'acme'))
  const [entity] = await db.select().from(legalEntities).where(eq(legalEntities.clientId, acme.id)).limit(1)
  const [project] = await db
    .insert(projects)
    .values({ clientId: acme.id, legalEntityId: entity.id, title, status: 'ACTIVE' })
    .returning({ id: projects.id })
  const pool = await db
    .select({ id: talents.id })
    .from(talents)
    .where(and(eq(talents.clientId, acme.id), ne(talents.state, 'DELETED')))
  const ids: number[] = []
  for (let start = 0; start < size; start += 1000) {
    const rows = await db
      .insert(applications)
      .values(
        Array.from({ length: Math.min(1000, size - start) }, (_, i) => ({
          clientId: acme.id,
          projectId: project.id,
          talentId: pool[(start + i) % pool.length].id,
          status: 'a' as const,
          mspPipelineLastUpdated: new Date(Date.UTC(2026, 0, 1) + (start + i) * 60_000),
        })),
      )
      .returning({ id: applications.id })
    ids.push(...rows.map((r) => r.id))
  }
  return { projectId: project.id, ids }
}
