import { sql } from 'drizzle-orm'
import type { PoolFit } from '../../../shared/contracts/matching'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { matchingErrors } from './errors'

/** A pool's typical skills: the ones at least a fifth of its accepted members have, at most this many. */
const TYPICAL_SKILLS = 12

type Raw = Record<string, unknown>

/**
 * GET match/pools/toFreelancer/{id}: the client's pools ranked by how well a talent fits them.
 * A pool has no job text, so its profile is what its members share: the skills at least a
 * fifth of its accepted members have. The total is the share of those the talent has.
 */
export async function poolsForTalent(
  db: Db,
  user: Pick<AuthUser, 'clientId'>,
  talentId: number,
): Promise<PoolFit[]> {
  const [talent] = rowsOf<Raw>(
    await db.execute(
      sql`SELECT id FROM talents WHERE id = ${talentId} AND client_id = ${user.clientId} AND state <> 'DELETED'`,
    ),
  )
  if (!talent) throw notFound(matchingErrors.talentNotFound)
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      WITH members AS (
        SELECT pm.pool_id, count(*) AS n FROM pool_memberships pm JOIN pools p ON p.id = pm.pool_id
        WHERE p.client_id = ${user.clientId} AND pm.status = 'ACCEPTED' GROUP BY pm.pool_id),
      skill_counts AS (
        SELECT pm.pool_id, s.name, count(*) AS n FROM pool_memberships pm
          JOIN pools p ON p.id = pm.pool_id JOIN talent_skills s ON s.talent_id = pm.talent_id
        WHERE p.client_id = ${user.clientId} AND pm.status = 'ACCEPTED' AND s.kind = 'skill'
        GROUP BY pm.pool_id, s.name),
      typical AS (
        SELECT pool_id, name FROM (
          SELECT sc.pool_id, sc.name, row_number() OVER (PARTITION BY sc.pool_id ORDER BY sc.n DESC, sc.name) AS r
          FROM skill_counts sc JOIN members m ON m.pool_id = sc.pool_id WHERE sc.n * 5 >= m.n) x
        WHERE r <= ${TYPICAL_SKILLS})
      SELECT p.id, p.name, coalesce(m.n, 0) AS members,
        EXISTS (SELECT 1 FROM pool_memberships own WHERE own.pool_id = p.id AND own.talent_id = ${talentId}) AS member,
        coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM typical t WHERE t.pool_id = p.id
          AND EXISTS (SELECT 1 FROM talent_skills ts WHERE ts.talent_id = ${talentId} AND lower(ts.name) = lower(t.name))), '[]') AS shared,
        coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM typical t WHERE t.pool_id = p.id
          AND NOT EXISTS (SELECT 1 FROM talent_skills ts WHERE ts.talent_id = ${talentId} AND lower(ts.name) = lower(t.name))), '[]') AS missing
      FROM pools p LEFT JOIN members m ON m.pool_id = p.id
      WHERE p.client_id = ${user.clientId}`),
  )
  const list = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as string[]) : (v as string[]))
  return rows
    .map((r) => {
      const sharedSkills = list(r.shared)
      const missingSkills = list(r.missing)
      const typical = sharedSkills.length + missingSkills.length
      return {
        poolId: Number(r.id),
        name: String(r.name),
        members: Number(r.members),
        member: r.member === true || r.member === 't',
        total: typical === 0 ? 0 : Math.round((100 * sharedSkills.length) / typical),
        sharedSkills,
        missingSkills,
      }
    })
    .sort((a, b) => b.total - a.total || b.members - a.members || a.poolId - b.poolId)
}
