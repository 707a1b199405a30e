import { Hono } from 'hono'
import { z } from 'zod'
import { requireAuth } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseParams } from '../http/validate'
import { getTalentProfile } from '../services/talent-service'

const idParam = z.object({ id: z.coerce.number().int().positive() })

/** §7 Talent calls. */
export const talentRoutes = new Hono<AppEnv>().use('*', requireAuth).get('/:id/profile', async (c) => {
  const { id } = parseParams(c.req.param(), idParam)
  return c.json(await getTalentProfile(c.var.deps.db, c.var.user, id))
})
