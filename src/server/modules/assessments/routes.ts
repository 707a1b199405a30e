import { Hono } from 'hono'
import {
  incompleteAssessmentsQuerySchema,
  remindAssessmentsSchema,
  sendAssessmentsSchema,
} from '../../../shared/contracts/assessments'
import type { AppEnv } from '../../deps'
import { ApiError } from '../../kernel/api-error'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { assessmentsErrors } from './errors'
import { listIncomplete, requestReminders } from './reminders'
import { listTests, runtimeOf, sendAssessments } from './send-service'
import { applyResults } from './worker'

/** Assessments (issue 24 §3), mounted at /api/assessment. */
export const assessmentRoutes = new Hono<AppEnv>()
  .get('/tests', requirePermission('APPLICATION_VIEW'), async (c) => c.json(await listTests(c.var.deps)))
  .post('/send', requirePermission('APPLICATION_MANAGE'), async (c) => {
    const input = await parseBody(c, sendAssessmentsSchema)
    return c.json(await sendAssessments(c.var.deps, c.var.user, input))
  })
  .get('/incomplete', requirePermission('APPLICATION_VIEW'), async (c) => {
    const q = parseParams(c.req.query(), incompleteAssessmentsQuerySchema)
    return c.json(await listIncomplete(c.var.deps, c.var.user, q))
  })
  .post('/remind', requirePermission('APPLICATION_MANAGE'), async (c) => {
    runtimeOf(c.var.deps)
    const input = await parseBody(c, remindAssessmentsSchema)
    return c.json(await requestReminders(c.var.deps, c.var.user, input))
  })
  /** The vendor's results, signed (HMAC-SHA256 over the raw body): no access token. */
  .post('/webhook', async (c) => {
    const runtime = runtimeOf(c.var.deps)
    const raw = new Uint8Array(await c.req.arrayBuffer())
    const results = await runtime.driver.verifyWebhook(c.req.raw.headers, raw)
    if (!results) throw new ApiError(401, assessmentsErrors.signature)
    return c.json({ applied: await applyResults(c.var.deps, runtime.provider, results) })
  })
