import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { HeldEmails } from '../../../shared/contracts/email'
import {
  type ApplicationActionResponse,
  BULK_TASK_THRESHOLD,
  type RowFailure,
} from '../../../shared/contracts/pipeline'
import { PIPELINE_REASONS, UNDOABLE_ACTIONS } from '../../../shared/domain/pipeline'
import { ownershipRestricted } from '../../../shared/domain/project-ownership'
import { msps, undoActions } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, badRequest, forbidden, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { clientSettings } from '../client'
import { checkRejectEmail, heldUntil, undoWindowMs } from '../email'
import { type ActionParams, loadLabel, runActionChunk } from './application-actions-core'
import { loadApplicationRows } from './application-rows'
import { pipelineErrors } from './errors'
import { createUndoAction, undoExpiry } from './undo-service'

/** Single application actions of §7 (reject, re-activate, hire, un-hire, labels, allocate). */

export interface RunResult {
  succeededIds: number[]
  failures: RowFailure[]
  undoToken: string | null
  /** A reject's held emails, for the toast ("an email goes out at …"). */
  emails?: HeldEmails
}

/** Runs an action at once, in one transaction, with an undo token when the action is undoable. */
export async function runActionsNow(
  deps: AppDeps,
  user: AuthUser,
  ids: readonly number[],
  params: ActionParams,
  options: { projectId: number | null; bulk: boolean },
  extra?: { ids: readonly number[]; params: ActionParams },
): Promise<RunResult> {
  const now = nowOf(deps)
  const flags = (await clientSettings(deps.db, user)).client
  return deps.db.transaction(async (tx) => {
    const undoable = UNDOABLE_ACTIONS.includes(params.action)
    const token = undoable ? randomUUID() : null
    if (token)
      await createUndoAction(tx, {
        token,
        clientId: user.clientId,
        mspId: user.id,
        projectId: options.projectId,
        action: extra ? 'acceptAndReject' : params.action,
        now,
        expiresAt: undoExpiry(now, undoWindowMs(deps)),
      })
    const common = {
      actor: { ...user, ownershipRestricted: ownershipRestricted(flags.projectOwnership, user.permissions) },
      projectId: options.projectId,
      bulk: options.bulk,
      undoToken: token,
      now,
      mailFrom: deps.env.MAIL_FROM,
      emailsSendAfter: heldUntil(deps, now),
      manualHire: flags.manualHire,
    }
    const first = extra ? await runActionChunk(tx, extra.ids, { ...common, params: extra.params }) : null
    const out = await runActionChunk(tx, ids, { ...common, params })
    const succeededIds = [...(first?.succeededIds ?? []), ...out.succeededIds]
    const failures = [...(first?.failures ?? []), ...out.failures]
    if (token && succeededIds.length === 0) {
      await tx.delete(undoActions).where(eq(undoActions.token, token))
      return { succeededIds, failures, undoToken: null }
    }
    const emails: HeldEmails | undefined = out.emails && {
      ...out.emails,
      sendAfter: common.emailsSendAfter.toISOString(),
      undoWindowMs: undoWindowMs(deps),
      transport: deps.mailTransport.kind,
    }
    return { succeededIds, failures, undoToken: token, emails }
  })
}

/** Checks the parameters an action needs (label of the client, allocatable MSP, team flag). */
export async function checkActionParams(deps: AppDeps, user: AuthUser, params: ActionParams): Promise<void> {
  if (params.action === 'addLabel' || params.action === 'removeLabel') {
    if (!params.labelId) throw badRequest(pipelineErrors.labelRequired)
    if (!(await loadLabel(deps.db, user, params.labelId))) throw notFound(pipelineErrors.labelUnknown)
  }
  if (params.action === 'allocate') {
    if (!params.mspId) throw badRequest(pipelineErrors.mspRequired)
    const flags = (await clientSettings(deps.db, user)).client
    if (flags.teamAssigneeLimit <= 0) throw forbidden(pipelineErrors.teamDisabled)
    const [msp] = await deps.db
      .select({ id: msps.id })
      .from(msps)
      .where(and(eq(msps.id, params.mspId), eq(msps.clientId, user.clientId), eq(msps.active, true)))
    if (!msp) throw badRequest(pipelineErrors.mspUnknown)
  }
  if (params.action === 'reject') {
    await checkRejectEmail(deps.db, user.clientId, params.email)
    if (params.reasonLabelId) {
      const reason = await loadLabel(deps.db, user, params.reasonLabelId)
      if (reason?.stage !== 'rejectedOrWithdrawn') throw notFound(pipelineErrors.labelUnknown)
    }
  }
}

async function respond(deps: AppDeps, user: AuthUser, result: RunResult): Promise<ApplicationActionResponse> {
  return {
    rows: await loadApplicationRows(deps.db, user.clientId, result.succeededIds),
    failures: result.failures,
    undoToken: result.undoToken,
    ...(result.emails ? { emails: result.emails } : {}),
  }
}

/** POST projectApplication/reject {ids}, addLabel, removeLabel: several ids, per-row failures. */
export async function runListAction(
  deps: AppDeps,
  user: AuthUser,
  ids: readonly number[],
  params: ActionParams,
): Promise<ApplicationActionResponse> {
  if (ids.length > BULK_TASK_THRESHOLD) throw badRequest(pipelineErrors.useBulk)
  await checkActionParams(deps, user, params)
  const unique = [...new Set(ids)]
  const result = await runActionsNow(deps, user, unique, params, { projectId: null, bulk: unique.length > 1 })
  return respond(deps, user, result)
}

/** PUT projectApplication/{id}/reactivate, hire, unhire, allocate: one row; a refusal is the HTTP error. */
export async function runSingleAction(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  params: ActionParams,
): Promise<ApplicationActionResponse> {
  await checkActionParams(deps, user, params)
  const result = await runActionsNow(deps, user, [id], params, { projectId: null, bulk: false })
  const failure = result.failures[0]
  if (failure) {
    if (failure.reason === PIPELINE_REASONS.unknown)
      throw notFound(pipelineErrors.pipelineErrorApplicationNotFound)
    throw new ApiError(409, failure.reason)
  }
  return respond(deps, user, result)
}
