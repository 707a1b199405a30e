import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { PermissionName } from '../../../shared/domain/permissions'
import type { AppEnv } from '../../deps'
import { forbidden, unauthorized } from '../../kernel/api-error'
import { verifyAccessToken } from './tokens'

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

const bearerToken = (header: string | undefined) => /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim()

/**
 * The one authentication of the app (app.ts runs it before every module's routes): a route
 * is public only when its module lists it, everything else needs a valid access token in
 * `Authorization: Bearer`. Under /napi the browser opens files itself (an <object> for the
 * CV, a new tab for an attachment) and cannot add the header, so the token may also come
 * from the session cookie there; the header wins when both are present.
 */
export function authenticate(publicRoutes: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (publicRoutes.has(`${c.req.method} ${c.req.path}`)) return next()
    // No module answers this call: let the 404 fallback say so, token or not.
    if (!matchedRoutes(c).some((route) => route.method !== 'ALL')) return next()
    const cookieAllowed = c.req.path.startsWith('/napi/')
    const token =
      bearerToken(c.req.header('authorization')) ??
      (cookieAllowed ? cookieToken(c.req.header('cookie')) : null)
    if (!token) throw unauthorized()
    // A copy per request: verified tokens are kept per process, and per-request caches (the
    // client settings) key on this object.
    c.set('user', { ...(await verifyAccessToken(c.var.deps, token)) })
    await next()
  }
}

/** Each route states the permission it needs (§6); the check lives only here. */
export function requirePermission(...names: PermissionName[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user
    if (!user) throw unauthorized()
    if (!names.every((n) => user.permissions.includes(n))) throw forbidden()
    await next()
  }
}
