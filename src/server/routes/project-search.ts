import { Hono } from 'hono'
import { projectSearchRequestSchema } from '../../shared/contracts/project-search'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody } from '../http/validate'
import { searchProjects } from '../services/project-search-service'

/** §7 Search: POST search/project/query. */
export const projectSearchRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .post('/project/query', requirePermission('JOB_MANAGE_READ'), async (c) => {
    const req = await parseBody(c, projectSearchRequestSchema)
    return c.json(await searchProjects(c.var.deps.db, c.var.user, req))
  })
