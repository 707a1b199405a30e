import type { MiddlewareHandler } from 'hono'
import type { PermissionName } from '../../shared/domain/permissions'
import type { AppEnv } from '../deps'
import { forbidden, unauthorized } from '../http/api-error'
import { verifyAccessToken } from './tokens'

/** Bearer access token -> `c.var.user`. Every /api route except sign-in sits behind this. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Routers mounted on one prefix each run their own requireAuth ('*' matches every path under
  // it: /search/* went through four): the token is verified once per request.
  if (c.get('user')) return next()
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  if (!match) throw unauthorized()
  c.set('user', await verifyAccessToken(c.var.deps, match[1].trim()))
  await next()
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
