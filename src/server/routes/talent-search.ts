import { Hono } from 'hono'
import { talentBulkRequestSchema, talentSearchRequestSchema } from '../../shared/contracts/talent-search'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody } from '../http/validate'
import { runTalentBulk } from '../services/talent-search-bulk'
import { searchTalents } from '../services/talent-search-service'

/** §7 Search: POST search/freelancer/query. Reading talents needs the talent-history permission. */
export const talentSearchRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .post('/freelancer/query', requirePermission('FREELANCER_HISTORY'), async (c) => {
    const req = await parseBody(c, talentSearchRequestSchema)
    return c.json(await searchTalents(c.var.deps.db, c.var.user, req))
  })
  /** Across panes: invite / apply / add to a pool the selected talents, one outcome per talent. */
  .post('/freelancer/bulk', requirePermission('FREELANCER_HISTORY'), async (c) => {
    const req = await parseBody(c, talentBulkRequestSchema)
    return c.json(await runTalentBulk(c.var.deps, c.var.user, req))
  })
