import type { Context } from 'hono'
import type { AppEnv } from '../deps'

/** The caller's address: X-Forwarded-For only behind a trusted proxy, else the socket's. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
