import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { createApp } from '../../src/server/app'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { seedDemo } from '../../src/server/seed/seed-demo'
import type { ProjectSearchRequest } from '../../src/shared/contracts/project-search'
import { benchApp } from './bench-app'
import { type BenchRow, percentile } from './report'

type Log = (msg: string) => void

/** The searches a recruiter runs on the project list: default, status chips, text, sorts, deep pages. */
const SEARCHES: ProjectSearchRequest[] = [
  {},
  { filters: [{ field: 'status', operator: 'EQ', value: 'OPEN' }] },
  { filters: [{ field: 'status', operator: 'EQ', value: 'CLOSED' }], sort: 'hiring_deadline' },
  { filters: [{ field: 'title', operator: 'LIKE', value: 'engineer' }] },
  { query: 'consult', sort: 'new_application' },
  { filters: [{ field: 'rateRange', operator: 'EQ', value: '0-90' }] },
  { offset: 200, size: 50 },
  { filters: [{ field: 'status', operator: 'NEQ', value: 'PAUSED' }], sort: 'hiring_deadline', size: 100 },
]

async function timeSearches(
  app: ReturnType<typeof createApp>,
  token: string,
  rounds: number,
  log?: Log,
): Promise<number[]> {
  const times: number[] = []
  const perSearch = SEARCHES.map(() => [] as number[])
  for (let r = 0; r < rounds; r++) {
    for (const [i, body] of SEARCHES.entries()) {
      const started = performance.now()
      const res = await app.request('/api/search/project/query', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      await res.json()
      if (res.status !== 200) throw new Error(`search answered ${res.status}`)
      if (r > 0) {
        times.push(performance.now() - started)
        perSearch[i].push(performance.now() - started)
      }
    }
  }
  // Which search is slow, when the p95 is over budget.
  for (const [i, body] of SEARCHES.entries())
    log?.(`  p95 ${percentile(perSearch[i], 95).toFixed(1)} ms  ${JSON.stringify(body)}`)
  return times
}

/**
 * Project search p95 (issue 5 bench) on PGlite, in process: over the default demo data
 * (400 projects), then with the demo's projects cloned to 10,000.
 */
export async function measureProjectSearch(log: Log): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-projects-'))
  const env = readEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'production' })
  const database = await openDatabase(env)
  try {
    const { db } = database
    log('project search: seeding the default demo data (20,000 talents, 400 projects)')
    await seedDemo(db, { talents: 20_000, projects: 400 })
    const { app, token } = await benchApp(db, env)
    const demo = await timeSearches(app, token, 26)
    log('project search: cloning the projects to 10,000')
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM projects WHERE NOT is_template`),
    )
    const copies = Math.ceil((10_000 - n) / n)
    await db.execute(sql`
      INSERT INTO projects (client_id, legal_entity_id, title, description, skills, employment, work_mode,
        site_city, site_country_code, rate_min, rate_max, rate_unit, currency, hiring_deadline, assignment_start,
        assignment_end, positions, max_submissions, status, openness, freelancer_visible, filled, partially_filled,
        owner_id, vms_job_id, last_application_at, updated_at, created_at)
      SELECT client_id, legal_entity_id, title || ' ' || g, description, skills, employment, work_mode,
        site_city, site_country_code, rate_min, rate_max, rate_unit, currency, hiring_deadline + g, assignment_start,
        assignment_end, positions, max_submissions, status, openness, freelancer_visible, filled, partially_filled,
        owner_id, vms_job_id || '-' || g, last_application_at - g * interval '1 hour', updated_at - g * interval '1 minute',
        created_at
      FROM projects, generate_series(1, ${copies}) g WHERE NOT is_template`)
    await db.execute(sql`ANALYZE projects`)
    const large = await timeSearches(app, token, 26, log)
    return [
      { metric: 'project search p50, demo (400 projects)', value: percentile(demo, 50), unit: 'ms' },
      {
        metric: 'project search p95, demo (400 projects)',
        value: percentile(demo, 95),
        unit: 'ms',
        budget: 30,
      },
      { metric: 'project search p50, 10,000 projects', value: percentile(large, 50), unit: 'ms' },
      { metric: 'project search p95, 10,000 projects', value: percentile(large, 95), unit: 'ms', budget: 30 },
    ]
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./report')
  printTable(await measureProjectSearch((msg) => console.log(`[bench] ${msg}`)))
}
