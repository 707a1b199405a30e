import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { benchApp } from './bench-app'
import { percentile } from './report'
import { TALENT_SEARCHES, timeTalentSearches } from './talent-search-bench'
import { interceptStatements, isSet, openToolDatabase, searchRequest } from './talent-search-tools'

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
 * sign-in's), also inside its transactions.
 */
function explaining(db: Db, on: () => boolean): Db {
  return interceptStatements(db, async (q: SQL, run) => {
    if (on() && !isSet(q)) {
      const plan = rowsOf<Record<string, string>>(await run(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q}`))
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'))
    }
    return run(q)
  })
}

const { env, database } = await openToolDatabase(log)
try {
  const { db } = database
  let explain = false
  const { app, token } = await benchApp(
    explaining(db, () => explain),
    env,
  )
  const only = process.env.ONLY?.split(',').map(Number)
  const searches = TALENT_SEARCHES.map((body, i) => ({ body, i })).filter((s) => !only || only.includes(s.i))
  const run = searchRequest(app, token)
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
