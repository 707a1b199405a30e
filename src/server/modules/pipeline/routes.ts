import { Hono } from 'hono'
import {
  answersUpdateRequestSchema,
  historyQuerySchema,
  manualLogPayloadSchema,
} from '../../../shared/contracts/application'
import { dbIdParam, idParams } from '../../../shared/contracts/ids'
import {
  acceptAndRejectRequestSchema,
  allocateRequestSchema,
  applicationIdsRequestSchema,
  bulkActionRequestSchema,
  labelChangeRequestSchema,
  undoRequestSchema,
} from '../../../shared/contracts/pipeline'
import type { AppEnv } from '../../deps'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { runListAction, runSingleAction } from './application-actions-service'
import {
  preflightAcceptAndReject,
  preflightBulk,
  runAcceptAndReject,
  runBulk,
} from './application-bulk-service'
import { getApplicationDetail, listAssessments } from './application-detail'
import { getApplicationHistory } from './application-detail-history'
import { createNote, deleteNote, updateNote } from './application-notes'
import { pipelineStages } from './pipeline-stages-service'
import { getQuestions, saveAnswers } from './screening-service'
import { undoAction } from './undo-service'

const logParams = idParams.extend({ logId: dbIdParam })
const view = requirePermission('APPLICATION_VIEW')
/** Acting on applications and their notes is managing them (§6 application manage). */
const manage = requirePermission('APPLICATION_MANAGE')
/** Screening answers are the application's content (§6 application edit content). */
const editContent = requirePermission('APPLICATION_EDIT_CONTENT')

/**
 * §7 Application calls, mounted at /api/projectApplication: the pipeline's actions (reject,
 * labels, re-activate, hire, allocate, bulk runs with their preflight, undo) and the
 * application detail (read, history, notes, screening answers, assessments).
 */
export const applicationRoutes = new Hono<AppEnv>()
  .post('/reject', manage, async (c) => {
    const { ids, email, reasonLabelId } = await parseBody(c, applicationIdsRequestSchema)
    return c.json(
      await runListAction(c.var.deps, c.var.user, ids, { action: 'reject', email, reasonLabelId }),
    )
  })
  .post('/addLabel', manage, async (c) => {
    const { applicationIds, labelId } = await parseBody(c, labelChangeRequestSchema)
    return c.json(
      await runListAction(c.var.deps, c.var.user, applicationIds, { action: 'addLabel', labelId }),
    )
  })
  .post('/removeLabel', manage, async (c) => {
    const { applicationIds, labelId } = await parseBody(c, labelChangeRequestSchema)
    return c.json(
      await runListAction(c.var.deps, c.var.user, applicationIds, { action: 'removeLabel', labelId }),
    )
  })
  .put('/:id/reactivate', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'reactivate' }))
  })
  .put('/:id/hire', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'hire' }))
  })
  .put('/:id/unhire', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'unhire' }))
  })
  .put('/:id/allocate', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { mspId } = await parseBody(c, allocateRequestSchema)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'allocate', mspId }))
  })
  .post('/bulk/preflight', manage, async (c) => {
    return c.json(await preflightBulk(c.var.deps, c.var.user, await parseBody(c, bulkActionRequestSchema)))
  })
  .post('/bulk', manage, async (c) => {
    return c.json(await runBulk(c.var.deps, c.var.user, await parseBody(c, bulkActionRequestSchema)))
  })
  .post('/bulk/acceptAndReject/preflight', manage, async (c) => {
    const req = await parseBody(c, acceptAndRejectRequestSchema)
    return c.json(await preflightAcceptAndReject(c.var.deps, c.var.user, req))
  })
  .post('/bulk/acceptAndReject', manage, async (c) => {
    const req = await parseBody(c, acceptAndRejectRequestSchema)
    return c.json(await runAcceptAndReject(c.var.deps, c.var.user, req))
  })
  .post('/undo', manage, async (c) => {
    const { undoToken } = await parseBody(c, undoRequestSchema)
    return c.json(await undoAction(c.var.deps, c.var.user, undoToken))
  })
  .get('/:id', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getApplicationDetail(c.var.deps.db, c.var.user, id))
  })
  .get('/:id/history', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const page = parseParams(c.req.query(), historyQuerySchema)
    return c.json(await getApplicationHistory(c.var.deps.db, c.var.user, id, page))
  })
  .post('/:id/history/manualLog', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const body = await parseBody(c, manualLogPayloadSchema)
    return c.json(await createNote(c.var.deps.db, c.var.user, id, body), 201)
  })
  .put('/:id/history/manualLog/:logId', manage, async (c) => {
    const { id, logId } = parseParams(c.req.param(), logParams)
    const body = await parseBody(c, manualLogPayloadSchema)
    return c.json(await updateNote(c.var.deps.db, c.var.user, id, logId, body, nowOf(c.var.deps)))
  })
  .delete('/:id/history/manualLog/:logId', manage, async (c) => {
    const { id, logId } = parseParams(c.req.param(), logParams)
    await deleteNote(c.var.deps.db, c.var.user, id, logId)
    return c.body(null, 204)
  })
  .get('/:id/question', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getQuestions(c.var.deps.db, c.var.user, id))
  })
  .post('/:id/question', editContent, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const body = await parseBody(c, answersUpdateRequestSchema)
    return c.json(await saveAnswers(c.var.deps.db, c.var.user, id, body, nowOf(c.var.deps)))
  })
  .get('/:id/assessment/listAll', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await listAssessments(c.var.deps.db, c.var.user, id))
  })

/** GET project/{id}/pipeline/stages (§7 Project): the stage menu with its counts, mounted at /api/project. */
export const pipelineStageRoutes = new Hono<AppEnv>().get('/:id/pipeline/stages', view, async (c) => {
  const { id } = parseParams(c.req.param(), idParams)
  return c.json(await pipelineStages(c.var.deps.db, c.var.user, id))
})
