import { Hono } from 'hono'
import { applicationSearchRequestSchema } from '../../shared/contracts/pipeline'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody } from '../http/validate'
import { searchApplicationsJson } from '../services/application-search-service'

/** §7 Search: POST search/projectApplication/query (one pipeline stage, paged). */
export const applicationSearchRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .post('/projectApplication/query', requirePermission('APPLICATION_VIEW'), async (c) => {
    const req = await parseBody(c, applicationSearchRequestSchema)
    // Already the response's JSON text (ApplicationSearchResponse), as c.json would send it.
    return c.body(await searchApplicationsJson(c.var.deps.db, c.var.user, req), 200, {
      'content-type': 'application/json',
    })
  })
