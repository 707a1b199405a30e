import { type ChildProcess, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { freePort } from '../../../e2e/bench/bench-server'

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

/** The real server (`tsx src/server/main.ts`) as a child process on the given data dir. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
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
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`server not healthy within 60 s: ${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url, lines, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
}
