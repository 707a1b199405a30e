import { sql } from 'drizzle-orm'
import type { ProjectScrollResponse } from '../../../shared/contracts/project-parts'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { pipelineErrors } from './errors'

/**
 * POST projectApplication/projectScroll: the previous and next application of the one shown, in
 * the pipeline's order (last pipeline change, then id), for stepping through a project's candidates.
 */
export async function projectScroll(
  db: Db,
  user: AuthUser,
  applicationId: number,
): Promise<ProjectScrollResponse> {
  const [row] = rowsOf<{ prev_id: number | null; next_id: number | null; pos: string; total: string }>(
    await db.execute(sql`
      WITH target AS (
        SELECT a.project_id FROM applications a JOIN projects p ON p.id = a.project_id
        WHERE a.id = ${applicationId} AND a.client_id = ${user.clientId}
          AND ${legalEntityScope(user, sql`p.legal_entity_id`)}),
      ordered AS (
        SELECT a.id,
          lag(a.id) OVER w AS prev_id, lead(a.id) OVER w AS next_id,
          row_number() OVER w AS pos, count(*) OVER () AS total
        FROM applications a JOIN target ON a.project_id = target.project_id
        WHERE a.status <> 'placeholder'
        WINDOW w AS (ORDER BY a.msp_pipeline_last_updated, a.id))
      SELECT prev_id, next_id, pos, total FROM ordered WHERE id = ${applicationId}`),
  )
  if (!row) throw notFound(pipelineErrors.pipelineErrorApplicationNotFound)
  return {
    previousId: row.prev_id === null ? null : Number(row.prev_id),
    nextId: row.next_id === null ? null : Number(row.next_id),
    position: Number(row.pos),
    total: Number(row.total),
  }
}
