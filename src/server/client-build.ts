import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

function newestMtime(path: string): number {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/**
 * `npm start` serves the built client. Build it when there is none, or when the client
 * sources are newer than the build (a fresh pull), so a newcomer never sees a stale UI.
 */
export function ensureClientBuilt(staticDir: string, log: (msg: string) => void): void {
  const root = process.cwd()
  const index = resolve(staticDir, 'index.html')
  const sources = [
    resolve(root, 'src/client'),
    resolve(root, 'src/shared'),
    resolve(root, 'index.html'),
  ].filter(existsSync)
  if (sources.length === 0) return
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0
  if (builtAt > 0 && Math.max(...sources.map(newestMtime)) <= builtAt) return
  log(builtAt ? 'client sources changed: rebuilding the client' : 'building the client (first start)')
  execFileSync(
    process.execPath,
    [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      resolve(staticDir),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
    },
  )
}
