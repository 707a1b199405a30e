import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { requirePermission } from '../auth/middleware'
import { verifyAccessToken } from '../auth/tokens'
import type { AppEnv } from '../deps'
import { unauthorized } from '../http/api-error'
import { parseParams } from '../http/validate'
import { fileStorage } from '../integrations/storage'
import { cvPdfForApplication } from '../services/cv-pdf'
import { findResource, inlineDisposition, readResource } from '../services/resource-service'

/** §9: the client keeps its access token in the `auth.access_token` cookie (path /, SameSite=Lax). */
const ACCESS_COOKIE = 'auth.access_token'

function cookieToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== ACCESS_COOKIE) continue
    try {
      return decodeURIComponent(part.slice(index + 1).trim()) || null
    } catch {
      return null
    }
  }
  return null
}

/**
 * Files are opened by the browser itself (an <object> for the CV, a new tab for an
 * attachment), which cannot add an Authorization header: the access token is also read
 * from the session cookie. The header wins when both are present.
 */
const requireHeaderOrCookieAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
  const token = bearer ?? cookieToken(c.req.header('cookie'))
  if (!token) throw unauthorized()
  c.set('user', await verifyAccessToken(c.var.deps, token))
  await next()
}

const storageOf = (c: Context<AppEnv>) => fileStorage(c.var.deps.env.DATA_DIR)

const fileResponse = (c: Context<AppEnv>, bytes: Uint8Array, contentType: string, name: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': inlineDisposition(name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })

/** /napi file routes: the application CV (§7) and resources (§7 Resources), scoped to the caller's client. */
export const napiFileRoutes = new Hono<AppEnv>()
  // Per route, not use('*'): this router shares /napi with the unauthenticated announcement.
  .get(
    '/application/cv/:appId',
    requireHeaderOrCookieAuth,
    requirePermission('APPLICATION_VIEW'),
    async (c) => {
      const { appId } = parseParams(c.req.param(), z.object({ appId: z.coerce.number().int().positive() }))
      const cv = await cvPdfForApplication(c.var.deps.db, storageOf(c), c.var.user, appId)
      return fileResponse(c, cv.bytes, 'application/pdf', cv.name)
    },
  )
  .get('/resource/:uuid/meta', requireHeaderOrCookieAuth, async (c) => {
    const row = await findResource(c.var.deps.db, c.var.user, c.req.param('uuid'))
    return c.json({ name: row.name })
  })
  .get('/resource/:uuid', requireHeaderOrCookieAuth, async (c) => {
    const file = await readResource(c.var.deps.db, storageOf(c), c.var.user, c.req.param('uuid'))
    return fileResponse(c, file.bytes, file.contentType, file.name)
  })
