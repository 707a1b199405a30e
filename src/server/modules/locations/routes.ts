import { Hono } from 'hono'
import { z } from 'zod'
import { dbIdParam, idParams } from '../../../shared/contracts/ids'
import { locationTemplateInputSchema } from '../../../shared/contracts/location-template'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { listLocationTemplates } from './location-service'
import {
  createLocationTemplate,
  deleteLocationTemplate,
  getLocationTemplate,
  updateLocationTemplate,
} from './location-template-service'

const legalEntityQuery = z.object({ legalEntityId: dbIdParam.optional() })
const read = requirePermission('JOB_MANAGE_READ')
/** Templates shape every project's site address of the entity: a team setting (§6 team management). */
const manage = requirePermission('TEAM_MANAGEMENT')

/** Location templates (§7), mounted at /api/locationTemplate: list per legal entity, create, read, update, delete. */
export const locationTemplateRoutes = new Hono<AppEnv>()
  .get('/', read, async (c) => {
    const { legalEntityId } = parseParams(c.req.query(), legalEntityQuery)
    return c.json(await listLocationTemplates(c.var.deps.db, c.var.user, legalEntityId))
  })
  .post('/', manage, async (c) => {
    const values = await parseBody(c, locationTemplateInputSchema)
    return c.json(await createLocationTemplate(c.var.deps.db, c.var.user, values), 201)
  })
  .get('/:id', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getLocationTemplate(c.var.deps.db, c.var.user, id))
  })
  .put('/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const values = await parseBody(c, locationTemplateInputSchema)
    return c.json(await updateLocationTemplate(c.var.deps.db, c.var.user, id, values))
  })
  .delete('/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await deleteLocationTemplate(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
