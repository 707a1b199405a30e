import { Hono } from 'hono'
import { z } from 'zod'
import {
  calDavConnectSchema,
  calendarTokenSchema,
  rescheduleInterviewSchema,
  scheduleInterviewSchema,
  slotsQuerySchema,
} from '../../../shared/contracts/calendar'
import { idParams } from '../../../shared/contracts/ids'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { confirmationUrl, confirmByTalent, readConfirmation } from './confirmation-link'
import { completeGoogle, connectCalDav, disconnect, getConnection, startGoogle } from './connection-service'
import {
  cancelInterview,
  confirmInterview,
  interviewOf,
  listInterviews,
  rescheduleInterview,
  retryInterview,
  scheduleInterview,
} from './interview-service'
import { interviewParticipants } from './participants-service'
import { interviewSlots } from './slots-service'

const calendar = requirePermission('CALENDAR')
const manage = requirePermission('APPLICATION_MANAGE')
const view = requirePermission('APPLICATION_VIEW')
const viewCal = requirePermission('APPLICATION_VIEW', 'CALENDAR')
const manageCal = requirePermission('APPLICATION_MANAGE', 'CALENDAR')

/** §7 msp/calendar: the signed-in recruiter's calendar connection, mounted at /api/msp/calendar. */
export const connectionRoutes = new Hono<AppEnv>()
  .get('/', calendar, async (c) => c.json(await getConnection(c.var.deps, c.var.user)))
  .post('/authorize', calendar, async (c) => c.json(await startGoogle(c.var.deps, c.var.user)))
  .post('/token', calendar, async (c) => {
    const input = await parseBody(c, calendarTokenSchema)
    return c.json(await completeGoogle(c.var.deps, c.var.user, input))
  })
  .post('/caldav', calendar, async (c) => {
    const input = await parseBody(c, calDavConnectSchema)
    return c.json(await connectCalDav(c.var.deps, c.var.user, input))
  })
  .put('/disconnect', calendar, async (c) => c.json(await disconnect(c.var.deps, c.var.user)))

const applicationQuery = z.object({ applicationId: idParams.shape.id })

/** Interview scheduling on the connected calendar, mounted at /api/calendar. */
export const interviewRoutes = new Hono<AppEnv>()
  .get('/slots', viewCal, async (c) => {
    const q = parseParams(c.req.query(), slotsQuerySchema)
    return c.json(await interviewSlots(c.var.deps, c.var.user, q))
  })
  .get('/participants', viewCal, async (c) => {
    const { applicationId } = parseParams(c.req.query(), applicationQuery)
    return c.json(await interviewParticipants(c.var.deps.db, c.var.user, applicationId))
  })
  .get('/interviews', view, async (c) => {
    const { applicationId } = parseParams(c.req.query(), applicationQuery)
    return c.json(await listInterviews(c.var.deps, c.var.user, applicationId))
  })
  .post('/interviews', manageCal, async (c) => {
    const input = await parseBody(c, scheduleInterviewSchema)
    return c.json(await scheduleInterview(c.var.deps, c.var.user, input), 201)
  })
  .put('/interviews/:id', manageCal, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const input = await parseBody(c, rescheduleInterviewSchema)
    return c.json(await rescheduleInterview(c.var.deps, c.var.user, id, input))
  })
  .post('/interviews/:id/cancel', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await cancelInterview(c.var.deps, c.var.user, id))
  })
  .post('/interviews/:id/confirm', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await confirmInterview(c.var.deps, c.var.user, id))
  })
  .get('/interviews/:id/confirmationLink', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const interview = await interviewOf(c.var.deps, c.var.user, id)
    return c.json({ url: confirmationUrl(c.var.deps, interview) })
  })
  .post('/interviews/:id/retry', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await retryInterview(c.var.deps, c.var.user, id))
  })

const tokenInput = z.object({ token: z.string().max(100) })

/**
 * The talent's confirmation link (public: the token is the credential, sent in the body so it
 * stays out of logs), mounted at /api/interviewConfirmation: what to confirm, and the confirmation.
 */
export const interviewConfirmationRoutes = new Hono<AppEnv>()
  .post('/show', async (c) => {
    const { token } = await parseBody(c, tokenInput)
    return c.json(await readConfirmation(c.var.deps, token))
  })
  .post('/confirm', async (c) => {
    const { token } = await parseBody(c, tokenInput)
    return c.json(await confirmByTalent(c.var.deps, token))
  })
