import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type acceptAndRejectRequestSchema,
  BULK_TASK_THRESHOLD,
  type BulkActionRequest,
  type BulkActionResponse,
  type PreflightResponse,
} from '../../../shared/contracts/pipeline'
import { statusesOfStage, UNDOABLE_ACTIONS } from '../../../shared/domain/pipeline'
import { mayActOnProject, ownershipRestricted } from '../../../shared/domain/project-ownership'
import type { DbOrTx } from '../../db/client'
import { tasks } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { badRequest, forbidden, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { enqueueTask, toTaskDto } from '../../tasks/queue'
import { legalEntityScope } from '../auth'
import { clientSettings } from '../client'
import { heldUntil, undoWindowMs } from '../email'
import { type ActionParams, evaluateRows, loadLabel } from './application-actions-core'
import { checkActionParams, runActionsNow } from './application-actions-service'
import { type ActionRecord, lockActionRows, parseIntArray } from './application-rows'
import { pipelineErrors } from './errors'
import { textArray } from './pipeline-sql'
import { createUndoAction } from './undo-service'

/** Bulk actions of §2 (accept, accept-and-reject, reject, ...): preflight, at once, or as a task. */

export type AcceptAndRejectRequest = z.infer<typeof acceptAndRejectRequestSchema>

/** Task types of bulk runs; their handlers live in tasks/handlers/bulk-application.ts. */
export const BULK_REJECT_TASK = 'bulkReject'
export const BULK_ACTION_TASK = 'bulkApplicationAction'

/** What a bulk task needs to resume after a restart: everything, ids included, is in its args. */
export interface BulkTaskArgs {
  projectId: number
  jobHandleId: string
  jobTitle: string
  action: ActionParams['action']
  labelId?: number
  mspId?: number
  /** Rows of the main action, in order; the cursor (state.offset) runs over acceptIds then ids. */
  ids: number[]
  /** accept-and-reject: rows accepted before the rest is rejected. */
  acceptIds?: number[]
  mailFrom: string
  manualHire: boolean
  /** reject: the email and reason of the rejected rows. */
  email?: ActionParams['email']
  reasonLabelId?: number
  /** The undo window, and how long after the run's end its emails are held (as configured when queued). */
  undoWindowMs?: number
  holdMs?: number
}

interface ProjectInfo {
  id: number
  title: string
  jobHandle: string
}

/**
 * The project of a bulk call: the caller's client and one of their legal entities (auth/scope.ts),
 * else 404; with project ownership on, one the caller owns or is on the team of, else 403.
 */
export async function loadProject(db: DbOrTx, user: AuthUser, projectId: number): Promise<ProjectInfo> {
  const [row] = rowsOf<{
    id: number
    title: string
    job_handle: string
    owner_id: number | null
    team_ids: unknown
  }>(
    await db.execute(sql`
      SELECT id, title, job_handle, owner_id,
        (SELECT coalesce(array_agg(msp_id), '{}') FROM project_assignees WHERE project_id = projects.id) AS team_ids
      FROM projects WHERE id = ${projectId} AND client_id = ${user.clientId}
        AND NOT is_template AND ${legalEntityScope(user, sql`legal_entity_id`)}`),
  )
  if (!row) throw notFound(pipelineErrors.projectNotFound)
  const restricted = ownershipRestricted(
    (await clientSettings(db, user)).client.projectOwnership,
    user.permissions,
  )
  const owner = {
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    teamIds: parseIntArray(row.team_ids),
  }
  if (!mayActOnProject(user.id, restricted, owner)) throw forbidden(pipelineErrors.projectOwnership)
  return { id: Number(row.id), title: row.title, jobHandle: String(row.job_handle) }
}

const PREFLIGHT_SLICE = 500

const paramsOf = (req: BulkActionRequest): ActionParams => ({
  action: req.action,
  labelId: req.labelId,
  mspId: req.mspId,
  email: req.email,
  reasonLabelId: req.reasonLabelId,
})

async function preflight(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  ids: readonly number[],
  params: ActionParams,
): Promise<PreflightResponse> {
  const flags = (await clientSettings(deps.db, user)).client
  // PGlite runs queries on the server's own thread: read a long list in slices, yielding
  // between them, so a 100,000-id preflight never stalls other requests.
  const rows = new Map<number, ActionRecord>()
  for (let at = 0; at < ids.length; at += PREFLIGHT_SLICE) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve))
    const slice = await lockActionRows(
      deps.db,
      user.clientId,
      ids.slice(at, at + PREFLIGHT_SLICE),
      projectId,
      false,
    )
    for (const [id, row] of slice) rows.set(id, row)
  }
  const label = params.labelId ? await loadLabel(deps.db, user, params.labelId) : null
  const out = evaluateRows(ids, rows, new Set(), label, {
    actor: user,
    params,
    bulk: true,
    manualHire: flags.manualHire,
  })
  return { okIds: out.succeededIds, failures: out.failures }
}

/** POST projectApplication/bulk/preflight: what would fail and why; writes nothing. */
export async function preflightBulk(deps: AppDeps, user: AuthUser, req: BulkActionRequest) {
  await loadProject(deps.db, user, req.projectId)
  await checkActionParams(deps, user, paramsOf(req))
  return preflight(deps, user, req.projectId, [...new Set(req.ids)], paramsOf(req))
}

