import { Hono } from 'hono'
import { recentViewsQuerySchema, recordViewSchema } from '../../../shared/contracts/views'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { recentViewsOf, recordView } from './view-service'

/** Views of talents, projects, pools and applications (§2 "views are recorded when the user leaves"). */
export const viewRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    await recordView(c.var.deps.db, c.var.user, await parseBody(c, recordViewSchema))
    return c.body(null, 204)
  })
  .get('/recent', async (c) => {
    const { entityType, limit } = parseParams(c.req.query(), recentViewsQuerySchema)
    return c.json(await recentViewsOf(c.var.deps.db, c.var.user, entityType, limit))
  })
