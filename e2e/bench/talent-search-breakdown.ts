import { readFileSync } from 'node:fs'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { benchApp } from './bench-app'
import { percentile } from './report'
import { TALENT_SEARCHES } from './talent-search-bench'
import { interceptStatements, isSet, openToolDatabase, searchRequest } from './talent-search-tools'

/**
 * A tool for working on the talent search, not part of `npm run bench`: where each bench
 * search's time goes. Per search, p50 of the whole request through the app, of its statements
 * run directly on the database, and of planning them alone (EXPLAIN without ANALYZE: parse and
 * plan, no execution); request minus statements is the per-request overhead (routing, auth,
 * validation, JSON). `cpu` is the CPU time per request of this process (PGlite runs in it) and of
 * the PostgreSQL server processes of the database: steadier than wall times on a busy machine
 * (PostgreSQL's from /proc, so only for a local server). Same database choice as talent-search-explain.ts (DATA_DIR or DATABASE_URL,
 * TALENTS, ONLY, ROUNDS).
 *
 *   DATA_DIR=/tmp/ts-20k npx tsx e2e/bench/talent-search-breakdown.ts
 */

const log = (msg: string) => console.log(`[breakdown] ${msg}`)

/** `db` that records the raw statements it runs while `on()` says so, also in its transactions. */
const recording = (db: Db, on: () => boolean, into: SQL[]): Db =>
  interceptStatements(db, (q, run) => {
    if (on()) into.push(q)
    return run(q)
  })

const { env, database } = await openToolDatabase(log)
try {
  const { db } = database
  let record = false
  const statements: SQL[] = []
  const { app, token } = await benchApp(
    recording(db, () => record, statements),
    env,
  )
  const only = process.env.ONLY?.split(',').map(Number)
  const rounds = Number(process.env.ROUNDS ?? 10)
  const request = searchRequest(app, token)
  const run = async (body: object) => (await request(body)).json()
  const time = async (fn: () => Promise<unknown>) => {
    const times: number[] = []
    await fn()
    for (let r = 0; r < rounds; r++) {
      const started = performance.now()
      await fn()
      times.push(performance.now() - started)
    }
    return times
  }
  /** CPU ms used so far by this process and by the server processes of this database. */
  const cpuNow = async () => {
    const own = process.cpuUsage()
    let server = 0
    if (database.kind === 'postgres') {
      const pids = rowsOf<{ pid: number }>(
        await db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`),
      )
      for (const { pid } of pids) {
        try {
          const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
          server += (Number(f[11]) + Number(f[12])) * 10 // clock ticks of 10 ms
        } catch {
          // not a local server, or the process just ended
        }
      }
    }
    return (own.user + own.system) / 1000 + server
  }
  const all: number[] = []
  for (const [i, body] of TALENT_SEARCHES.entries()) {
    if (only && !only.includes(i)) continue
    statements.length = 0
    record = true
    await run(body)
    record = false
    const captured = [...statements]
    const cpuBefore = await cpuNow()
    const request = await time(() => run(body))
    const cpu = ((await cpuNow()) - cpuBefore) / (rounds + 1)
    all.push(...request)
    const direct = await time(async () => {
      for (const q of captured) await db.execute(q)
    })
    const plan = await time(async () => {
      for (const q of captured) if (!isSet(q)) await db.execute(sql`EXPLAIN ${q}`)
    })
    const p = (t: number[], q: number) => percentile(t, q).toFixed(1)
    log(
      `${String(i).padStart(2)}: request p50 ${p(request, 50)} p95 ${p(request, 95)} cpu ${cpu.toFixed(1)} | statements p50 ${p(direct, 50)} (${captured.length}) | planning p50 ${p(plan, 50)} ms  ${JSON.stringify(body)}`,
    )
  }
  log(`all requests: p50 ${percentile(all, 50).toFixed(1)} p95 ${percentile(all, 95).toFixed(1)} ms`)
} finally {
  await database.close()
}
