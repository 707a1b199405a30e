import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServerProcess } from '../../tests/server/support/server-process'
import { prepareStage } from './pipeline-data'
import { percentile } from './report'

/**
 * Profiling aid for the pipeline's first page (not part of `npm run bench`): seeds the bench's
 * 10,000-row stage once into DIR (PGlite) or DATABASE_URL, starts the real server under
 * `--cpu-prof`, sends WARM + N first-page requests and prints the client's and the server
 * log's figures plus the profile's heaviest functions (self and inclusive time).
 *
 *   npx tsx e2e/bench/pipeline-profile.ts DIR [N] [--no-prof]   (DATABASE_URL=... for PostgreSQL)
 */
const [dir = '/tmp/rw-pipeline-profile', nText = '300'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
const profile = !process.argv.includes('--no-prof')
const N = Number(nText)
const WARM = 60
/** Starts the inspector's sampling profiler in the server and writes the profile on exit. */
const HOOK = fileURLToPath(new URL('./pipeline-profile-hook.mjs', import.meta.url))

async function main() {
  const databaseUrl = process.env.DATABASE_URL
  const dataDir = join(dir, 'data')
  const stageFile = join(dir, databaseUrl ? 'stage-pg.json' : 'stage.json')
  mkdirSync(dataDir, { recursive: true })
  const target = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
  if (!existsSync(stageFile)) {
    const stage = await prepareStage(target, 10_000)
    writeFileSync(stageFile, JSON.stringify({ projectId: stage.projectId }))
  }
  const { projectId } = JSON.parse(readFileSync(stageFile, 'utf8')) as { projectId: number }
  const profDir = join(dir, 'prof')
  rmSync(profDir, { recursive: true, force: true })
  mkdirSync(profDir)
  const server = await startServerProcess({
    ...target,
    SERVE_CLIENT: 'false',
    NODE_OPTIONS: `--import=${HOOK}`,
    PROF_DIR: profDir,
    PROF_CPU: profile ? 'on' : 'off',
  })
  const signIn = await fetch(`${server.url}/api/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna.admin@acme.test', password: 'Recruit!2026' }),
  })
  const token = ((await signIn.json()) as { access_token: string }).access_token
  const query = async () => {
    const started = performance.now()
    const res = await fetch(`${server.url}/api/search/projectApplication/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, stage: 'active', offset: 0, size: 100 }),
    })
    const headers = performance.now() - started
    const body = await res.json()
    if (!res.ok) throw new Error(JSON.stringify(body))
    return { ms: performance.now() - started, headers, bytes: JSON.stringify(body).length }
  }
  for (let i = 0; i < WARM; i++) await query()
  writeFileSync(join(profDir, 'start'), '')
  await new Promise((r) => setTimeout(r, 200))
  const logged = server.lines.length
  const times: number[] = []
  const headerTimes: number[] = []
  let bytes = 0
  for (let i = 0; i < N; i++) {
    const r = await query()
    times.push(r.ms)
    headerTimes.push(r.headers)
    bytes = r.bytes
  }
  const serverMs = server.lines
    .slice(logged)
    .filter((l) => l.includes('"msg":"request"') && l.includes('projectApplication/query'))
    .map((l) => (JSON.parse(l) as { ms: number }).ms)
  await server.stop()
  const fmt = (xs: number[]) =>
    `p50 ${percentile(xs, 50).toFixed(2)} p95 ${percentile(xs, 95).toFixed(2)} ms (${xs.length})`
  console.log(`response ${bytes} bytes`)
  console.log(`client: ${fmt(times)}`)
  console.log(`client, until the response's headers: ${fmt(headerTimes)}`)
  console.log(`server log: ${fmt(serverMs)}`)
  // CPU of the server's process (user + system) per request: steadier than times on a busy machine.
  for (const f of readdirSync(profDir).filter((name) => name.endsWith('.cpu.json'))) {
    const cpu = JSON.parse(readFileSync(join(profDir, f), 'utf8')) as { user: number; system: number }
    const perRequest = (us: number) => (us / 1000 / N).toFixed(2)
    console.log(`cpu ${f}: user ${perRequest(cpu.user)} + system ${perRequest(cpu.system)} ms per request`)
  }
  if (profile) summarise(profDir)
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

/** Self and inclusive sample time per function of the largest profile (the server's process). */
function summarise(profDir: string) {
  const files = readdirSync(profDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(profDir, f))
  if (files.length === 0) return console.log('no profile written')
  const file = files.sort((a, b) => statSync(b).size - statSync(a).size)[0]
  const prof = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[]
    samples: number[]
    timeDeltas: number[]
  }
  const byId = new Map(prof.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (n: ProfileNode) => {
    const url = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/')
    return `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const incl = new Map<string, number>()
  let total = 0
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] / 1000
    total += dt
    const node = byId.get(id)
    if (!node) return
    self.set(label(node), (self.get(label(node)) ?? 0) + dt)
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur) as ProfileNode)
      if (seen.has(l)) continue
      seen.add(l)
      incl.set(l, (incl.get(l) ?? 0) + dt)
    }
  })
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
      .join('\n')
  console.log(`profile ${file}: ${total.toFixed(0)} ms sampled`)
  console.log(`--- self\n${top(self, 40)}`)
  console.log(`--- inclusive\n${top(incl, 80)}`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
