import { Hono } from 'hono'
import { z } from 'zod'
import { locationTemplateInputSchema } from '../../shared/contracts/location-template'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody, parseParams } from '../http/validate'
import {
  createLocationTemplate,
  deleteLocationTemplate,
  getLocationTemplate,
  updateLocationTemplate,
} from '../services/location-template-service'

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
/** Templates shape every project's site address of the entity: a team setting (§6 team management). */
const manage = requirePermission('TEAM_MANAGEMENT')

/**
 * Location templates (§7): create, read one, update, delete. Mounted at /api; the list
 * (GET locationTemplate?legalEntityId) is in project-manage.ts beside the form's other lists.
 */
export const locationTemplateRoutes = new Hono<AppEnv>()
  .use('/locationTemplate/*', requireAuth)
  .post('/locationTemplate', requireAuth, manage, async (c) => {
    const values = await parseBody(c, locationTemplateInputSchema)
    return c.json(await createLocationTemplate(c.var.deps.db, c.var.user, values), 201)
  })
  .get('/locationTemplate/:id', requirePermission('JOB_MANAGE_READ'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await getLocationTemplate(c.var.deps.db, c.var.user, id))
  })
  .put('/locationTemplate/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const values = await parseBody(c, locationTemplateInputSchema)
    return c.json(await updateLocationTemplate(c.var.deps.db, c.var.user, id, values))
  })
  .delete('/locationTemplate/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    await deleteLocationTemplate(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
