import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import {
  type ReferenceProvidersProcess,
  startReferenceProviders,
} from '../../src/reference/talent-providers/process'
import { createApp } from '../../src/server/app'
import type { Db } from '../../src/server/db/client'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { createOutboxTransport } from '../../src/server/integrations/mail/drivers/outbox'
import { providersFromUrls } from '../../src/server/integrations/talent-providers/drivers/from-env'
import { createLogger } from '../../src/server/kernel/logger'
import { loadSigningKey } from '../../src/server/modules/auth/tokens'
import { findExisting } from '../../src/server/modules/external-search'
import { seedDemo } from '../../src/server/seed/seed-demo'
import { onPgliteAndPostgres } from './pipeline-data'
import { type BenchRow, percentile } from './report'
import { settled } from './settle'
import { growTalents } from './talent-search-bench'

type Log = (msg: string) => void
type App = ReturnType<typeof createApp>
type Kind = 'PGlite' | 'PostgreSQL'

/** Rounds of the 20 projects' rankings after the warm-up round: 80 samples. */
const TO_JOB_ROUNDS = 4
/** Dedupes of the same page after 5 warm-up ones. */
const DEDUPE_SAMPLES = 60

/** The first 20 active projects of Acme, each ranked once per round (the first round warms up). */
async function timeToJob(db: Db, app: App, token: string, rounds: number): Promise<number[]> {
  const projects = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'acme' AND NOT p.is_template AND p.status = 'ACTIVE' ORDER BY p.id LIMIT 20`),
  )
  const times: number[] = []
  for (let round = 0; round <= rounds; round++)
    for (const p of projects) {
      const started = performance.now()
      const res = await app.request(`/api/match/freelancers/toJob/${p.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      await res.json()
      if (res.status !== 200) throw new Error(`toJob answered ${res.status} for project ${p.id}`)
      if (round > 0) times.push(performance.now() - started)
    }
  return times
}

const ms = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} samples)`

/** External search first pages against the reference providers: the API's time and the provider's own. */
async function timeExternalSearch(
  app: App,
  token: string,
  providers: ReturnType<typeof providersFromUrls>,
): Promise<BenchRow[]> {
  const queries = [
    'java developer Berlin',
    'react typescript',
    'sap consultant',
    '+python "machine learning"',
    'kubernetes -azure',
  ]
  const api: number[] = []
  const provider: number[] = []
  for (let round = 0; round < 3; round++)
    for (const query of queries)
      for (const name of ['textkernel', 'monster'] as const) {
        const p0 = performance.now()
        await providers[name]?.search({ text: query, offset: 0, size: name === 'monster' ? 50 : 100 })
        const p1 = performance.now()
        const res = await app.request('/api/search/freelancer/external/resume', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ provider: name, query, size: name === 'monster' ? 50 : 100 }),
        })
        await res.json()
        if (round > 0) {
          provider.push(p1 - p0)
          api.push(performance.now() - p1)
        }
      }
  const overhead = api.map((t, i) => t - provider[i])
  return [
    { metric: 'external search first page p95, API', value: percentile(api, 95), unit: 'ms' },
    {
      metric: "external search first page p95, the provider's own time",
      value: percentile(provider, 95),
      unit: 'ms',
    },
    {
      metric: 'external search first page p95, API minus the provider (same query)',
      value: percentile(overhead, 95),
      unit: 'ms',
      budget: 300,
    },
  ]
}

/**
 * Issue 23's budgets on one engine, in process, over the default demo data (20,000 talents):
 * the ranking of a project's talents (toJob) and the dedupe of a 100-result page against the
 * client's talents; on PGlite also an external search's first page against the reference
 * providers, on PostgreSQL also toJob with the talents grown to 200,000.
 */
async function measureOn(kind: Kind, url: string | undefined, ref: ReferenceProvidersProcess, log: Log) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-matching-'))
  const env = readEnv({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ...(url ? { DATABASE_URL: url } : {}),
  })
  const database = await openDatabase(env)
  try {
    const { db } = database
    log(`matching (${kind}): seeding the default demo data (20,000 talents, 400 projects)`)
    await seedDemo(db, { talents: 20_000, projects: 400 })
    const providers = providersFromUrls(env, {
      monster: { url: `${ref.url}/monster`, key: ref.monsterKey },
      textkernel: { url: `${ref.url}/textkernel`, key: ref.textkernelKey },
    })
    const app = createApp({
      db,
      env,
      logger: createLogger('silent'),
      mailTransport: createOutboxTransport(),
      signingKey: await loadSigningKey(db, 'bench-secret-bench-secret-bench-secret-00'),
      talentProviders: providers,
    })
    const login = await app.request('/api/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'anna.admin@acme.test', password: 'Recruit!2026' }),
    })
    const { access_token: token } = (await login.json()) as { access_token: string }

    // Once the seed's aftermath (autovacuum on PostgreSQL) is done.
    log(`matching (${kind}): machine idle after ${(await settled()).toFixed(0)} ms`)
    const toJob = await timeToJob(db, app, token, TO_JOB_ROUNDS)
    log(`matching (${kind}): toJob on the demo ${ms(toJob)}`)
    const [{ id: clientId }] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM clients WHERE code = 'acme'`),
    )
    const page = await providers.textkernel?.search({ text: 'java developer berlin', offset: 0, size: 100 })
    const people = page?.results ?? []
    const dedupe: number[] = []
    for (let i = 0; i < DEDUPE_SAMPLES + 5; i++) {
      const started = performance.now()
      await findExisting(db, clientId, people)
      if (i >= 5) dedupe.push(performance.now() - started)
    }
    log(`matching (${kind}): dedupe of a ${people.length}-result page ${ms(dedupe)}`)
    const rows: BenchRow[] = [
      { metric: `${kind}: toJob p50, demo (20,000 talents)`, value: percentile(toJob, 50), unit: 'ms' },
      {
        metric: `${kind}: toJob p95, demo (20,000 talents)`,
        value: percentile(toJob, 95),
        unit: 'ms',
        budget: kind === 'PGlite' ? 100 : 50,
      },
      {
        metric: `${kind}: dedupe of a ${people.length}-result page p95`,
        value: percentile(dedupe, 95),
        unit: 'ms',
        budget: 20,
      },
    ]
    if (kind === 'PGlite') {
      log('matching: external search first pages (API and the provider alone)')
      rows.push(...(await timeExternalSearch(app, token, providers)))
      return rows
    }
    const started = performance.now()
    await growTalents(db, 200_000, log)
    log(`matching (${kind}): 200,000 talents in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    log(`matching (${kind}): machine idle after ${(await settled()).toFixed(0)} ms`)
    const large = await timeToJob(db, app, token, TO_JOB_ROUNDS)
    log(`matching (${kind}): toJob at 200,000 talents ${ms(large)}`)
    rows.push(
      { metric: `${kind}: toJob p50, 200,000 talents`, value: percentile(large, 50), unit: 'ms' },
      {
        metric: `${kind}: toJob p95, 200,000 talents`,
        value: percentile(large, 95),
        unit: 'ms',
        budget: 300,
      },
    )
    return rows
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** PGlite, then PostgreSQL when Debian's server is installed (the reference providers shared). */
export async function measureMatching(log: Log): Promise<BenchRow[]> {
  const ref = await startReferenceProviders()
  try {
    return await onPgliteAndPostgres('matching', (kind, url) => measureOn(kind, url, ref, log), log)
  } finally {
    await ref.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./report')
  printTable(await measureMatching((msg) => console.log(`[bench] ${msg}`)))
}
