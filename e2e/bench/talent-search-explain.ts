import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../src/server/db/client'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { isDatabaseEmpty, seedDemo } from '../../src/server/seed/seed-demo'
import { benchApp } from './bench-app'
import { percentile } from './report'
import { growTalents, TALENT_SEARCHES, timeTalentSearches } from './talent-search-bench'

const dialect = new PgDialect()
/**
 * A tool for working on the talent search's SQL, not part of `npm run bench`: keeps a database
 * (DATA_DIR for PGlite or DATABASE_URL), seeds the demo data into it when it is empty and grows
 * it to TALENTS (default: as it is), then prints each bench search's timings and, with
 * EXPLAIN=1, the EXPLAIN (ANALYZE, BUFFERS) of every statement the search runs.
 *
 *   DATA_DIR=/tmp/ts-20k npx tsx e2e/bench/talent-search-explain.ts
 *   DATABASE_URL=postgres://... TALENTS=200000 EXPLAIN=1 ONLY=0,19 npx tsx e2e/bench/talent-search-explain.ts
 */

const log = (msg: string) => console.log(`[explain] ${msg}`)

/**
 * `db` whose raw statements are explained first while `on()` says so (the search's, not the
 * sign-in's), also inside its transactions (the search's SET LOCAL on PostgreSQL).
 */
function explaining(db: Db, on: () => boolean): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction')
        return (fn: (tx: Db) => Promise<unknown>) => target.transaction((tx) => fn(explaining(tx as Db, on)))
      if (prop !== 'execute') return Reflect.get(target, prop, receiver)
      return async (q: SQL) => {
        if (on() && !/^\s*SET /i.test(dialect.sqlToQuery(q).sql)) {
          const plan = rowsOf<Record<string, string>>(
            await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q}`),
          )
          console.log(plan.map((r) => Object.values(r)[0]).join('\n'))
        }
        return target.execute(q)
      }
    },
  })
}

const env = readEnv({
  DATA_DIR: process.env.DATA_DIR ?? '/tmp/talent-search-explain',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
})
const database = await openDatabase(env)
try {
  const { db } = database
  if (await isDatabaseEmpty(db)) {
    log('seeding the demo data (20,000 talents, 400 projects)')
    await seedDemo(db, { talents: 20_000, projects: 400 })
    await db.execute(sql`VACUUM ANALYZE`)
  }
  const wanted = Number(process.env.TALENTS ?? 0)
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM talents`))
  if (wanted > n) await growTalents(db, wanted, log)
  log(`${Math.max(n, wanted)} talents (${database.kind})`)
  let explain = false
  const { app, token } = await benchApp(
    explaining(db, () => explain),
    env,
  )
  const only = process.env.ONLY?.split(',').map(Number)
  const searches = TALENT_SEARCHES.map((body, i) => ({ body, i })).filter((s) => !only || only.includes(s.i))
  const run = (body: object) =>
    app.request('/api/search/freelancer/query', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  if (process.env.EXPLAIN) {
    for (const { body } of searches) await run(body) // warm caches: the plans of a running server
    for (const { body, i } of searches) {
      console.log(`\n=== ${i}: ${JSON.stringify(body)}`)
      explain = true
      await run(body)
      explain = false
    }
  }
  const rounds = Number(process.env.ROUNDS ?? 6)
  const times = await timeTalentSearches(app, token, rounds, log, only)
  log(
    `all: p50 ${percentile(times, 50).toFixed(1)} p95 ${percentile(times, 95).toFixed(1)} ms over ${times.length} requests`,
  )
} finally {
  await database.close()
}
