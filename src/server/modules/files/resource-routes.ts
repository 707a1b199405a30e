import { Hono } from 'hono'
import type { AppEnv } from '../../deps'
import { fileStorage } from '../../integrations/files/storage'
import { acceptsUpload } from '../../kernel/body-limit'
import { uploadedFile } from '../../kernel/upload'
import { findResource } from './resource-service'
import { uploadResource } from './resource-upload'

/** §7 Resources under /api/resource: upload a file (form field resource) and read its record. */
export const resourceRoutes = new Hono<AppEnv>()
  .post('/', acceptsUpload, async (c) => {
    const file = await uploadedFile(c)
    const storage = fileStorage(c.var.deps.env.DATA_DIR)
    return c.json(await uploadResource(c.var.deps, c.var.deps.db, storage, c.var.user, file), 201)
  })
  .get('/:id', async (c) => {
    const { id, name, contentType, size, created } = await findResource(
      c.var.deps.db,
      c.var.user,
      c.req.param('id'),
    )
    return c.json({ id, name, contentType, size, created })
  })
