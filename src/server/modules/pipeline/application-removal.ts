import { sql } from 'drizzle-orm'
import type { BulkActionResponse } from '../../../shared/contracts/pipeline'
import { KEPT_ON_DELETE } from '../../../shared/domain/pipeline'
import { mayActOnProject, ownershipRestricted } from '../../../shared/domain/project-ownership'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, forbidden, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { clientSettings } from '../client'
import { loadProject, runBulk } from './application-bulk-service'
import { parseIntArray } from './application-rows'
import { pipelineErrors } from './errors'
import { insertHistory } from './pipeline-sql'

/**
 * PUT projectApplication/{id} (§7 "delete"): takes an application out of its project for good,
 * with its labels, answers and notes. Only one that never went further than the recruiter's own
 * pipeline: a hired one, or one sent to the client's VMS, has left a trace elsewhere and stays.
 * The project's history keeps that it was removed, and by whom.
 */
export async function deleteApplication(deps: AppDeps, user: AuthUser, id: number): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const [row] = rowsOf<{
      project_id: number
      status: string
      vms_submitted: boolean
      owner_id: number | null
      team_ids: unknown
      talent_id: number
    }>(
      await tx.execute(sql`
        SELECT a.project_id, a.status, a.vms_submitted_at IS NOT NULL AS vms_submitted, a.talent_id, p.owner_id,
          (SELECT coalesce(array_agg(msp_id), '{}') FROM project_assignees WHERE project_id = p.id) AS team_ids
        FROM applications a JOIN projects p ON p.id = a.project_id
        WHERE a.id = ${id} AND a.client_id = ${user.clientId} AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
        FOR UPDATE OF a`),
    )
    if (!row) throw notFound(pipelineErrors.pipelineErrorApplicationNotFound)
    const restricted = ownershipRestricted(
      (await clientSettings(tx, user)).client.projectOwnership,
      user.permissions,
    )
    const owner = {
      ownerId: row.owner_id === null ? null : Number(row.owner_id),
      teamIds: parseIntArray(row.team_ids),
    }
    if (!mayActOnProject(user.id, restricted, owner)) throw forbidden(pipelineErrors.projectOwnership)
    if (row.vms_submitted || (KEPT_ON_DELETE as readonly string[]).includes(row.status))
      throw new ApiError(409, pipelineErrors.deleteKept)
    await tx.execute(sql`DELETE FROM applications WHERE id = ${id}`)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'job',
      [
        {
          entityId: Number(row.project_id),
          event: 'APPLICATION_DELETED',
          oldValue: { applicationId: id, talentId: Number(row.talent_id), status: row.status },
        },
      ],
      nowOf(deps),
    )
    return { id }
  })
}

/**
 * POST projectApplication/rejectPending {projectId}: rejects every unconfirmed application of the
 * project (§3 legal-entity flag "bulk reject of pending applications"; without it each row fails
 * with the pending-bulk-reject reason). Large projects run as a background task like any bulk run.
 */
export async function rejectPending(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<BulkActionResponse> {
  const project = await loadProject(deps.db, user, projectId)
  const ids = rowsOf<{ id: number }>(
    await deps.db.execute(sql`
      SELECT id FROM applications WHERE project_id = ${project.id} AND status = 'uc'
      ORDER BY msp_pipeline_last_updated, id`),
  ).map((r) => Number(r.id))
  if (ids.length === 0) return { mode: 'done', succeededIds: [], failures: [], undoToken: null }
  return runBulk(deps, user, { action: 'reject', projectId: project.id, ids })
}
