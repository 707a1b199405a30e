import { Hono } from 'hono'
import { dbIdParam, idParams } from '../../../shared/contracts/ids'
import {
  talentDeactivateRequestSchema,
  talentEraseRequestSchema,
  talentHistoryQuerySchema,
  talentProfilePatchSchema,
  talentsApplicationsRequestSchema,
  talentTierRequestSchema,
} from '../../../shared/contracts/talent'
import { actionLogPayloadSchema } from '../../../shared/contracts/talent-actions'
import { talentProjectsQuerySchema } from '../../../shared/contracts/talent-projects'
import { talentRegisterSchema } from '../../../shared/contracts/talent-register'
import type { AppEnv } from '../../deps'
import { fileStorage } from '../../integrations/files/storage'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { inlineDisposition } from '../files'
import { cvPdfOfTalent } from './cv-pdf'
import {
  createActionLog,
  deleteActionLog,
  getActionLog,
  getActionLogs,
  updateActionLog,
} from './talent-action-log-service'
import { eraseTalent, scheduleCompaction } from './talent-erasure'
import { getTalentHistory } from './talent-history-service'
import { talentProjects } from './talent-projects-service'
import { registerTalent } from './talent-register-service'
import {
  applicationsOfTalents,
  talentApplications,
  talentPoolMemberships,
  talentTagList,
} from './talent-relations-service'
import { getTalentProfile, ownedTalent, patchTalentProfile } from './talent-service'
import { activateTalent, deactivateTalent, setTalentTier } from './talent-state-service'

const logParams = idParams.extend({ logId: dbIdParam })
/**
 * Reading a talent by id is reading talents (§6 freelancer history), as the talent search is:
 * without it a user reaches a talent only through an application (its detail and CV, with
 * APPLICATION_VIEW). What a reader sees of the personal data is the talents' own rule
 * (personal-data.ts).
 */
const read = requirePermission('FREELANCER_HISTORY')
const manage = requirePermission('FREELANCER_MANAGE')
const actionLog = requirePermission('FREELANCER_ACTION_LOG')

/** §7 Talent calls, mounted at /api/freelancer. */
export const talentRoutes = new Hono<AppEnv>()
  .post('/register', manage, async (c) => {
    const input = await parseBody(c, talentRegisterSchema)
    return c.json(await registerTalent(c.var.deps, c.var.user, input), 201)
  })
  .post('/projectApplications', read, async (c) => {
    const { ids } = await parseBody(c, talentsApplicationsRequestSchema)
    return c.json(await applicationsOfTalents(c.var.deps.db, c.var.user, ids))
  })
  // PUT freelancer/{id} (§7): the same change as PATCH .../profile, one writer for both.
  .put('/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const patch = await parseBody(c, talentProfilePatchSchema)
    return c.json(await patchTalentProfile(c.var.deps.db, c.var.user, id, patch, nowOf(c.var.deps)))
  })
  .get('/:id/profile', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getTalentProfile(c.var.deps.db, c.var.user, id))
  })
  .patch('/:id/profile', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const patch = await parseBody(c, talentProfilePatchSchema)
    return c.json(await patchTalentProfile(c.var.deps.db, c.var.user, id, patch, nowOf(c.var.deps)))
  })
  .get('/:id/projectApplications', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json({ results: await talentApplications(c.var.deps.db, c.var.user, id) })
  })
  // §2 talent-view project tabs: spotted, invited, applied, archived, with each tab's count.
  .get('/:id/projects', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { tab } = parseParams(c.req.query(), talentProjectsQuerySchema)
    return c.json(await talentProjects(c.var.deps.db, c.var.user, id, tab))
  })
  .get('/:id/poolMemberships', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json({ results: await talentPoolMemberships(c.var.deps.db, c.var.user, id) })
  })
  .get('/:id/tags', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json({ results: await talentTagList(c.var.deps.db, c.var.user, id) })
  })
  .get('/:id/history', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const query = parseParams(c.req.query(), talentHistoryQuerySchema)
    return c.json(await getTalentHistory(c.var.deps.db, c.var.user, id, query))
  })
  .get('/:id/cv/pdf', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const t = await ownedTalent(c.var.deps.db, c.var.user, id)
    const storage = fileStorage(c.var.deps.env.DATA_DIR)
    const cv = await cvPdfOfTalent(c.var.deps.db, storage, c.var.user, t)
    return c.body(cv.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': inlineDisposition(cv.name),
      'Cache-Control': 'private, no-store',
    })
  })
  .put('/:id/activate', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await activateTalent(c.var.deps.db, c.var.user, id, nowOf(c.var.deps)))
  })
  .put('/:id/deactivate', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { reason } = (await c.req.text()) ? await parseBody(c, talentDeactivateRequestSchema) : {}
    return c.json(await deactivateTalent(c.var.deps.db, c.var.user, id, nowOf(c.var.deps), reason))
  })
  .put('/:id/tier', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { tier } = await parseBody(c, talentTierRequestSchema)
    return c.json(await setTalentTier(c.var.deps.db, c.var.user, id, tier, nowOf(c.var.deps)))
  })
  .delete('/:id/tier', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await setTalentTier(c.var.deps.db, c.var.user, id, null, nowOf(c.var.deps)))
  })
  .delete('/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await parseBody(c, talentEraseRequestSchema)
    await eraseTalent(c.var.deps.db, c.var.deps.env.DATA_DIR, c.var.user, id)
    void scheduleCompaction(
      c.var.deps.db,
      c.var.deps.logger,
      c.var.deps.env.ERASURE_COMPACTION_IDLE_MS,
      nowOf(c.var.deps),
    )
    return c.body(null, 204)
  })
  .get('/:id/actionLog', actionLog, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const results = await getActionLogs(c.var.deps.db, c.var.user, id)
    return c.json({ results, totalResults: results.length })
  })
  .post('/:id/actionLog', actionLog, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const input = await parseBody(c, actionLogPayloadSchema)
    return c.json(await createActionLog(c.var.deps.db, c.var.user, id, input), 201)
  })
  .get('/:id/actionLog/:logId', actionLog, async (c) => {
    const { id, logId } = parseParams(c.req.param(), logParams)
    return c.json(await getActionLog(c.var.deps.db, c.var.user, id, logId))
  })
  .put('/:id/actionLog/:logId', actionLog, async (c) => {
    const { id, logId } = parseParams(c.req.param(), logParams)
    const input = await parseBody(c, actionLogPayloadSchema)
    return c.json(await updateActionLog(c.var.deps.db, c.var.user, id, logId, input, nowOf(c.var.deps)))
  })
  .delete('/:id/actionLog/:logId', actionLog, async (c) => {
    const { id, logId } = parseParams(c.req.param(), logParams)
    await deleteActionLog(c.var.deps.db, c.var.user, id, logId)
    return c.body(null, 204)
  })
