import { Hono } from 'hono'
import { z } from 'zod'
import {
  answersUpdateRequestSchema,
  historyQuerySchema,
  manualLogPayloadSchema,
} from '../../shared/contracts/application'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody, parseParams } from '../http/validate'
import { getApplicationDetail, listAssessments } from '../services/application-detail'
import { getApplicationHistory } from '../services/application-detail-history'
import { createNote, deleteNote, updateNote } from '../services/application-notes'
import { getQuestions, saveAnswers } from '../services/screening-service'

const int = z.coerce.number().int().positive().max(2_147_483_647)
const idParam = z.object({ id: int })
const logParam = z.object({ id: int, logId: int })

/**
 * The application detail (§2, §7 Application calls), mounted at /api/projectApplication
 * beside the pipeline's own router (which owns reject, bulk, undo, reactivate, hire ...).
 * Reading needs APPLICATION_VIEW; notes are managing the application (APPLICATION_MANAGE);
 * screening answers are its content (APPLICATION_EDIT_CONTENT).
 */
export const applicationDetailRoutes = new Hono<AppEnv>()
  // Authentication per route, not use('*'): the pipeline's router shares this prefix.
  .get('/:id', requireAuth, requirePermission('APPLICATION_VIEW'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await getApplicationDetail(c.var.deps.db, c.var.user, id))
  })
  .get('/:id/history', requireAuth, requirePermission('APPLICATION_VIEW'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const page = parseParams(c.req.query(), historyQuerySchema)
    return c.json(await getApplicationHistory(c.var.deps.db, c.var.user, id, page))
  })
  .post('/:id/history/manualLog', requireAuth, requirePermission('APPLICATION_MANAGE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const body = await parseBody(c, manualLogPayloadSchema)
    return c.json(await createNote(c.var.deps.db, c.var.user, id, body), 201)
  })
  .put('/:id/history/manualLog/:logId', requireAuth, requirePermission('APPLICATION_MANAGE'), async (c) => {
    const { id, logId } = parseParams(c.req.param(), logParam)
    const body = await parseBody(c, manualLogPayloadSchema)
    return c.json(await updateNote(c.var.deps.db, c.var.user, id, logId, body))
  })
  .delete(
    '/:id/history/manualLog/:logId',
    requireAuth,
    requirePermission('APPLICATION_MANAGE'),
    async (c) => {
      const { id, logId } = parseParams(c.req.param(), logParam)
      await deleteNote(c.var.deps.db, c.var.user, id, logId)
      return c.body(null, 204)
    },
  )
  .get('/:id/question', requireAuth, requirePermission('APPLICATION_VIEW'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await getQuestions(c.var.deps.db, c.var.user, id))
  })
  .post('/:id/question', requireAuth, requirePermission('APPLICATION_EDIT_CONTENT'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const body = await parseBody(c, answersUpdateRequestSchema)
    return c.json(await saveAnswers(c.var.deps.db, c.var.user, id, body))
  })
  .get('/:id/assessment/listAll', requireAuth, requirePermission('APPLICATION_VIEW'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await listAssessments(c.var.deps.db, c.var.user, id))
  })
