import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { startReferenceProviders } from '../../src/reference/talent-providers/process'
import { createApp } from '../../src/server/app'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { readEnv } from '../../src/server/env'
import { createOutboxTransport } from '../../src/server/integrations/mail/drivers/outbox'
import { providersFromUrls } from '../../src/server/integrations/talent-providers/drivers/from-env'
import { createLogger } from '../../src/server/kernel/logger'
import { loadSigningKey } from '../../src/server/modules/auth/tokens'
import { findExisting } from '../../src/server/modules/external-search'
import { seedDemo } from '../../src/server/seed/seed-demo'
import { type BenchRow, percentile } from './report'

type Log = (msg: string) => void

/**
 * Issue 23's budgets on PGlite, in process, over the default demo data (20,000 talents): the
 * ranking of a project's talents (toJob), the dedupe of a 100-result page against the client's
 * talents, and an external search's first page against the reference providers (own process on
 * loopback) with the provider's own time measured apart.
 */
export async function measureMatching(log: Log): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-matching-'))
  const env = readEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'production' })
  const database = await openDatabase(env)
  const ref = await startReferenceProviders()
  try {
    const { db } = database
    log('matching: seeding the default demo data (20,000 talents, 400 projects)')
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
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

    const projects = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
        WHERE c.code = 'acme' AND NOT p.is_template AND p.status = 'ACTIVE' ORDER BY p.id LIMIT 20`),
    )
    const toJob: number[] = []
    for (let round = 0; round < 3; round++)
      for (const p of projects) {
        const started = performance.now()
        const res = await app.request(`/api/match/freelancers/toJob/${p.id}`, { headers })
        await res.json()
        if (round > 0) toJob.push(performance.now() - started)
      }

    log(
      `matching: toJob p50 ${percentile(toJob, 50).toFixed(1)} ms, p95 ${percentile(toJob, 95).toFixed(1)} ms`,
    )
    log('matching: dedupe of 100-result pages')
    const [{ id: clientId }] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM clients WHERE code = 'acme'`),
    )
    const page = await providers.textkernel?.search({ text: 'java developer berlin', offset: 0, size: 100 })
    const people = page?.results ?? []
    const dedupe: number[] = []
    for (let i = 0; i < 15; i++) {
      const started = performance.now()
      await findExisting(db, clientId, people)
      if (i > 2) dedupe.push(performance.now() - started)
    }

    log(`matching: dedupe p95 ${percentile(dedupe, 95).toFixed(1)} ms`)
    log('matching: external search first pages (API and the provider alone)')
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
            headers,
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
      { metric: 'toJob p50, demo (20,000 talents, PGlite)', value: percentile(toJob, 50), unit: 'ms' },
      {
        metric: 'toJob p95, demo (20,000 talents, PGlite)',
        value: percentile(toJob, 95),
        unit: 'ms',
        budget: 100,
      },
      {
        metric: 'dedupe of a 100-result page p95 (PGlite)',
        value: percentile(dedupe, 95),
        unit: 'ms',
        budget: 20,
      },
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
  } finally {
    await ref.stop()
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./report')
  printTable(await measureMatching((msg) => console.log(`[bench] ${msg}`)))
}
