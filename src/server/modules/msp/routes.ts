import { Hono } from 'hono'
import { localeRequestSchema, updateMspSchema } from '../../../shared/contracts/auth'
import { idParams } from '../../../shared/contracts/ids'
import type { AppEnv } from '../../deps'
import { clientAddress } from '../../kernel/client-address'
import { parseBody, parseParams } from '../../kernel/validate'
import { createUrlToken, requirePermission } from '../auth'
import { getLoggedUser, listClientMsps, setLocale, updateMsp } from './msp-service'
import { mspsForJob } from './msps-for-job'

/** The signed-in recruiter and the client's recruiters (§7 Auth / user), mounted at /api/msp. */
export const mspRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getLoggedUser(c.var.deps.db, c.var.user)))
  .put('/', async (c) => {
    const input = await parseBody(c, updateMspSchema)
    return c.json(await updateMsp(c.var.deps, c.var.user, input, clientAddress(c)))
  })
  .post('/locale', async (c) => {
    const { language } = await parseBody(c, localeRequestSchema)
    return c.json({ locale: await setLocale(c.var.deps.db, c.var.user, language) })
  })
  /** A single-use sign-in link for this user (e.g. to continue on another device). */
  .post('/urlToken', async (c) => c.json(await createUrlToken(c.var.deps, c.var.user.id), 201))
  .get('/listAllForClient', async (c) => c.json(await listClientMsps(c.var.deps.db, c.var.user)))

/** GET msps/forJob/{id} (§7), mounted at /api/msps: the recruiters who can work on a job. */
export const mspsRoutes = new Hono<AppEnv>().get(
  '/forJob/:id',
  requirePermission('JOB_MANAGE_READ'),
  async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await mspsForJob(c.var.deps.db, c.var.user, id))
  },
)
