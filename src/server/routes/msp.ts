import { Hono } from 'hono'
import { localeRequestSchema, updateMspSchema } from '../../shared/contracts/auth'
import { requireAuth } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody } from '../http/validate'
import { createUrlToken } from '../services/auth-service'
import { getLoggedUser, setLocale, updateMsp } from '../services/msp-service'

/** The signed-in recruiter (§7 Auth / user). */
export const mspRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => c.json(await getLoggedUser(c.var.deps.db, c.var.user)))
  .put('/', async (c) => {
    const input = await parseBody(c, updateMspSchema)
    return c.json(await updateMsp(c.var.deps.db, c.var.user, input))
  })
  .post('/locale', async (c) => {
    const { language } = await parseBody(c, localeRequestSchema)
    return c.json({ locale: await setLocale(c.var.deps.db, c.var.user, language) })
  })
  /** A single-use sign-in link for this user (e.g. to continue on another device). */
  .post('/urlToken', async (c) => c.json(await createUrlToken(c.var.deps, c.var.user.id), 201))
