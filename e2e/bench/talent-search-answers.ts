import { writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { isDatabaseEmpty, seedDemo } from '../../src/server/seed/seed-demo'
import type { TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { benchApp } from './bench-app'
import { TALENT_SEARCHES } from './talent-search-bench'

/**
 * A tool for changing the talent search's SQL, not part of `npm run bench`: writes the answers
 * of the bench's searches, each also sorted by name, by rate on a later page, ranked by a text
 * and on the pages around the capped count, one JSON line each, to OUT. Run it before and after
 * a change over the same database (DATA_DIR or DATABASE_URL as talent-search-explain.ts) and
 * compare the files: the answers must not change.
 *
 *   DATA_DIR=/tmp/ts-20k OUT=/tmp/before.jsonl npx tsx e2e/bench/talent-search-answers.ts
 */

const env = readEnv({
  DATA_DIR: process.env.DATA_DIR ?? '/tmp/talent-search-explain',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
})
const out = process.env.OUT ?? '/tmp/talent-search-answers.jsonl'

/** Each bench search and its variants: other sorts, relevance, later pages. */
export function answerRequests(): TalentSearchRequest[] {
  const requests: TalentSearchRequest[] = []
  for (const body of TALENT_SEARCHES) {
    requests.push(body, { ...body, sort: 'name' }, { ...body, sort: 'rate', offset: 490, size: 25 })
    requests.push({ ...body, query: body.query ?? 'java', sort: 'relevance' })
    requests.push({ ...body, query: body.query ?? 'sap', sort: 'relevance', offset: 495, size: 10 })
    requests.push({ ...body, offset: 500, size: 10 }, { ...body, sort: 'name', offset: 30, size: 50 })
  }
  // Set-driven searches on both sides of the large-set threshold, alone and combined.
  const f = (field: string, operator: 'EQ' | 'NEQ' | 'LIKE', value: string) => ({ field, operator, value })
  const sets = [
    [f('tag', 'EQ', 'Mentor')],
    [f('tag', 'LIKE', 'ment')],
    [f('tag', 'NEQ', 'Mentor')],
    [f('previous_job', 'LIKE', 'junior seo')],
    [f('previous_job', 'LIKE', 'engineer')],
    [f('previous_job', 'EQ', 'Java Developer')],
    [f('previous_job', 'LIKE', 'developer'), f('tag', 'LIKE', 'a')],
    [f('tag', 'LIKE', 'a'), f('location', 'LIKE', 'de')],
  ] as TalentSearchRequest['filters'][]
  for (const filters of sets)
    requests.push(
      { filters },
      { filters, sort: 'name', offset: 490, size: 20 },
      { filters, sort: 'rate' },
      { filters, query: 'java', sort: 'relevance' },
    )
  return requests
}

const database = await openDatabase(env)
try {
  const { db } = database
  if (await isDatabaseEmpty(db)) await seedDemo(db, { talents: 20_000, projects: 400 })
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM talents`))
  const { app, token } = await benchApp(db, env)
  const lines: string[] = []
  for (const body of answerRequests()) {
    const res = await app.request('/api/search/freelancer/query', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    lines.push(JSON.stringify({ body, status: res.status, answer: await res.json() }))
  }
  writeFileSync(out, `${lines.join('\n')}\n`)
  console.log(`[answers] ${lines.length} answers over ${n} talents (${database.kind}) in ${out}`)
} finally {
  await database.close()
}
