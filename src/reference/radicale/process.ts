import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A real Radicale CalDAV server (Debian package `radicale`) on loopback, for the demo and the
 * tests: htpasswd users with plain passwords in its own folder, nothing shared with a system
 * Radicale. `radicale` must be on PATH (apt-get install radicale).
 */
export interface RadicaleProcess {
  url: string
  port: number
  users: Record<string, string>
  /** Changes (or adds) a user's password: the old one stops working at once. */
  setPassword(user: string, password: string): void
  stop(): Promise<void>
}

export const radicaleInstalled = () => spawnSync('radicale', ['--version'], { stdio: 'ignore' }).status === 0

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startRadicale(o: {
  port?: number
  /** Keeps the calendars there (the demo); default a temporary folder removed on stop. */
  folder?: string
  users: Record<string, string>
}): Promise<RadicaleProcess> {
  const temporary = !o.folder
  const folder = o.folder ?? mkdtempSync(join(tmpdir(), 'radicale-'))
  mkdirSync(join(folder, 'collections'), { recursive: true })
  const users = { ...o.users }
  const htpasswd = join(folder, 'users')
  const writeUsers = () =>
    writeFileSync(
      htpasswd,
      `${Object.entries(users)
        .map(([u, p]) => `${u}:${p}`)
        .join('\n')}\n`,
    )
  writeUsers()
  const port = o.port || (await freePort())
  const config = join(folder, 'config')
  writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${htpasswd}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  )
  const child: ChildProcess = spawn('radicale', ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString()
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${stderr.slice(-500)}`)
    const ok = await fetch(url, { method: 'OPTIONS' }).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`radicale did not answer on ${url}: ${stderr.slice(-500)}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port,
    users,
    setPassword(user, password) {
      users[user] = password
      writeUsers()
    },
    async stop() {
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      if (temporary) rmSync(folder, { recursive: true, force: true })
    },
  }
}
