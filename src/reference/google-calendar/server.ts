import { randomBytes } from 'node:crypto'
import { type ServerType, serve } from '@hono/node-server'
import { createReferenceGoogle, type ReferenceGoogleOptions } from './app'

export interface ReferenceGoogleServer {
  url: string
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  apiUrl: string
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>
  stop(): Promise<void>
}

/** Serves the reference Google on loopback (in this process: it holds no state worth isolating). */
export async function startReferenceGoogle(
  o: Partial<ReferenceGoogleOptions> & { port?: number } = {},
): Promise<ReferenceGoogleServer> {
  const clientId = o.clients?.[0]?.id ?? 'workspace.apps.reference'
  const clientSecret = o.clients?.[0]?.secret ?? randomBytes(18).toString('base64url')
  const adminToken = o.adminToken ?? randomBytes(18).toString('base64url')
  const { app } = createReferenceGoogle({
    clients: [{ id: clientId, secret: clientSecret }],
    accountEmail: o.accountEmail ?? 'recruiter@calendar.reference',
    accessTtlSeconds: o.accessTtlSeconds ?? 3600,
    adminToken,
  })
  let server: ServerType | undefined
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: o.port ?? 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    )
  })
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    clientId,
    clientSecret,
    authUrl: `${url}/o/oauth2/v2/auth`,
    tokenUrl: `${url}/token`,
    apiUrl: `${url}/calendar/v3`,
    async admin<T>(method: string, path: string, body?: unknown) {
      const res = await fetch(`${url}/_admin${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return (await res.json()) as T
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}
