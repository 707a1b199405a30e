import { Hono } from 'hono'
import type { AppEnv } from '../../deps'
import { requirePermission } from '../auth'
import { cachedDashboardCounts } from './dashboard-cache'

/** GET dashboard/counts (§2 Dashboard), mounted at /api/dashboard. */
export const dashboardRoutes = new Hono<AppEnv>().get('/counts', requirePermission('DASHBOARD'), async (c) =>
  c.json(await cachedDashboardCounts(c.var.deps.db, c.var.user)),
)
