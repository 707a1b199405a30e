import { Hono } from 'hono'
import { z } from 'zod'
import {
  addToPoolRequestSchema,
  applyTalentsRequestSchema,
  deleteProjectsRequestSchema,
  inviteTalentsRequestSchema,
  projectStatusRequestSchema,
} from '../../shared/contracts/pipeline'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody, parseParams } from '../http/validate'
import { pipelineStages } from '../services/pipeline-stages-service'
import {
  acceptPoolMembership,
  addTalentsToPool,
  applyTalents,
  changeProjectStatus,
  deleteProjects,
  inviteTalents,
} from '../services/project-actions-service'

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const manage = requirePermission('APPLICATION_MANAGE')

/**
 * Project-level pipeline calls (§7 Project and Pool calls), mounted at /api. Each path group
 * has its own auth middleware: a catch-all here would also guard the sign-in routes.
 */
export const projectRoutes = new Hono<AppEnv>()
  .use('/project/*', requireAuth)
  .use('/projects', requireAuth)
  .use('/projectInvitation/*', requireAuth)
  .use('/pool/*', requireAuth)
  .get('/project/:id/pipeline/stages', requirePermission('APPLICATION_VIEW'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await pipelineStages(c.var.deps.db, c.var.user, id))
  })
  .put('/project/:id/status', requirePermission('JOB_MANAGE_UPDATE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const input = await parseBody(c, projectStatusRequestSchema)
    return c.json(await changeProjectStatus(c.var.deps, c.var.user, id, input))
  })
  .delete('/projects', requirePermission('JOB_MANAGE_DELETE'), async (c) => {
    const { ids } = await parseBody(c, deleteProjectsRequestSchema)
    return c.json(await deleteProjects(c.var.deps, c.var.user, ids))
  })
  .post('/project/:id/apply', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const { talentIds } = await parseBody(c, applyTalentsRequestSchema)
    return c.json(await applyTalents(c.var.deps, c.var.user, id, talentIds))
  })
  .post('/projectInvitation/add', manage, async (c) => {
    const { projectId, talentIds } = await parseBody(c, inviteTalentsRequestSchema)
    return c.json(await inviteTalents(c.var.deps, c.var.user, projectId, talentIds))
  })
  .post('/pool/freelancer/add', requirePermission('POOL_MANAGE'), async (c) => {
    const { poolId, talentIds } = await parseBody(c, addToPoolRequestSchema)
    return c.json(await addTalentsToPool(c.var.deps, c.var.user, poolId, talentIds))
  })
  .put('/pool/membership/:id/accept', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await acceptPoolMembership(c.var.deps, c.var.user, id))
  })
