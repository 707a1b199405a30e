import { randomBytes } from 'node:crypto'
import { type ServerType, serve } from '@hono/node-server'
import { createReferenceAssessments } from './app'

export interface ReferenceAssessmentsServer {
  url: string
  apiKey: string
  webhookSecret: string
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>
  stop(): Promise<void>
}

/** Serves the reference assessment vendor on loopback (in this process). */
export async function startReferenceAssessments(o: {
  port?: number
  webhookUrl: string | null
  paceMs?: number
}): Promise<ReferenceAssessmentsServer> {
  const apiKey = randomBytes(18).toString('base64url')
  const webhookSecret = randomBytes(24).toString('base64url')
  const adminToken = randomBytes(18).toString('base64url')
  const { app } = createReferenceAssessments({
    apiKey,
    webhookUrl: o.webhookUrl,
    webhookSecret,
    adminToken,
    paceMs: o.paceMs,
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
    apiKey,
    webhookSecret,
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
