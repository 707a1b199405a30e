import { Hono } from 'hono'
import { idParams } from '../../../shared/contracts/ids'
import {
  assignTagSchema,
  bulkAssignTagSchema,
  createAndAssignTagSchema,
  createTagSchema,
  deleteTagsSchema,
  mergeTagsSchema,
  renameTagQuerySchema,
  tagListQuerySchema,
} from '../../../shared/contracts/tags'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import {
  assignTag,
  bulkAssignTag,
  createTag,
  deleteTags,
  listTags,
  mergeTags,
  renameTag,
  unassignTag,
} from './tag-service'

const manage = requirePermission('TAGS_MANAGE')
const assign = requirePermission('TAGS_ASSIGN')

/** §7 Tags, mounted at /api/tag: tag/listAll, tag/{id}/rename, tag/merge, tag/delete. */
export const tagRoutes = new Hono<AppEnv>()
  .get('/listAll', async (c) => {
    const page = parseParams(c.req.query(), tagListQuerySchema)
    return c.json(await listTags(c.var.deps.db, c.var.user, page))
  })
  .post('/merge', manage, async (c) => {
    const { sourceIds, targetId } = await parseBody(c, mergeTagsSchema)
    return c.json(await mergeTags(c.var.deps.db, c.var.user, sourceIds, targetId))
  })
  .delete('/delete', manage, async (c) => {
    const { ids } = await parseBody(c, deleteTagsSchema)
    await deleteTags(c.var.deps.db, c.var.user, ids)
    return c.body(null, 204)
  })
  .post('/:id/rename', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { tagName } = parseParams(c.req.query(), renameTagQuerySchema)
    return c.json(await renameTag(c.var.deps.db, c.var.user, id, tagName))
  })

/** POST tags (§7): a new tag, mounted at /api/tags. */
export const newTagRoutes = new Hono<AppEnv>().post('/', manage, async (c) => {
  const { value } = await parseBody(c, createTagSchema)
  return c.json(await createTag(c.var.deps.db, c.var.user, value), 201)
})

/** The talent side of §7 Tags, mounted at /api/freelancer: assignTag, createAndAssignTag, unAssignTag, tags/bulkAssign. */
export const talentTagRoutes = new Hono<AppEnv>()
  .post('/tags/bulkAssign', assign, async (c) => {
    const input = await parseBody(c, bulkAssignTagSchema)
    return c.json(await bulkAssignTag(c.var.deps.db, c.var.user, input))
  })
  .post('/:id/assignTag', assign, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { tagId } = await parseBody(c, assignTagSchema)
    return c.json(await assignTag(c.var.deps.db, c.var.user, id, { id: tagId, value: '' }))
  })
  .post('/:id/createAndAssignTag', assign, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { value } = await parseBody(c, createAndAssignTagSchema)
    return c.json(await assignTag(c.var.deps.db, c.var.user, id, { value }))
  })
  .post('/:id/unAssignTag', assign, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { tagId } = await parseBody(c, assignTagSchema)
    await unassignTag(c.var.deps.db, c.var.user, id, tagId)
    return c.body(null, 204)
  })
