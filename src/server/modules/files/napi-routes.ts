import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { dbIdParam } from '../../../shared/contracts/ids'
import type { AppEnv } from '../../deps'
import { fileStorage } from '../../integrations/files/storage'
import { parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { cvPdfForApplication } from '../talents'
import { findResource, inlineDisposition, readResource } from './resource-service'

const storageOf = (c: Context<AppEnv>) => fileStorage(c.var.deps.env.DATA_DIR)

const fileResponse = (c: Context<AppEnv>, bytes: Uint8Array, contentType: string, name: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': inlineDisposition(name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })

/**
 * /napi file routes: the application CV (§7) and resources (§7 Resources), each only where the
 * caller may open it (findResource: the project's legal entity, the talent's data protection).
 * The browser opens these itself, so the token may also come from the cookie.
 */
export const napiFileRoutes = new Hono<AppEnv>()
  .get('/application/cv/:appId', requirePermission('APPLICATION_VIEW'), async (c) => {
    const { appId } = parseParams(c.req.param(), z.object({ appId: dbIdParam }))
    const cv = await cvPdfForApplication(c.var.deps.db, storageOf(c), c.var.user, appId)
    return fileResponse(c, cv.bytes, 'application/pdf', cv.name)
  })
  .get('/resource/:uuid/meta', async (c) => {
    const row = await findResource(c.var.deps.db, c.var.user, c.req.param('uuid'))
    return c.json({ name: row.name })
  })
  .get('/resource/:uuid', async (c) => {
    const file = await readResource(c.var.deps.db, storageOf(c), c.var.user, c.req.param('uuid'))
    return fileResponse(c, file.bytes, file.contentType, file.name)
  })
