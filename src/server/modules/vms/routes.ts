import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { dbIdParam, idParams } from '../../../shared/contracts/ids'
import {
  boardQuerySchema,
  closeRecordRequestSchema,
  notificationsReadRequestSchema,
  recordInterviewRequestSchema,
  recordOfferRequestSchema,
  updateRatesRequestSchema,
  vmsCancelRequestSchema,
  vmsRespondRequestSchema,
  vmsSendRequestSchema,
  vmsStatusesRequestSchema,
} from '../../../shared/contracts/vms'
import { tasks } from '../../db/schema/all'
import type { AppEnv } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import { toTaskDto } from '../../tasks/queue'
import { requirePermission } from '../auth'
import { getVmsApplication, getVmsRequest } from './application-view'
import { vmsBoard, vmsStatuses } from './board-service'
import { cancelSend, updateRates } from './cancel-service'
import { vmsErrors } from './errors'
import { listNotifications, markNotificationsRead } from './notifications'
import { closeRecord, recordInterview, recordOffer, respondToRecord } from './records-service'
import { preflightSend, sendToVms, VMS_SEND_TASK } from './send-service'
import { receiveWebhook } from './sync-service'
import { sendTaskResult } from './task-result'

const view = requirePermission('APPLICATION_VIEW')
/** Sending, cancelling and answering on the talent's behalf is managing applications (§6). */
const manage = requirePermission('APPLICATION_MANAGE')
/** Rates are the application's content (§6 application edit content). */
const editContent = requirePermission('APPLICATION_EDIT_CONTENT')

/** Webhook bodies above this are refused before they are read (docs §5: 100 events a batch). */
const WEBHOOK_MAX_BYTES = 2 * 1024 * 1024

/**
 * §7 projectApplication/upload ("post to vms"), the send's preflight and cancel, and
 * {id}/updateRates; mounted at /api/projectApplication beside the pipeline's calls.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .post('/upload/preflight', manage, async (c) => {
    const req = await parseBody(c, vmsSendRequestSchema)
    return c.json(await preflightSend(c.var.deps, c.var.user, req))
  })
  .post('/upload/cancel', manage, async (c) => {
    const { ids } = await parseBody(c, vmsCancelRequestSchema)
    return c.json(await cancelSend(c.var.deps, c.var.user, [...new Set(ids)]))
  })
  .post('/upload', manage, async (c) => {
    return c.json(await sendToVms(c.var.deps, c.var.user, await parseBody(c, vmsSendRequestSchema)))
  })
  .post('/:id/updateRates', editContent, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await updateRates(c.var.deps, c.var.user, id, await parseBody(c, updateRatesRequestSchema)))
  })

const kindParams = idParams.extend({ answer: z.enum(['accept', 'decline']) })
/** The legal entity in the query: public routes are matched by their exact path (see authenticate). */
const webhookQuery = z.object({ legalEntity: dbIdParam })
const uuidParams = z.object({ uuid: z.string().uuid(vmsErrors.validationId) })

/** §7 VMS calls and the module's own: the application's VMS part, the board, notifications, the webhook. */
export const vmsRoutes = new Hono<AppEnv>()
  .post('/webhook', async (c) => {
    const { legalEntity: legalEntityId } = parseParams(c.req.query(), webhookQuery)
    const length = Number(c.req.header('content-length') ?? 0)
    if (length > WEBHOOK_MAX_BYTES) throw new ApiError(413, vmsErrors.webhookTooLarge)
    const body = new Uint8Array(await c.req.arrayBuffer())
    if (body.length > WEBHOOK_MAX_BYTES) throw new ApiError(413, vmsErrors.webhookTooLarge)
    const deps = c.var.deps
    const answer = await receiveWebhook(
      deps.db,
      deps.vms?.connections,
      legalEntityId,
      c.req.raw.headers,
      body,
      () => nowOf(deps),
    )
    if (!answer.ok)
      throw answer.status === 404
        ? notFound(vmsErrors.webhookUnknown)
        : new ApiError(401, vmsErrors.webhookRefused)
    return c.json({ received: answer.result.received, new: answer.result.fresh })
  })
  .get('/application/:id', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getVmsApplication(c.var.deps, c.var.user, id))
  })
  .get('/request/:id', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getVmsRequest(c.var.deps, c.var.user, id))
  })
  .post('/statuses', view, async (c) => {
    const { ids } = await parseBody(c, vmsStatusesRequestSchema)
    return c.json(await vmsStatuses(c.var.deps.db, c.var.user, ids))
  })
  .get('/board', view, async (c) => {
    const q = parseParams(c.req.query(), boardQuerySchema)
    return c.json(await vmsBoard(c.var.deps, c.var.user, q))
  })
  .post('/interview', manage, async (c) => {
    return c.json(
      await recordInterview(c.var.deps, c.var.user, await parseBody(c, recordInterviewRequestSchema)),
      201,
    )
  })
  .post('/offer', manage, async (c) => {
    return c.json(
      await recordOffer(c.var.deps, c.var.user, await parseBody(c, recordOfferRequestSchema)),
      201,
    )
  })
  .post('/interview/:id/cancel', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { reason } = await parseBody(c, closeRecordRequestSchema)
    return c.json(await closeRecord(c.var.deps, c.var.user, 'interview', id, reason ?? null))
  })
  .post('/offer/:id/withdraw', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { reason } = await parseBody(c, closeRecordRequestSchema)
    return c.json(await closeRecord(c.var.deps, c.var.user, 'offer', id, reason ?? null))
  })
  .post('/interview/:id/:answer', manage, async (c) => {
    const { id, answer } = parseParams(c.req.param(), kindParams)
    const { reason } = await parseBody(c, vmsRespondRequestSchema)
    return c.json(await respondToRecord(c.var.deps, c.var.user, 'interview', id, answer, reason || null))
  })
  .post('/offer/:id/:answer', manage, async (c) => {
    const { id, answer } = parseParams(c.req.param(), kindParams)
    const { reason } = await parseBody(c, vmsRespondRequestSchema)
    return c.json(await respondToRecord(c.var.deps, c.var.user, 'offer', id, answer, reason || null))
  })
  .get('/notifications', async (c) => c.json(await listNotifications(c.var.deps.db, c.var.user)))
  .post('/notifications/read', async (c) => {
    const { ids } = await parseBody(c, notificationsReadRequestSchema)
    await markNotificationsRead(c.var.deps.db, c.var.user, ids, nowOf(c.var.deps))
    return c.body(null, 204)
  })
  .get('/sendTask/:uuid', manage, async (c) => {
    const { uuid } = parseParams(c.req.param(), uuidParams)
    const [row] = await c.var.deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, uuid), eq(tasks.mspId, c.var.user.id), eq(tasks.type, VMS_SEND_TASK)))
    if (!row) throw notFound(vmsErrors.taskNotFound)
    return c.json(await sendTaskResult(c.var.deps.db, c.var.user, toTaskDto(row), row.state))
  })
