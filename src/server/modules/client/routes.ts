import { Hono } from 'hono'
import type { AppEnv } from '../../deps'
import { requirePermission } from '../auth'
import { getClientContext, listHiringManagers } from './client-context-service'
import { clientTiers } from './client-tiers'

/** §7 client calls, mounted at /api/client: the client context (§3) and its hiring managers. */
export const clientRoutes = new Hono<AppEnv>()
  .get('/context', async (c) => c.json(await getClientContext(c.var.deps.db, c.var.user)))
  .get('/hiringManagers', requirePermission('JOB_MANAGE_READ'), async (c) =>
    c.json(await listHiringManagers(c.var.deps.db, c.var.user)),
  )
  .get('/tier', async (c) => c.json(await clientTiers(c.var.deps.db, c.var.user)))
