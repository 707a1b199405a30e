import { Hono } from 'hono'
import { z } from 'zod'
import {
  composePreviewRequestSchema,
  emailSendRequestSchema,
  emailTemplateInputSchema,
  outboxQuerySchema,
  sendIdParams,
  templatePreviewRequestSchema,
} from '../../../shared/contracts/email'
import { idParams, pagingQuery } from '../../../shared/contracts/ids'
import { text } from '../../../shared/contracts/text'
import type { AppEnv, AuthUser } from '../../deps'
import { badRequest, forbidden } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { emailSettings } from './email-settings'
import { emailErrors } from './errors'
import { cancelMessage, listOutbox, outboxDetail, retryMessage } from './outbox-service'
import { previewTemplate } from './preview-service'
import { previewSend, type SendRequest, send, sendResult, undoSend } from './send-service'
import { listSuppressions, removeSuppression, talentEmailStatus } from './suppression-service'
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './template-service'

/** Templates are workflow settings: changing them needs team management (§6), like locations. */
const manageTemplates = requirePermission('TEAM_MANAGEMENT')
/** Messages to talents are in their history: reading needs the talent history permission. */
const readMail = requirePermission('FREELANCER_HISTORY')
/** Contacting a talent is an entry of their action log. */
const contactTalents = requirePermission('FREELANCER_ACTION_LOG')

/** Talents are emailed with the action-log permission, applicants with application manage. */
function checkSendPermission(user: AuthUser, req: SendRequest) {
  const needed = req.target.kind === 'talents' ? 'FREELANCER_ACTION_LOG' : 'APPLICATION_MANAGE'
  if (!user.permissions.includes(needed)) throw forbidden()
}

const undoRequestSchema = z.object({ undoToken: text().uuid(emailErrors.validationId) })
const suppressionRemoveSchema = z.object({
  address: text().trim().min(3, emailErrors.suppressionUnknown).max(320, emailErrors.suppressionUnknown),
})

/** Email to talents (issue 19), mounted at /api/email. */
export const emailRoutes = new Hono<AppEnv>()
  .get('/settings', (c) => c.json(emailSettings(c.var.deps)))
  .get('/templates', async (c) => c.json(await listTemplates(c.var.deps.db, c.var.user)))
  .post('/templates', manageTemplates, async (c) => {
    const input = await parseBody(c, emailTemplateInputSchema)
    return c.json(await createTemplate(c.var.deps.db, c.var.user, input, nowOf(c.var.deps)), 201)
  })
  .post('/templates/preview', async (c) => {
    const req = await parseBody(c, templatePreviewRequestSchema)
    return c.json(await previewTemplate(c.var.deps.db, c.var.user, req))
  })
  .put('/templates/:id', manageTemplates, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const input = await parseBody(c, emailTemplateInputSchema)
    return c.json(await updateTemplate(c.var.deps.db, c.var.user, id, input, nowOf(c.var.deps)))
  })
  .delete('/templates/:id', manageTemplates, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await deleteTemplate(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
  .post('/compose/preview', async (c) => {
    const req = await parseBody(c, composePreviewRequestSchema)
    checkSendPermission(c.var.user, req)
    return c.json(await previewSend(c.var.deps, c.var.user, req))
  })
  .post('/send', async (c) => {
    const req = await parseBody(c, emailSendRequestSchema)
    checkSendPermission(c.var.user, req)
    return c.json(await send(c.var.deps, c.var.user, req))
  })
  .post('/undo', async (c) => {
    const { undoToken } = await parseBody(c, undoRequestSchema)
    return c.json(await undoSend(c.var.deps, c.var.user, undoToken))
  })
  .get('/sends/:id', async (c) => {
    const { id } = parseParams(c.req.param(), sendIdParams)
    return c.json(await sendResult(c.var.deps, c.var.user, id))
  })
  .get('/outbox', readMail, async (c) => {
    const query = parseParams(c.req.query(), outboxQuerySchema)
    return c.json(await listOutbox(c.var.deps.db, c.var.user, query))
  })
  .get('/outbox/:id', readMail, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await outboxDetail(c.var.deps.db, c.var.user, id))
  })
  .post('/outbox/:id/retry', contactTalents, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const detail = await retryMessage(c.var.deps.db, c.var.user, id, nowOf(c.var.deps))
    c.var.deps.emailDelivery?.wake()
    return c.json(detail)
  })
  .post('/outbox/:id/cancel', contactTalents, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await cancelMessage(c.var.deps.db, c.var.user, id))
  })
  .get('/suppressions', readMail, async (c) => {
    const page = parseParams(c.req.query(), pagingQuery(500, 100))
    return c.json(await listSuppressions(c.var.deps.db, c.var.user, page))
  })
  .delete('/suppressions', contactTalents, async (c) => {
    const { address } = await parseBody(c, suppressionRemoveSchema)
    await removeSuppression(c.var.deps.db, c.var.user, address)
    return c.body(null, 204)
  })
  .get('/talent/:id', readMail, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await talentEmailStatus(c.var.deps.db, c.var.user, id))
  })

/** §7 POST freelancer/contact: an email to talents (the talent page, a talent search selection). */
export const talentContactRoutes = new Hono<AppEnv>().post('/', contactTalents, async (c) => {
  const req = await parseBody(c, emailSendRequestSchema)
  if (req.target.kind !== 'talents') throw badRequest(emailErrors.targetTalents)
  return c.json(await send(c.var.deps, c.var.user, req))
})
