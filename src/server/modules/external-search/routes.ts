import { Hono } from 'hono'
import { z } from 'zod'
import {
  externalImportSchema,
  externalProfileParams,
  externalProviderSchema,
  externalSearchSchema,
  providerCredentialsSchema,
} from '../../../shared/contracts/external-search'
import { dbIdParam } from '../../../shared/contracts/ids'
import type { AppEnv } from '../../deps'
import { badRequest, forbidden, notFound } from '../../kernel/api-error'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { listCredentials, removeCredentials, saveCredentials } from './credentials'
import { externalSearchErrors } from './errors'
import { importExternal, previewMerge } from './import-service'
import { fetchExternalProfile, providersOf, searchExternal } from './search-service'

/** External profiles are checked against the client's talents: the talent permission, as the talent search. */
const talentReader = requirePermission('FREELANCER_HISTORY')
const profileQuery = z.object({ projectId: dbIdParam.optional() })
const profileByIdQuery = profileQuery.extend({ provider: externalProviderSchema.optional() })
const externalIdParam = externalProfileParams.pick({ id: true })
const previewQuery = z.object({ talentId: dbIdParam })
/** The client's accounts at the providers: its administrators (who manage the team) set them. */
const admin = requirePermission('TEAM_MANAGEMENT')
const providerParam = z.object({ provider: externalProviderSchema })

/** §7 search freelancer/external/…, mounted at /api/search/freelancer/external. */
export const externalSearchRoutes = new Hono<AppEnv>()
  .get('/providers', talentReader, async (c) =>
    c.json({ providers: await providersOf(c.var.deps, c.var.user) }),
  )
  .get('/credentials', admin, async (c) =>
    c.json({ providers: await listCredentials(c.var.deps, c.var.user) }),
  )
  .put('/credentials/:provider', admin, async (c) => {
    const { provider } = parseParams(c.req.param(), providerParam)
    const input = await parseBody(c, providerCredentialsSchema)
    return c.json(await saveCredentials(c.var.deps, c.var.user, provider, input))
  })
  .delete('/credentials/:provider', admin, async (c) => {
    const { provider } = parseParams(c.req.param(), providerParam)
    return c.json(await removeCredentials(c.var.deps, c.var.user, provider))
  })
  .post('/resume', talentReader, async (c) => {
    const input = await parseBody(c, externalSearchSchema)
    return c.json(await searchExternal(c.var.deps, c.var.user, input, c.req.raw.signal))
  })
  .get('/:provider/:id/profileFetch', talentReader, async (c) => {
    const { provider, id } = parseParams(c.req.param(), externalProfileParams)
    const { projectId } = parseParams(c.req.query(), profileQuery)
    return c.json(await fetchExternalProfile(c.var.deps, c.var.user, provider, id, projectId))
  })
  // §7 writes the call without the provider: it is ?provider=, or the client's one enabled provider.
  .get('/:id/profileFetch', talentReader, async (c) => {
    const { id } = parseParams(c.req.param(), externalIdParam)
    const q = parseParams(c.req.query(), profileByIdQuery)
    const enabled = await providersOf(c.var.deps, c.var.user)
    const provider = q.provider ?? (enabled.length === 1 ? enabled[0] : undefined)
    if (!provider)
      throw enabled.length === 0
        ? notFound(externalSearchErrors.providerNotEnabled)
        : badRequest(externalSearchErrors.providerRequired)
    return c.json(await fetchExternalProfile(c.var.deps, c.var.user, provider, id, q.projectId))
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
