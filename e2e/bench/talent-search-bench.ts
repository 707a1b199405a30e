import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { createApp } from '../../src/server/app'
import type { Db } from '../../src/server/db/client'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { rebuildTalentSearch } from '../../src/server/modules/search/talent-search-table'
import { seedDemo, skipForeignKeyTriggers } from '../../src/server/seed/seed-demo'
import type { TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { benchApp } from './bench-app'
import { onPgliteAndPostgres } from './pipeline-data'
import { type BenchRow, percentile } from './report'

type Log = (msg: string) => void
type App = ReturnType<typeof createApp>

const f = (field: string, operator: 'EQ' | 'NEQ' | 'LIKE', value: string) =>
  ({ field, operator, value }) as NonNullable<TalentSearchRequest['filters']>[number]

/** What recruiters run on /search/talents and what the palette's suggestions send. */
export const TALENT_SEARCHES: TalentSearchRequest[] = [
  {},
  { query: 'java developer', sort: 'relevance' },
  { query: 'sap', sort: 'relevance', size: 50 },
  { filters: [f('skill', 'EQ', 'Python')] },
  { filters: [f('skill', 'LIKE', 'react')] },
  { filters: [f('name', 'EQ', 'müller')] },
  { filters: [f('name', 'EQ', 'an')], sort: 'name' },
  { filters: [f('email', 'LIKE', 'gmail')] },
  { filters: [f('phone', 'LIKE', '1234')] },
  { filters: [f('previous_job', 'LIKE', 'consultant')] },
  { filters: [f('postalcoderadius', 'EQ', '10115:50')] },
  { filters: [f('postalcoderadius', 'EQ', '80331:300'), f('available', 'EQ', 'true')] },
  { filters: [f('rateRange', 'EQ', '0-500'), f('city', 'EQ', 'Berlin')], sort: 'rate' },
  { filters: [f('tag', 'LIKE', 'a')] },
  { filters: [f('pool_id', 'EQ', '3')] },
  { filters: [f('pool_stage', 'EQ', 'shortlisted')] },
  { filters: [f('is_unassigned', 'EQ', 'false')] },
  { filters: [f('status', 'EQ', 'DEACTIVATED')] },
  { filters: [f('location', 'LIKE', 'nl')], offset: 500, size: 50 },
  { offset: 2000, size: 100 },
]

/** Times of `rounds - 1` rounds of the searches (the first warms up); `only` picks some by index. */
export async function timeTalentSearches(
  app: App,
  token: string,
  rounds: number,
  log?: Log,
  only?: number[],
) {
  const times: number[] = []
  const perSearch = TALENT_SEARCHES.map(() => [] as number[])
  for (let r = 0; r < rounds; r++) {
    for (const [i, body] of TALENT_SEARCHES.entries()) {
      if (only && !only.includes(i)) continue
      const started = performance.now()
      const res = await app.request('/api/search/freelancer/query', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      await res.json()
      if (res.status !== 200)
        throw new Error(`talent search answered ${res.status} for ${JSON.stringify(body)}`)
      if (r > 0) {
        times.push(performance.now() - started)
        perSearch[i].push(performance.now() - started)
      }
    }
  }
  for (const [i, body] of TALENT_SEARCHES.entries())
    if (perSearch[i].length)
      log?.(
        `  ${i}: p50 ${percentile(perSearch[i], 50).toFixed(1)} p95 ${percentile(perSearch[i], 95).toFixed(1)} ms  ${JSON.stringify(body)}`,
      )
  return times
}

/**
 * Grows the demo's talents to `total` by copying them (ids shifted by a multiple of a million,
 * names and emails made unique) with their skills, languages (the ranking reads them), CV items,
 * tags and pool memberships, then
 * their search rows. The GIN indexes of the talents, their search rows and CV items
 * are dropped for the load and rebuilt after, then VACUUM ANALYZE:
 * much faster than seeding that many talents from scratch.
 */
export async function growTalents(db: Db, total: number, log: Log) {
  const [{ n, maxId }] = rowsOf<{ n: number; maxId: number }>(
    await db.execute(sql`SELECT count(*)::int AS n, max(id)::int AS "maxId" FROM talents`),
  )
  const copies = Math.ceil((total - n) / n)
  const shift = 10 ** Math.ceil(Math.log10(maxId + 1))
  const defs = rowsOf<{ name: string; def: string }>(
    await db.execute(
      sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename IN ('talents', 'talent_search', 'cv_items') AND indexdef ILIKE '%USING gin%'`,
    ),
  )
  log(`growing the talents: copying ${n} talents ${copies} times (${defs.length} GIN indexes rebuilt after)`)
  for (const d of defs) await db.execute(sql.raw(`DROP INDEX "${d.name}"`))
  // As the seed loads: without triggers (their rows are consistent), the search rows rebuilt after.
  await db.transaction(async (tx) => {
    await skipForeignKeyTriggers(tx)
    for (let g = 1; g <= copies; g++) {
      const off = g * shift
      const limit = Math.min(n, total - n * g)
      if (limit <= 0) break
      await tx.execute(sql`
        INSERT INTO talents (id, client_id, state, tier, email, email_verified, phone, first_name, last_name, title,
          summary, consent_to, cv_id, home_line1, home_line2, home_zip_code, home_city, home_state, home_country_code,
          current_country, current_city, latitude, longitude, not_available_from, not_available_until, rate_min, rate_max,
          rate_currency, rate_unit, experience_years, owner_id, vms_id, skills_text, cv_text, created_at, updated_at)
        SELECT id + ${off}, client_id, state, tier, replace(email, '@', ${`.${g}@`}), email_verified, phone || ${String(g)},
          first_name, last_name, title, summary, consent_to, NULL, home_line1, home_line2, home_zip_code, home_city,
          home_state, home_country_code, current_country, current_city, latitude + ${g * 0.0001}, longitude, not_available_from,
          not_available_until, rate_min, rate_max, rate_currency, rate_unit, experience_years, owner_id, vms_id, skills_text,
          cv_text, created_at, updated_at - ${g} * interval '1 minute'
        FROM talents WHERE id < ${shift} ORDER BY id LIMIT ${limit}`)
      await tx.execute(sql`
        INSERT INTO talent_skills (talent_id, kind, name, client_id)
        SELECT talent_id + ${off}, kind, name, client_id FROM talent_skills WHERE talent_id < ${shift} AND talent_id + ${off} IN (SELECT id FROM talents WHERE id >= ${off} AND id < ${off + shift})`)
      await tx.execute(sql`
        INSERT INTO talent_languages (talent_id, iso, proficiency)
        SELECT talent_id + ${off}, iso, proficiency FROM talent_languages WHERE talent_id < ${shift} AND talent_id + ${off} IN (SELECT id FROM talents WHERE id >= ${off} AND id < ${off + shift})`)
      await tx.execute(sql`
        INSERT INTO cv_items (client_id, talent_id, kind, title, organization, start_date, end_date, ongoing, description)
        SELECT client_id, talent_id + ${off}, kind, title, organization, start_date, end_date, ongoing, description
        FROM cv_items WHERE talent_id < ${shift} AND talent_id + ${off} IN (SELECT id FROM talents WHERE id >= ${off} AND id < ${off + shift})`)
      await tx.execute(sql`
        INSERT INTO talent_tags (talent_id, tag_id, assigned_by, assigned_at)
        SELECT talent_id + ${off}, tag_id, assigned_by, assigned_at FROM talent_tags WHERE talent_id < ${shift} AND talent_id + ${off} IN (SELECT id FROM talents WHERE id >= ${off} AND id < ${off + shift})`)
      await tx.execute(sql`
        INSERT INTO pool_memberships (client_id, pool_id, talent_id, status, stage, created_at, updated_at)
        SELECT client_id, pool_id, talent_id + ${off}, status, stage, created_at, updated_at FROM pool_memberships WHERE talent_id < ${shift} AND talent_id + ${off} IN (SELECT id FROM talents WHERE id >= ${off} AND id < ${off + shift})`)
    }
    await rebuildTalentSearch(tx)
  })
  for (const d of defs) await db.execute(sql.raw(d.def))
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('talents', 'id'), (SELECT max(id) FROM talents))`)
  await db.execute(sql`VACUUM ANALYZE`)
}

async function measureOn(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined, log: Log) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-talents-'))
  const env = readEnv({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const database = await openDatabase(env)
  try {
    const { db } = database
    log(`talent search (${kind}): seeding the default demo data (20,000 talents, 400 projects)`)
    await seedDemo(db, { talents: 20_000, projects: 400 })
    const { app, token } = await benchApp(db, env)
    const demo = await timeTalentSearches(app, token, 11, log)
    const started = performance.now()
    await growTalents(db, 200_000, log)
    log(`talent search (${kind}): 200,000 talents in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    const large = await timeTalentSearches(app, token, 11, log)
    const budget = kind === 'PGlite' ? 30 : 15
    return [
      {
        metric: `${kind}: talent search p50, demo (20,000 talents)`,
        value: percentile(demo, 50),
        unit: 'ms',
      },
      {
        metric: `${kind}: talent search p95, demo (20,000 talents)`,
        value: percentile(demo, 95),
        unit: 'ms',
        budget,
      },
      { metric: `${kind}: talent search p50, 200,000 talents`, value: percentile(large, 50), unit: 'ms' },
      { metric: `${kind}: talent search p95, 200,000 talents`, value: percentile(large, 95), unit: 'ms' },
    ] satisfies BenchRow[]
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Talent search p95 (issue 6 bench), in process: the demo data (20,000 talents) and the same
 * grown to 200,000, on PGlite and, when Debian's PostgreSQL is installed, on PostgreSQL.
 */
export async function measureTalentSearch(log: Log): Promise<BenchRow[]> {
  return onPgliteAndPostgres('talent search', (kind, url) => measureOn(kind, url, log), log)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./report')
  printTable(await measureTalentSearch((msg) => console.log(`[bench] ${msg}`)))
}
