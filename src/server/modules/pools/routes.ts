import { Hono } from 'hono'
import { idParams } from '../../../shared/contracts/ids'
import { addToPoolRequestSchema } from '../../../shared/contracts/pipeline'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { acceptPoolMembership, addTalentsToPool } from './pool-service'

/** §7 Pool calls, mounted at /api/pool. */
export const poolRoutes = new Hono<AppEnv>()
  .post('/freelancer/add', requirePermission('POOL_MANAGE'), async (c) => {
    const { poolId, talentIds } = await parseBody(c, addToPoolRequestSchema)
    return c.json(await addTalentsToPool(c.var.deps, c.var.user, poolId, talentIds))
  })
  .put('/membership/:id/accept', requirePermission('APPLICATION_MANAGE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await acceptPoolMembership(c.var.deps, c.var.user, id))
  })
