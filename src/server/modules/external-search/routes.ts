import { Hono } from 'hono'
import { z } from 'zod'
import {
  externalImportSchema,
  externalProfileParams,
  externalSearchSchema,
} from '../../../shared/contracts/external-search'
import { dbIdParam } from '../../../shared/contracts/ids'
import type { AppEnv } from '../../deps'
import { forbidden } from '../../kernel/api-error'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { importExternal, previewMerge } from './import-service'
import { fetchExternalProfile, providersOf, searchExternal } from './search-service'

/** External profiles are checked against the client's talents: the talent permission, as the talent search. */
const talentReader = requirePermission('FREELANCER_HISTORY')
const profileQuery = z.object({ projectId: dbIdParam.optional() })
const previewQuery = z.object({ talentId: dbIdParam })

/** §7 search freelancer/external/…, mounted at /api/search/freelancer/external. */
export const externalSearchRoutes = new Hono<AppEnv>()
  .get('/providers', talentReader, async (c) =>
    c.json({ providers: await providersOf(c.var.deps, c.var.user) }),
  )
  .post('/resume', talentReader, async (c) => {
    const input = await parseBody(c, externalSearchSchema)
    return c.json(await searchExternal(c.var.deps, c.var.user, input, c.req.raw.signal))
  })
  .get('/:provider/:id/profileFetch', talentReader, async (c) => {
    const { provider, id } = parseParams(c.req.param(), externalProfileParams)
    const { projectId } = parseParams(c.req.query(), profileQuery)
    return c.json(await fetchExternalProfile(c.var.deps, c.var.user, provider, id, projectId))
  })
  .get('/:provider/:id/mergePreview', talentReader, async (c) => {
    const { provider, id } = parseParams(c.req.param(), externalProfileParams)
    const { talentId } = parseParams(c.req.query(), previewQuery)
    return c.json(await previewMerge(c.var.deps, c.var.user, provider, id, talentId))
  })

/** POST freelancer/projectApplication (invite external), mounted at /api/freelancer/projectApplication. */
export const externalImportRoutes = new Hono<AppEnv>().post(
  '/',
  requirePermission('FREELANCER_HISTORY', 'FREELANCER_MANAGE'),
  async (c) => {
    const input = await parseBody(c, externalImportSchema)
    if (input.projectId && !c.var.user.permissions.includes('APPLICATION_MANAGE')) throw forbidden()
    const result = await importExternal(c.var.deps, c.var.user, input)
    return c.json(result, result.created ? 201 : 200)
  },
)
