import { Hono } from 'hono'
import { dbIdParam, idParams } from '../../../shared/contracts/ids'
import {
  availabilityAnswerSchema,
  availabilityAskBulkSchema,
  availabilityAskForProjectSchema,
  availabilityAskSchema,
  dataHarbourQuerySchema,
  invitationIdsRequestSchema,
  invitationListQuerySchema,
  invitationSearchRequestSchema,
  matchingIdsRequestSchema,
  suggestedQuerySchema,
} from '../../../shared/contracts/sourcing'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { inlineDisposition } from '../files'
import { answerAvailability, askAvailability, listAvailability } from './availability-service'
import { dataHarbourCv, inviteMatches, matchedTalents, setMatchesArchived } from './data-harbour-service'
import { listInvitations, reinvite, searchInvitations, withdrawInvitations } from './invitation-service'
import { suggestedTalents } from './suggested-service'

/** The sourcing stages are stages of the pipeline: reading them is application view, acting application manage (§6). */
const view = requirePermission('APPLICATION_VIEW')
const manage = requirePermission('APPLICATION_MANAGE')
const answerParams = idParams.extend({ talentId: dbIdParam })

/**
 * §7 project invitation, invitation/open, data harbour and candidate availability calls (plus
 * re-invite, withdraw, the suggested list and recording an answer), mounted at /api/project
 * beside the projects and pipeline modules' routes.
 */
export const sourcingProjectRoutes = new Hono<AppEnv>()
  .post('/candidatesavailable', manage, async (c) => {
    const { projectId, talentId } = await parseBody(c, availabilityAskSchema)
    return c.json(await askAvailability(c.var.deps, c.var.user, projectId, [talentId]))
  })
  .post('/candidatesavailableBulk', manage, async (c) => {
    const { projectId, talentIds } = await parseBody(c, availabilityAskBulkSchema)
    return c.json(await askAvailability(c.var.deps, c.var.user, projectId, talentIds))
  })
  // The same question with the project in the path (§7 project/{id}/candidatesavailable).
  .post('/:id/candidatesavailable', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { talentIds } = await parseBody(c, availabilityAskForProjectSchema)
    return c.json(await askAvailability(c.var.deps, c.var.user, id, talentIds))
  })
  .get('/:id/candidatesavailable', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await listAvailability(c.var.deps.db, c.var.user, id))
  })
  .put('/:id/candidatesavailable/:talentId', manage, async (c) => {
    const { id, talentId } = parseParams(c.req.param(), answerParams)
    const { available } = await parseBody(c, availabilityAnswerSchema)
    return c.json(await answerAvailability(c.var.deps, c.var.user, id, talentId, available))
  })
  .get('/:id/invitation', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const page = parseParams(c.req.query(), invitationListQuerySchema)
    return c.json(await listInvitations(c.var.deps.db, c.var.user, id, page, false))
  })
  .get('/:id/invitation/open', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const page = parseParams(c.req.query(), invitationListQuerySchema)
    return c.json(await listInvitations(c.var.deps.db, c.var.user, id, page, true))
  })
  .post('/:id/invitation/reinvite', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { invitationIds } = await parseBody(c, invitationIdsRequestSchema)
    return c.json(await reinvite(c.var.deps, c.var.user, id, invitationIds))
  })
  .post('/:id/invitation/withdraw', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { invitationIds } = await parseBody(c, invitationIdsRequestSchema)
    return c.json(await withdrawInvitations(c.var.deps, c.var.user, id, invitationIds))
  })
  .get('/:id/suggested', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const q = parseParams(c.req.query(), suggestedQuerySchema)
    return c.json(await suggestedTalents(c.var.deps.db, c.var.user, id, q))
  })
  .get('/:id/dataHarbor/talents/matched', view, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const q = parseParams(c.req.query(), dataHarbourQuerySchema)
    return c.json(await matchedTalents(c.var.deps.db, c.var.user, id, q))
  })
  .post('/:id/dataHarbor/talents/invite', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { matchingIds } = await parseBody(c, matchingIdsRequestSchema)
    return c.json(await inviteMatches(c.var.deps, c.var.user, id, matchingIds))
  })
  .post('/:id/dataHarbor/talents/archive', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { matchingIds } = await parseBody(c, matchingIdsRequestSchema)
    return c.json(await setMatchesArchived(c.var.deps, c.var.user, id, matchingIds, true))
  })
  .post('/:id/dataHarbor/talents/unarchive', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { matchingIds } = await parseBody(c, matchingIdsRequestSchema)
    return c.json(await setMatchesArchived(c.var.deps, c.var.user, id, matchingIds, false))
  })

/** GET dataHarborTalent/{id}/cv (binary), mounted at /api/dataHarborTalent. */
export const dataHarbourTalentRoutes = new Hono<AppEnv>().get('/:id/cv', view, async (c) => {
  const { id } = parseParams(c.req.param(), idParams)
  const cv = await dataHarbourCv(c.var.deps.db, c.var.user, id)
  return c.body(cv.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': inlineDisposition(cv.name),
    'Cache-Control': 'private, no-store',
  })
})

/** POST search/projectInvitation/{id}/query, mounted at /api/search/projectInvitation. */
export const invitationSearchRoutes = new Hono<AppEnv>().post('/:id/query', view, async (c) => {
  const { id } = parseParams(c.req.param(), idParams)
  const req = await parseBody(c, invitationSearchRequestSchema)
  return c.json(await searchInvitations(c.var.deps.db, c.var.user, id, req))
})
