import { Hono } from 'hono'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { getClientContext } from '../services/client-context-service'
import { dashboardCounts } from '../services/dashboard-service'

export const clientRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/context', async (c) => c.json(await getClientContext(c.var.deps.db, c.var.user)))

export const dashboardRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/counts', requirePermission('DASHBOARD'), async (c) =>
    c.json(await dashboardCounts(c.var.deps.db, c.var.user)),
  )
