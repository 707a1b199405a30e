import { sql } from 'drizzle-orm'
import type { TalentProjects, TalentProjectTab } from '../../../shared/contracts/talent-projects'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { ownedTalent } from './talent-service'

interface Row {
  tab: TalentProjectTab
  project_id: number
  title: string
  project_status: string
  legal_entity_name: string
  kind: 'application' | 'invitation' | 'pool'
  status: string
  application_id: number | null
  pool_name: string | null
  since: Date | string
}

/** Rejected by the MSP or the VMS, or withdrawn: the application is over. */
const ENDED_APPLICATION = sql`('rm', 'rv', 'w')`
const CLOSED_PROJECT = sql`('CLOSED', 'DELETED')`

/**
 * The talent-view project tabs (§2, contracts/talent-projects.ts): every project of the caller's
 * legal entities the talent relates to, each in exactly one tab (an application outranks an
 * invitation, which outranks a pool suggestion), newest first; with the count of every tab.
 */
export async function talentProjects(
  db: DbOrTx,
  user: AuthUser,
  talentId: number,
  tab: TalentProjectTab,
): Promise<TalentProjects> {
  await ownedTalent(db, user, talentId)
  const les = intArray(user.legalEntityIds)
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH linked AS (
        SELECT DISTINCT ON (p.id) p.id AS project_id, p.title, p.status AS project_status,
          le.name AS legal_entity_name, l.kind, l.status, l.application_id, l.pool_name, l.since,
          CASE
            WHEN l.kind = 'pool' THEN 'spotted'
            WHEN p.status IN ${CLOSED_PROJECT} THEN 'archived'
            WHEN l.kind = 'invitation' AND l.status = 'invited' THEN 'invited'
            WHEN l.kind = 'application' AND l.status NOT IN ${ENDED_APPLICATION} THEN 'applied'
            ELSE 'archived'
          END AS tab
        FROM (
          SELECT a.project_id, 'application' AS kind, a.status, a.id AS application_id, NULL AS pool_name,
            a.created_at AS since, 1 AS rank
          FROM applications a WHERE a.talent_id = ${talentId} AND a.client_id = ${user.clientId}
          UNION ALL
          SELECT i.project_id, 'invitation', i.status, NULL, NULL, i.created_at, 2
          FROM project_invitations i WHERE i.talent_id = ${talentId} AND i.client_id = ${user.clientId}
          UNION ALL
          SELECT pp.project_id, 'pool', pm.status, NULL, po.name, pm.updated_at, 3
          FROM pool_memberships pm
            JOIN project_pools pp ON pp.pool_id = pm.pool_id
            JOIN pools po ON po.id = pm.pool_id
          WHERE pm.talent_id = ${talentId} AND pm.client_id = ${user.clientId} AND pm.status = 'ACCEPTED'
        ) l
        JOIN projects p ON p.id = l.project_id AND p.is_template = false
        JOIN legal_entities le ON le.id = p.legal_entity_id
        WHERE p.legal_entity_id = ANY(${les})
        ORDER BY p.id, l.rank, l.since DESC
      )
      SELECT * FROM linked
      -- A pool suggestion counts only for an active project (the Suggested stage's rule).
      WHERE NOT (kind = 'pool' AND project_status <> 'ACTIVE')
      ORDER BY since DESC, project_id DESC`),
  )
  const counts = { spotted: 0, invited: 0, applied: 0, archived: 0 }
  for (const r of rows) counts[r.tab]++
  return {
    tab,
    counts,
    results: rows
      .filter((r) => r.tab === tab)
      .map((r) => ({
        projectId: Number(r.project_id),
        title: r.title,
        projectStatus: r.project_status,
        legalEntityName: r.legal_entity_name,
        kind: r.kind,
        status: r.status,
        applicationId: r.application_id === null ? null : Number(r.application_id),
        poolName: r.pool_name,
        since: new Date(r.since).toISOString(),
      })),
  }
}
