import { Hono } from 'hono'
import { z } from 'zod'
import {
  acceptAndRejectRequestSchema,
  allocateRequestSchema,
  applicationIdsRequestSchema,
  bulkActionRequestSchema,
  labelChangeRequestSchema,
  undoRequestSchema,
} from '../../shared/contracts/pipeline'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody, parseParams } from '../http/validate'
import { runListAction, runSingleAction } from '../services/application-actions-service'
import {
  preflightAcceptAndReject,
  preflightBulk,
  runAcceptAndReject,
  runBulk,
} from '../services/application-bulk-service'
import { undoAction } from '../services/undo-service'

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const manage = requirePermission('APPLICATION_MANAGE')

/**
 * Pipeline actions on applications (§7 Application calls, issue 4), mounted at
 * /api/projectApplication beside the application detail router. Acting needs APPLICATION_MANAGE.
 */
export const applicationRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .post('/reject', manage, async (c) => {
    const { ids } = await parseBody(c, applicationIdsRequestSchema)
    return c.json(await runListAction(c.var.deps, c.var.user, ids, { action: 'reject' }))
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
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'reactivate' }))
  })
  .put('/:id/hire', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'hire' }))
  })
  .put('/:id/unhire', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await runSingleAction(c.var.deps, c.var.user, id, { action: 'unhire' }))
  })
  .put('/:id/allocate', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
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
