import { sql } from 'drizzle-orm'
import type { QueueRequest } from '../../../shared/contracts/analytics'
import type { Db } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'
import { loadRowPageJson } from '../pipeline'

/**
 * The caller's live projects: their client, their legal entities, not deleted, not templates
 * (the same projects the dashboard counts).
 */
export const liveProjectsSql = (user: AuthUser) =>
  sql`SELECT id FROM projects WHERE client_id = ${user.clientId} AND ${legalEntityScope(user, sql`legal_entity_id`)}
    AND status <> 'DELETED' AND NOT is_template`

/**
 * POST queue/applications: one stage's applications across every project of the caller, in the
 * pipeline's order (oldest pipeline update first, so what waits longest comes first). The page
 * walks applications_client_stage_idx in that order and keeps rows of the caller's projects (a
 * hashed set), so the first page reads about as many index entries as it shows; the total sums
 * the per-project stage counts the triggers keep (migration 0005).
 */
export async function queueApplicationsJson(db: Db, user: AuthUser, req: QueueRequest): Promise<string> {
  const live = liveProjectsSql(user)
  const total = sql`(SELECT coalesce(sum(n), 0) FROM application_stage_counts
    WHERE stage = ${req.stage} AND project_id IN (${live}))`
  const page = await loadRowPageJson(
    db,
    user.clientId,
    {
      select: sql`SELECT a.id, a.msp_pipeline_last_updated AS s_updated FROM applications a
        WHERE a.client_id = ${user.clientId} AND a.stage = ${req.stage} AND a.project_id IN (${live})
        ORDER BY a.msp_pipeline_last_updated, a.id OFFSET ${req.offset} LIMIT ${req.size}`,
      order: sql`s_updated, id`,
      prepare: true,
    },
    total,
  )
  const projectIds = [...new Set([...page.rows.matchAll(/"projectId":(\d+)/g)].map((m) => Number(m[1])))]
  const projects =
    projectIds.length === 0
      ? []
      : rowsOf<{ id: number; title: string }>(
          await db.execute(
            sql`SELECT id, title FROM projects WHERE id = ANY(${intArray(projectIds)}) ORDER BY id`,
          ),
        )
  return `{"results":${page.rows},"totalResults":${page.total ?? 0},"projects":${JSON.stringify(
    projects.map((p) => ({ id: Number(p.id), title: p.title })),
  )}}`
}
