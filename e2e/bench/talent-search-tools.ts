import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../src/server/db/client'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { isDatabaseEmpty, seedDemo } from '../../src/server/seed/seed-demo'
import { growTalents } from './talent-search-bench'

/** What talent-search-explain.ts and talent-search-breakdown.ts share (tools, not `npm run bench`). */

const dialect = new PgDialect()

/** A `SET ...` statement (should a search run one), which EXPLAIN cannot take. */
export const isSet = (q: SQL) => /^\s*SET /i.test(dialect.sqlToQuery(q).sql)

/**
 * The tools' database: DATA_DIR for PGlite or DATABASE_URL, kept between runs, seeded with the
 * demo data when empty and grown to TALENTS (default: as it is).
 */
export async function openToolDatabase(log: (msg: string) => void) {
  const env = readEnv({
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/talent-search-explain',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  })
  const database = await openDatabase(env)
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
  return { env, database }
}

/** `db` whose raw statements go through `execute` (also inside its transactions). */
export function interceptStatements(
  db: Db,
  execute: (q: SQL, run: (q: SQL) => Promise<unknown>) => Promise<unknown>,
): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction')
        return (fn: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => fn(interceptStatements(tx as Db, execute)))
      if (prop !== 'execute') return Reflect.get(target, prop, receiver)
      return (q: SQL) => execute(q, (s) => target.execute(s))
    },
  })
}

/** Posts a talent search to the app as the signed-in bench user. */
export const searchRequest =
  (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, token: string) =>
  (body: object) =>
    app.request('/api/search/freelancer/query', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
