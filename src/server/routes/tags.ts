import { Hono } from 'hono'
import { z } from 'zod'
import {
  assignTagSchema,
  bulkAssignTagSchema,
  createAndAssignTagSchema,
  createTagSchema,
  deleteTagsSchema,
  mergeTagsSchema,
  renameTagQuerySchema,
  tagListQuerySchema,
} from '../../shared/contracts/tags'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { parseBody, parseParams } from '../http/validate'
import {
  assignTag,
  bulkAssignTag,
  createTag,
  deleteTags,
  listTags,
  mergeTags,
  renameTag,
  unassignTag,
} from '../services/tag-service'

const idParam = z.object({ id: z.coerce.number().int().positive() })
const manage = requirePermission('TAGS_MANAGE')
const assign = requirePermission('TAGS_ASSIGN')

/**
 * §7 Tags, mounted at /api: tag/listAll, tags, tag/{id}/rename, tag/merge, tag/delete, and
 * the talent side freelancer/{id}/assignTag, createAndAssignTag, unAssignTag, tags/bulkAssign.
 * Auth per path prefix, not use('*'): this router shares /api with sign-in.
 */
export const tagRoutes = new Hono<AppEnv>()
  .use('/tags', requireAuth)
  .use('/tag/*', requireAuth)
  .use('/freelancer/tags/*', requireAuth)
  .use('/freelancer/:id/*', requireAuth)
  .get('/tag/listAll', async (c) => {
    const page = parseParams(c.req.query(), tagListQuerySchema)
    return c.json(await listTags(c.var.deps.db, c.var.user, page))
  })
  .post('/tags', manage, async (c) => {
    const { value } = await parseBody(c, createTagSchema)
    return c.json(await createTag(c.var.deps.db, c.var.user, value), 201)
  })
  .post('/tag/merge', manage, async (c) => {
    const { sourceIds, targetId } = await parseBody(c, mergeTagsSchema)
    return c.json(await mergeTags(c.var.deps.db, c.var.user, sourceIds, targetId))
  })
  .delete('/tag/delete', manage, async (c) => {
    const { ids } = await parseBody(c, deleteTagsSchema)
    await deleteTags(c.var.deps.db, c.var.user, ids)
    return c.body(null, 204)
  })
  .post('/tag/:id/rename', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const { tagName } = parseParams(c.req.query(), renameTagQuerySchema)
    return c.json(await renameTag(c.var.deps.db, c.var.user, id, tagName))
  })
  .post('/freelancer/tags/bulkAssign', assign, async (c) => {
    const input = await parseBody(c, bulkAssignTagSchema)
    return c.json(await bulkAssignTag(c.var.deps.db, c.var.user, input))
  })
  .post('/freelancer/:id/assignTag', assign, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const { tagId } = await parseBody(c, assignTagSchema)
    return c.json(await assignTag(c.var.deps.db, c.var.user, id, { id: tagId, value: '' }))
  })
  .post('/freelancer/:id/createAndAssignTag', assign, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const { value } = await parseBody(c, createAndAssignTagSchema)
    return c.json(await assignTag(c.var.deps.db, c.var.user, id, { value }))
  })
  .post('/freelancer/:id/unAssignTag', assign, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const { tagId } = await parseBody(c, assignTagSchema)
    await unassignTag(c.var.deps.db, c.var.user, id, tagId)
    return c.body(null, 204)
  })
