import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import type { OverlapInput } from './app'
import type { ProviderFault } from './faults'

const ROOT = resolve(import.meta.dirname, '../../..')

export interface ReferenceProvidersProcess {
  url: string
  monsterKey: string
  textkernelKey: string
  faults(list: ProviderFault[]): Promise<void>
  overlap(list: Array<OverlapInput & { malformed?: boolean }>): Promise<string[]>
  stats(): Promise<{ people: number; counters: { monster: number; textkernel: number } }>
  stop(): Promise<void>
}

/**
 * Starts the reference providers (src/reference/talent-providers/main.ts) as a child process on
 * loopback and waits until it listens. The child ends with its parent (IPC channel).
 */
export async function startReferenceProviders(
  options: { port?: number; people?: number } = {},
): Promise<ReferenceProvidersProcess> {
  const monsterKey = randomBytes(18).toString('base64url')
  const textkernelKey = randomBytes(18).toString('base64url')
  const adminToken = randomBytes(18).toString('base64url')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src/reference/talent-providers/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        REF_PROVIDERS_PORT: String(options.port ?? 0),
        REF_PROVIDERS_PEOPLE: String(options.people ?? 50_000),
        REF_PROVIDERS_MONSTER_KEY: monsterKey,
        REF_PROVIDERS_TEXTKERNEL_KEY: textkernelKey,
        REF_PROVIDERS_ADMIN_TOKEN: adminToken,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const port = await new Promise<number>((resolvePort, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error(`reference providers did not start: ${stderr}`)), 90_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = buffer.match(/"msg":"reference providers listening","port":(\d+)/)
      if (match) {
        clearTimeout(timer)
        resolvePort(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`reference providers exited with ${code}: ${stderr}`))
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
    if (!res.ok) throw new Error(`reference providers admin ${method} ${path}: ${res.status}`)
    return (await res.json()) as T
  }
  return {
    url,
    monsterKey,
    textkernelKey,
    faults: async (list) => {
      await admin('PUT', '/faults', list)
    },
    overlap: async (list) => (await admin<{ ids: string[] }>('PUT', '/overlap', list)).ids,
    stats: () => admin('GET', '/stats'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}
