import { type ChildProcess, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../../..')

export interface ServerProcess {
  url: string
  /** stdout lines so far (JSON log lines and the banner). */
  lines: string[]
  /** SIGKILL to the whole process group: no shutdown handler runs, no transaction commits. */
  kill(): Promise<void>
  /** SIGTERM: the server's own shutdown (the runner releases its task, the database closes). */
  stop(): Promise<void>
}

/** The port in the server's "server listening" log line, once it is there. */
function listeningPort(lines: string[]): number | undefined {
  for (const line of lines) {
    if (!line.startsWith('{') || !line.includes('server listening')) continue
    const url = (JSON.parse(line) as { url?: string }).url
    const port = url ? Number(new URL(url).port) : Number.NaN
    if (port > 0) return port
  }
  return undefined
}

/**
 * The real server (`tsx src/server/main.ts`) as a child process on the given data dir. It listens
 * on a port the system picks (PORT=0) and the URL is read from its log: a port chosen here and
 * handed over could be taken by another process in between (EADDRINUSE on a busy machine).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_CLIENT: 'false',
        SEED_ON_EMPTY: 'false',
        LOG_LEVEL: 'info',
        JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server in a child of its own.
      detached: true,
    },
  )
  const lines: string[] = []
  let stderr = ''
  let partial = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop() ?? ''
    lines.push(...parts)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
    try {
      process.kill(-child.pid, sig)
    } catch {
      // already gone
    }
    await exited
    // tsx runs the server in a grandchild: wait until the whole group is gone, so a restart
    // on the same data dir does not meet the killed server's lock while it is still dying.
    for (let waited = 0; waited < 5000; waited += 50) {
      try {
        process.kill(-child.pid, 0)
      } catch {
        break
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  let url = ''
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
    const port = listeningPort(lines)
    if (port) {
      url = `http://127.0.0.1:${port}`
      try {
        if ((await fetch(`${url}/api/health`)).ok) break
      } catch {
        // not answering yet
      }
    }
    if (Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`server not healthy within 60 s: ${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url, lines, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
}