/** POST projectApplication/bulk: up to the threshold at once, more as a background task. */
export async function runBulk(
  deps: AppDeps,
  user: AuthUser,
  req: BulkActionRequest,
): Promise<BulkActionResponse> {
  const project = await loadProject(deps.db, user, req.projectId)
  const params = paramsOf(req)
  await checkActionParams(deps, user, params)
  const ids = [...new Set(req.ids)]
  if (ids.length <= BULK_TASK_THRESHOLD) {
    const result = await runActionsNow(deps, user, ids, params, { projectId: project.id, bulk: true })
    return { mode: 'done', ...result }
  }
  return queueBulk(deps, user, project, params, ids, [])
}

/** Ids of the applications in a stage (optionally with a label), in table order. */
async function stageIds(
  db: DbOrTx,
  projectId: number,
  stage: AcceptAndRejectRequest['stage'],
  labelId?: number,
) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT a.id FROM applications a
      WHERE a.project_id = ${projectId} AND a.status = ANY(${textArray(statusesOfStage(stage))})
        ${labelId ? sql`AND EXISTS (SELECT 1 FROM application_labels al WHERE al.application_id = a.id AND al.label_id = ${labelId})` : sql``}
      ORDER BY a.msp_pipeline_last_updated, a.id`),
  )
  return rows.map((r) => Number(r.id))
}

async function splitAcceptAndReject(deps: AppDeps, user: AuthUser, req: AcceptAndRejectRequest) {
  const project = await loadProject(deps.db, user, req.projectId)
  if (req.labelId) {
    const label = await loadLabel(deps.db, user, req.labelId)
    if (!label || label.projectId !== project.id) throw notFound(pipelineErrors.labelUnknown)
  }
  const acceptIds = [...new Set(req.acceptIds)]
  const accepted = new Set(acceptIds)
  const rejectIds = (await stageIds(deps.db, project.id, req.stage, req.labelId)).filter(
    (id) => !accepted.has(id),
  )
  if (acceptIds.length + rejectIds.length === 0) throw badRequest(pipelineErrors.emptySelection)
  return { project, acceptIds, rejectIds }
}

/** Preflight of "accept selected and reject unselected": failures of both parts. */
export async function preflightAcceptAndReject(
  deps: AppDeps,
  user: AuthUser,
  req: AcceptAndRejectRequest,
): Promise<PreflightResponse> {
  const { project, acceptIds, rejectIds } = await splitAcceptAndReject(deps, user, req)
  const a = await preflight(deps, user, project.id, acceptIds, { action: 'accept' })
  const r = await preflight(deps, user, project.id, rejectIds, { action: 'reject' })
  return { okIds: [...a.okIds, ...r.okIds], failures: [...a.failures, ...r.failures] }
}

/** POST projectApplication/bulk/acceptAndReject (flow START, CONFIRM, REJECT of §2). */
export async function runAcceptAndReject(
  deps: AppDeps,
  user: AuthUser,
  req: AcceptAndRejectRequest,
): Promise<BulkActionResponse> {
  const { project, acceptIds, rejectIds } = await splitAcceptAndReject(deps, user, req)
  const reject: ActionParams = { action: 'reject', email: req.email, reasonLabelId: req.reasonLabelId }
  await checkActionParams(deps, user, reject)
  if (acceptIds.length + rejectIds.length <= BULK_TASK_THRESHOLD) {
    const result = await runActionsNow(
      deps,
      user,
      rejectIds,
      reject,
      { projectId: project.id, bulk: true },
      { ids: acceptIds, params: { action: 'accept' } },
    )
    return { mode: 'done', ...result }
  }
  return queueBulk(deps, user, project, reject, rejectIds, acceptIds)
}

async function queueBulk(
  deps: AppDeps,
  user: AuthUser,
  project: ProjectInfo,
  params: ActionParams,
  ids: number[],
  acceptIds: number[],
): Promise<BulkActionResponse> {
  const now = nowOf(deps)
  const flags = (await clientSettings(deps.db, user)).client
  const dto = await deps.db.transaction(async (tx) => {
    const token = UNDOABLE_ACTIONS.includes(params.action) ? randomUUID() : null
    if (token)
      await createUndoAction(tx, {
        token,
        clientId: user.clientId,
        mspId: user.id,
        projectId: project.id,
        action: acceptIds.length > 0 ? 'acceptAndReject' : params.action,
        now,
        expiresAt: null,
      })
    const args: BulkTaskArgs = {
      projectId: project.id,
      jobHandleId: project.jobHandle,
      jobTitle: project.title,
      action: params.action,
      labelId: params.labelId,
      mspId: params.mspId,
      ids,
      acceptIds: acceptIds.length > 0 ? acceptIds : undefined,
      mailFrom: deps.env.MAIL_FROM,
      manualHire: flags.manualHire,
      email: params.email,
      reasonLabelId: params.reasonLabelId,
      undoWindowMs: undoWindowMs(deps),
      holdMs: heldUntil(deps, now).getTime() - now.getTime(),
    }
    const task = await enqueueTask(tx, {
      clientId: user.clientId,
      mspId: user.id,
      type: params.action === 'reject' ? BULK_REJECT_TASK : BULK_ACTION_TASK,
      args: args as unknown as Record<string, unknown>,
      total: ids.length + acceptIds.length,
      state: { offset: 0, failedCount: 0, undoToken: token },
    })
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, task.id))
    return toTaskDto(row)
  })
  deps.taskRunner?.wake()
  return { mode: 'task', task: dto }
}

/** Legal entities of a task's owner (the task acts with the rights of the user who queued it). */
export async function legalEntityIdsOf(db: DbOrTx, mspId: number): Promise<number[]> {
  const rows = rowsOf<{ legal_entity_id: number }>(
    await db.execute(sql`SELECT legal_entity_id FROM msp_legal_entities WHERE msp_id = ${mspId}`),
  )
  return rows.map((r) => Number(r.legal_entity_id))
}
