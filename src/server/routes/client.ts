import { Hono } from 'hono'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { getClientContext } from '../services/client-context-service'
import { cachedDashboardCounts } from '../services/dashboard-cache'

export const clientRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/context', async (c) => c.json(await getClientContext(c.var.deps.db, c.var.user)))

export const dashboardRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/counts', requirePermission('DASHBOARD'), async (c) =>
    c.json(await cachedDashboardCounts(c.var.deps.db, c.var.user)),
  )
