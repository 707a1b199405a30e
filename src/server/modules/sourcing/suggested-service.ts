import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { SuggestedResponse, suggestedQuerySchema } from '../../../shared/contracts/sourcing'
import type { Db } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { containsPattern, jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import {
  availabilityJsonSql,
  scopedProject,
  type TalentRecord,
  talentColumnsSql,
  toAvailability,
  toTalent,
} from './sourcing-sql'

type SuggestedQuery = z.output<typeof suggestedQuerySchema>

/**
 * The accepted, active members of the project's pools who neither applied nor were invited,
 * for an active project — who the dashboard's all-projects Suggested total counts (README
 * "Dashboard suggested") — most recently accepted first, each with the project's pools they are
 * in. The Suggested stage itself lists the ranking and the stage menu counts that list
 * (matching's suggestedCount).
 */
export async function suggestedTalents(
  db: Db,
  user: AuthUser,
  projectId: number,
  q: SuggestedQuery,
): Promise<SuggestedResponse> {
  await scopedProject(db, user, projectId)
  const search = q.query ? sql`AND t.full_name ILIKE ${containsPattern(q.query)}` : sql``
  const from = sql`project_pools pp
      JOIN projects pr ON pr.id = pp.project_id AND pr.status = 'ACTIVE'
      JOIN pool_memberships pm ON pm.pool_id = pp.pool_id AND pm.status = 'ACCEPTED'
      JOIN pools p ON p.id = pp.pool_id
      JOIN talents t ON t.id = pm.talent_id AND t.state = 'ACTIVE'
    WHERE pp.project_id = ${projectId} ${search}
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = t.id)`
  const rows = await queryPrepared<
    TalentRecord & {
      pools: unknown
      member_since: string | Date
      availability: unknown
      total: number | string
    }
  >(
    db,
    sql`
    SELECT ${talentColumnsSql},
      json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.name, p.id) AS pools,
      max(pm.updated_at) AS member_since, ${availabilityJsonSql(projectId)} AS availability,
      count(*) OVER () AS total
    FROM ${from}
    GROUP BY t.id
    ORDER BY max(pm.updated_at) DESC, t.id DESC
    LIMIT ${q.size} OFFSET ${q.offset}`,
  )
  let total = rows.length > 0 ? Number(rows[0].total) : 0
  if (rows.length === 0 && q.offset > 0) {
    const [c] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(DISTINCT t.id)::int AS n FROM ${from}`),
    )
    total = Number(c?.n ?? 0)
  }
  return {
    results: rows.map((r) => ({
      talent: toTalent(r),
      pools: jsonValue<{ id: number; name: string }[]>(r.pools as string).map((p) => ({
        id: Number(p.id),
        name: p.name,
      })),
      memberSince: new Date(r.member_since).toISOString(),
      availability: toAvailability(r.availability),
    })),
    totalResults: total,
  }
}
