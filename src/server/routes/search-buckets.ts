import { Hono } from 'hono'
import { z } from 'zod'
import { createSearchBucketSchema, searchBucketListQuerySchema } from '../../shared/contracts/search-bucket'
import { requireAuth } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody, parseParams } from '../http/validate'
import {
  createSearchBucket,
  deleteSearchBucket,
  getSearchBucket,
  listSearchBuckets,
} from '../services/search-bucket-service'

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** §2 search buckets: the caller's saved selections and queries (mounted under /search). */
export const searchBucketRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/buckets', async (c) => {
    const { target } = parseParams(c.req.query(), searchBucketListQuerySchema)
    return c.json(await listSearchBuckets(c.var.deps.db, c.var.user, target))
  })
  .post('/buckets', async (c) => {
    const input = await parseBody(c, createSearchBucketSchema)
    return c.json(await createSearchBucket(c.var.deps.db, c.var.user, input), 201)
  })
  .get('/buckets/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await getSearchBucket(c.var.deps.db, c.var.user, id))
  })
  .delete('/buckets/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    await deleteSearchBucket(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
