import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import type { RequestFault } from './faults'
import type { Plan, Requisition } from './model'
import type { WebhookFault } from './webhooks'

const ROOT = resolve(import.meta.dirname, '../../..')

export interface ReferenceVmsOptions {
  /** 0: any free port. */
  port?: number
  dataFile?: string | null
  clientId?: string
  clientSecret?: string
  webhookUrl?: string | null
  webhookSecret?: string
  webhookConcurrency?: number
  tokenTtlSeconds?: number
  paceMs?: number
  plan?: Plan
  rejectEvery?: number
}

export interface ReferenceVmsProcess {
  url: string
  port: number
  pid: number
  clientId: string
  clientSecret: string
  webhookSecret: string
  /** Calls the VMS's control routes (/_admin). */
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>
  requisitions(list: Requisition[]): Promise<void>
  faults(f: { request?: RequestFault[]; webhook?: WebhookFault[] }): Promise<void>
  /** SIGKILL: no shutdown, in-flight requests get no answer. */
  kill(): Promise<void>
  stop(): Promise<void>
  exited: Promise<number | null>
}

/**
 * Starts the reference VMS (src/reference/vms/main.ts) as a child process on loopback and
 * waits until it listens. The child ends with its parent (IPC channel), never outlives it.
 */
export async function startReferenceVms(options: ReferenceVmsOptions = {}): Promise<ReferenceVmsProcess> {
  const clientId = options.clientId ?? 'workspace'
  const clientSecret = options.clientSecret ?? randomBytes(18).toString('base64url')
  const webhookSecret = options.webhookSecret ?? randomBytes(24).toString('base64url')
  const adminToken = randomBytes(18).toString('base64url')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src/reference/vms/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        REF_VMS_PORT: String(options.port ?? 0),
        REF_VMS_DATA_FILE: options.dataFile ?? '',
        REF_VMS_CLIENT_ID: clientId,
        REF_VMS_CLIENT_SECRET: clientSecret,
        REF_VMS_WEBHOOK_URL: options.webhookUrl ?? '',
        REF_VMS_WEBHOOK_SECRET: webhookSecret,
        REF_VMS_WEBHOOK_CONCURRENCY: String(options.webhookConcurrency ?? 2),
        REF_VMS_TOKEN_TTL_SECONDS: String(options.tokenTtlSeconds ?? 300),
        REF_VMS_PACE_MS: String(options.paceMs ?? 3000),
        REF_VMS_PLAN: options.plan ?? 'hire',
        REF_VMS_REJECT_EVERY: String(options.rejectEvery ?? 0),
        REF_VMS_ADMIN_TOKEN: adminToken,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const port = await new Promise<number>((resolvePort, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error(`reference VMS did not start: ${stderr}`)), 90_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = buffer.match(/"msg":"reference vms listening","port":(\d+)/)
      if (match) {
        clearTimeout(timer)
        resolvePort(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`reference VMS exited with ${code}: ${stderr}`))
    })
  })
  child.stdout?.resume()
  const url = `http://127.0.0.1:${port}`
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/_admin${path}`, {
      method,
      headers: { 'x-admin-token': adminToken, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`reference VMS admin ${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill(sig)
    await exited
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    clientId,
    clientSecret,
    webhookSecret,
    admin,
    requisitions: async (list) => {
      await admin('PUT', '/requisitions', list)
    },
    faults: async (f) => {
      await admin('POST', '/faults', f)
    },
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    exited,
  }
}
