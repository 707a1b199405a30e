import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
/** Its own build and data: a bench run never swaps files under a running e2e server's dist/. */
export const BENCH_DIST = join(ROOT, '.tmp/bench-dist')
const BENCH_DATA = join(ROOT, '.tmp/bench-data')

function newestMtime(path: string): number {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** Builds the client unless the bench build is newer than every client source. */
export function buildClientIfNeeded(log: (msg: string) => void): void {
  const index = join(BENCH_DIST, '.vite/manifest.json')
  const sources = ['src/client', 'src/shared', 'index.html', 'vite.config.ts'].map((p) => join(ROOT, p))
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0
  if (builtAt > 0 && Math.max(...sources.filter(existsSync).map(newestMtime)) <= builtAt) {
    log('client build is up to date')
    return
  }
  log('building the client')
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      BENCH_DIST,
      '--emptyOutDir',
      '--manifest',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  )
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

export interface BenchServer {
  url: string
  stop: () => Promise<void>
}

export interface ServerData {
  /** Data directory; by default a fresh small one. */
  dir: string
  talents: number
  projects: number
  /** Wipe the directory first (a kept one is seeded once, on its first start). */
  fresh: boolean
}

const SMALL: ServerData = { dir: BENCH_DATA, talents: 400, projects: 20, fresh: true }

/** The demo data of `npm start` (20,000 talents, 400 projects), seeded once and kept between runs. */
export const DEMO: ServerData = {
  dir: join(ROOT, '.tmp/bench-demo-data'),
  talents: 20_000,
  projects: 400,
  fresh: false,
}

/** The real server on a fresh small database, like e2e/playwright.config.ts (or on `data`). */
export async function startServer(
  log: (msg: string) => void,
  data: ServerData = SMALL,
): Promise<BenchServer> {
  if (data.fresh) rmSync(data.dir, { recursive: true, force: true })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data.dir,
        STATIC_DIR: BENCH_DIST,
        SEED_TALENTS: String(data.talents),
        SEED_PROJECTS: String(data.projects),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  )
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || !child.pid) return done()
      child.once('exit', () => done())
      // The process group: tsx runs the server in a child process of its own.
      process.kill(-child.pid, 'SIGTERM')
      setTimeout(() => {
        if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL')
      }, 5000).unref()
    })
  log(`starting the server on ${url} (${data.fresh ? 'fresh' : 'kept'} database, ${data.talents} talents)`)
  // Seeding the demo data takes about a minute on the first start.
  const deadline = Date.now() + (data.talents > 1000 ? 600_000 : 180_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error('the server did not become healthy in time')
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return { url, stop }
}
