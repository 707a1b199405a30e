import { type Context, Hono } from 'hono'
import { idParams } from '../../../shared/contracts/ids'
import { objectSearchRequestSchema } from '../../../shared/contracts/object-search'
import { applicationSearchRequestSchema } from '../../../shared/contracts/pipeline'
import { poolSearchRequestSchema } from '../../../shared/contracts/pools'
import { projectSearchRequestSchema } from '../../../shared/contracts/project-search'
import {
  createSearchBucketSchema,
  searchBucketListQuerySchema,
} from '../../../shared/contracts/search-bucket'
import { talentBulkRequestSchema, talentSearchRequestSchema } from '../../../shared/contracts/talent-search'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { searchPools } from '../pools'
import { searchApplicationsJson } from './application-search-service'
import { searchObjects } from './object-search-service'
import { searchProjects } from './project-search-service'
import {
  createSearchBucket,
  deleteSearchBucket,
  getSearchBucket,
  listSearchBuckets,
} from './search-bucket-service'
import { runTalentBulk } from './talent-search-bulk'
import { searchTalents } from './talent-search-service'

/** Reading talents needs the talent-history permission. */
const readTalents = requirePermission('FREELANCER_HISTORY')

/**
 * §7 Search calls, mounted at /api/search: talents, projects, one pipeline stage's
 * applications, pools, the palette's objects by name, and the caller's saved search buckets (§2).
 */
/** POST search/projectApplication/query and /queryDb. */
const applicationQuery = async (c: Context<AppEnv>) => {
  const req = await parseBody(c, applicationSearchRequestSchema)
  // Already the response's JSON text (ApplicationSearchResponse), as c.json would send it.
  return c.body(await searchApplicationsJson(c.var.deps.db, c.var.user, req), 200, {
    'content-type': 'application/json',
  })
}

export const searchRoutes = new Hono<AppEnv>()
  .post('/freelancer/query', readTalents, async (c) => {
    const req = await parseBody(c, talentSearchRequestSchema)
    return c.json(await searchTalents(c.var.deps.db, c.var.user, req))
  })
  /** Across panes: invite / apply / add to a pool the selected talents, one outcome per talent. */
  .post('/freelancer/bulk', readTalents, async (c) => {
    const req = await parseBody(c, talentBulkRequestSchema)
    return c.json(await runTalentBulk(c.var.deps, c.var.user, req))
  })
  .post('/project/query', requirePermission('JOB_MANAGE_READ'), async (c) => {
    const req = await parseBody(c, projectSearchRequestSchema)
    return c.json(await searchProjects(c.var.deps.db, c.var.user, req))
  })
  .post('/projectApplication/query', requirePermission('APPLICATION_VIEW'), applicationQuery)
  // §7 names a second application search "queryDb" (the original read its index, this one the
  // database); the search here always reads the database, so both are the one search.
  .post('/projectApplication/queryDb', requirePermission('APPLICATION_VIEW'), applicationQuery)
  /** The palette's objects by name (talents, projects, pools), typo-tolerant (issue 21 §3). */
  .post('/objects/query', async (c) => {
    const req = await parseBody(c, objectSearchRequestSchema)
    return c.json(await searchObjects(c.var.deps.db, c.var.user, req))
  })
  .post('/pool/query', async (c) => {
    const req = await parseBody(c, poolSearchRequestSchema)
    return c.json(await searchPools(c.var.deps.db, c.var.user, req))
  })
  .get('/buckets', async (c) => {
    const { target } = parseParams(c.req.query(), searchBucketListQuerySchema)
    return c.json(await listSearchBuckets(c.var.deps.db, c.var.user, target))
  })
  .post('/buckets', async (c) => {
    const input = await parseBody(c, createSearchBucketSchema)
    return c.json(await createSearchBucket(c.var.deps.db, c.var.user, input), 201)
  })
  .get('/buckets/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getSearchBucket(c.var.deps.db, c.var.user, id))
  })
  .delete('/buckets/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await deleteSearchBucket(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
