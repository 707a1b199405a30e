import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  TalentApplication,
  TalentPoolMembership,
  TalentsApplications,
} from '../../../shared/contracts/talent'
import type { DbOrTx } from '../../db/client'
import { applications, projects, tags, talents, talentTags } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'
import { ownedTalent } from './talent-service'

/**
 * GET freelancer/{id}/projectApplications: newest first (§7), to the projects of the caller's
 * legal entities only (another legal entity's project does not exist for them, auth/scope.ts).
 */
export async function talentApplications(
  db: DbOrTx,
  user: AuthUser,
  id: number,
): Promise<TalentApplication[]> {
  await ownedTalent(db, user, id)
  const rows = await db
    .select({
      id: applications.id,
      projectId: projects.id,
      projectTitle: projects.title,
      projectStatus: projects.status,
      status: applications.status,
      created: applications.createdAt,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(
      and(
        eq(applications.talentId, id),
        eq(applications.clientId, user.clientId),
        legalEntityScope(user, sql`${projects.legalEntityId}`),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(999)
  return rows.map((r) => ({ ...r, created: r.created.toISOString() }))
}

/**
 * POST freelancer/projectApplications {ids}: the applications of several talents at once (a
 * result list's "applied to"), in the order asked; another client's talent is left out, and only
 * projects of the caller's legal entities show, as for one talent.
 */
export async function applicationsOfTalents(
  db: DbOrTx,
  user: AuthUser,
  ids: readonly number[],
): Promise<TalentsApplications> {
  const unique = [...new Set(ids)]
  const rows = await db
    .select({
      talentId: applications.talentId,
      id: applications.id,
      projectId: projects.id,
      projectTitle: projects.title,
      projectStatus: projects.status,
      status: applications.status,
      created: applications.createdAt,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(
      and(
        inArray(applications.talentId, unique),
        eq(applications.clientId, user.clientId),
        legalEntityScope(user, sql`${projects.legalEntityId}`),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
  const mine = new Set(
    (
      await db
        .select({ id: talents.id })
        .from(talents)
        .where(and(inArray(talents.id, unique), eq(talents.clientId, user.clientId)))
    ).map((t) => t.id),
  )
  return {
    results: unique
      .filter((id) => mine.has(id))
      .map((talentId) => ({
        talentId,
        applications: rows
          .filter((r) => r.talentId === talentId)
          .map(({ talentId: _, created, ...r }) => ({ ...r, created: created.toISOString() })),
      })),
  }
}

/**
 * GET freelancer/{id}/poolMemberships: each membership with since when it has its status and
 * who moved it there (the newest pool event of the talent's history for that pool; null when
 * the talent applied or the move predates the history).
 */
export async function talentPoolMemberships(
  db: DbOrTx,
  user: AuthUser,
  id: number,
): Promise<TalentPoolMembership[]> {
  await ownedTalent(db, user, id)
  const rows = rowsOf<{
    id: number
    pool_id: number
    pool_name: string
    status: string
    stage: string | null
    updated_at: string | Date
    first_name: string | null
    last_name: string | null
  }>(
    await db.execute(sql`
      SELECT pm.id, p.id AS pool_id, p.name AS pool_name, pm.status, pm.stage, pm.updated_at, m.first_name, m.last_name
      FROM pool_memberships pm JOIN pools p ON p.id = pm.pool_id
        LEFT JOIN LATERAL (
          SELECT h.msp_id FROM history_events h
          WHERE h.entity_type = 'talent' AND h.entity_id = pm.talent_id AND h.client_id = pm.client_id
            AND h.new_value->>'poolId' = pm.pool_id::text
          ORDER BY h.id DESC LIMIT 1) last ON true
        LEFT JOIN msps m ON m.id = last.msp_id
      WHERE pm.talent_id = ${id} AND pm.client_id = ${user.clientId}
      ORDER BY p.name`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    poolId: Number(r.pool_id),
    poolName: r.pool_name,
    status: r.status,
    stage: r.stage,
    updatedAt: new Date(r.updated_at).toISOString(),
    changedBy: r.first_name === null ? null : { firstName: r.first_name, lastName: r.last_name ?? '' },
  }))
}

/** GET freelancer/{id}/tags, by value. */
export async function talentTagList(db: DbOrTx, user: AuthUser, id: number) {
  await ownedTalent(db, user, id)
  return tagsOfTalents(db, [id])
}

export async function tagsOfTalents(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: tags.id, value: tags.value })
    .from(talentTags)
    .innerJoin(tags, eq(tags.id, talentTags.tagId))
    .where(inArray(talentTags.talentId, ids))
    .orderBy(asc(tags.value))
}
