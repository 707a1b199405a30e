import { sql } from 'drizzle-orm'
import type { DashboardCounts } from '../../../shared/contracts/dashboard'
import type { Db } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

type CountRow = Record<string, string | number | null>
const n = (v: unknown) => Number(v ?? 0)

/**
 * GET dashboard/counts: the caller's client, limited to projects of the caller's legal
 * entities. Project groups follow the chips of §4 (projectChip); pipeline totals follow the
 * status-to-stage mapping (stageOfApplicationStatus), both mirrored here in SQL.
 */
export async function dashboardCounts(db: Db, user: AuthUser): Promise<DashboardCounts> {
  const scope = sql`p.client_id = ${user.clientId} AND p.legal_entity_id = ANY(${intArray(user.legalEntityIds)}) AND NOT p.is_template`
  const [projects] = rowsOf<CountRow>(
    await db.execute(sql`
      SELECT
        count(*) FILTER (WHERE p.status = 'ACTIVE' AND p.freelancer_visible AND NOT p.filled AND NOT p.partially_filled) AS open,
        count(*) FILTER (WHERE p.status = 'ACTIVE' AND p.freelancer_visible AND NOT p.filled AND p.partially_filled) AS partly_filled,
        count(*) FILTER (WHERE (p.status = 'ACTIVE' AND p.freelancer_visible AND p.filled) OR (p.status = 'CLOSED' AND p.filled)) AS filled,
        count(*) FILTER (WHERE p.status = 'CLOSED' AND NOT p.filled) AS closed,
        count(*) FILTER (WHERE p.status = 'DELETED') AS deleted,
        count(*) FILTER (WHERE p.status = 'ACTIVE' AND NOT p.freelancer_visible) AS unpublished,
        count(*) FILTER (WHERE p.status = 'PAUSED') AS paused
      FROM projects p WHERE ${scope}`),
  )
  const live = sql`${scope} AND p.status <> 'DELETED'`
  const [apps] = rowsOf<CountRow>(
    await db.execute(sql`
      SELECT
        count(*) FILTER (WHERE a.status NOT IN ('h', 's2c', 'sf', 'sp', 'rm', 'w', 'rv')) AS active,
        count(*) FILTER (WHERE a.status IN ('rm', 'w')) AS rejected_or_withdrawn,
        count(*) FILTER (WHERE a.status IN ('s2c', 'sf', 'sp')) AS send2vms,
        count(*) FILTER (WHERE a.status = 'h') AS hired,
        count(*) FILTER (WHERE a.status = 'rv') AS rejected_vms
      FROM applications a JOIN projects p ON p.id = a.project_id WHERE ${live}`),
  )
  const [sourcing] = rowsOf<CountRow>(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM project_invitations i JOIN projects p ON p.id = i.project_id
          WHERE ${live} AND i.status = 'invited') AS invited,
        (SELECT count(*) FROM data_harbour_matches m JOIN projects p ON p.id = m.project_id
          WHERE ${live} AND m.status = 'spotted') AS data_harbour,
        -- What the active projects' Suggested stages list, as the matching module keeps it per
        -- project (recomputed by a background task within seconds of a change).
        (SELECT coalesce(sum(c.n), 0) FROM project_suggested_counts c JOIN projects p ON p.id = c.project_id
          WHERE ${scope} AND p.status = 'ACTIVE') AS suggested`),
  )
  return {
    projects: {
      open: n(projects.open),
      partlyFilled: n(projects.partly_filled),
      filled: n(projects.filled),
      closed: n(projects.closed),
      deleted: n(projects.deleted),
      unpublished: n(projects.unpublished),
      paused: n(projects.paused),
    },
    pipeline: {
      dataHarbour: n(sourcing.data_harbour),
      suggested: n(sourcing.suggested),
      invited: n(sourcing.invited),
      active: n(apps.active),
      rejectedOrWithdrawn: n(apps.rejected_or_withdrawn),
      send2vms: n(apps.send2vms),
      hired: n(apps.hired),
      rejectedVms: n(apps.rejected_vms),
    },
  }
}
