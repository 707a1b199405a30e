import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../src/server/db/open'
import { recomputeStaleSuggestedCounts } from '../../src/server/modules/matching'
import { seedDemo } from '../../src/server/seed/seed-demo'
import { seedLargeStage } from '../../src/server/seed/seed-stage'
import { freePort } from './bench-server'

export interface StageData {
  projectId: number
  /** Application ids of the stage, in insertion order. */
  ids: number[]
}

/**
 * A small demo set plus one Acme project whose active stage holds `size` applications,
 * written before the server starts (PGlite's data dir is one process's at a time).
 */
export async function prepareStage(
  target: { DATA_DIR: string; DATABASE_URL?: string },
  size: number,
): Promise<StageData> {
  const database = await openDatabase(target)
  try {
    const { db } = database
    await seedDemo(db, { talents: 400, projects: 6, applications: 200 })
    const stage = await seedLargeStage(db, size, 'Bench: contact centre agents')
    // Assessments on (issue 24 §3), and every second application with one or two of them, in
    // each state: the rows then carry their latest one, as a page of a project using them does.
    await db.execute(sql`UPDATE legal_entities SET config = config || '{"assessmentsEnabled": true}'::jsonb
      WHERE id = (SELECT legal_entity_id FROM projects WHERE id = ${stage.projectId})`)
    await db.execute(sql`INSERT INTO assessments (application_id, name, provider, status, score, pass_threshold, created_at)
      SELECT a.id, 'Bench test', 'reference', (ARRAY['invited', 'started', 'completed', 'expired', 'failed'])[1 + (a.id / 2) % 5],
        CASE WHEN (a.id / 2) % 5 = 2 THEN 40 + a.id % 60 END, CASE WHEN (a.id / 2) % 5 = 2 THEN 70 END,
        now() - make_interval(days => g)
      FROM applications a CROSS JOIN generate_series(0, a.id % 2) g
      WHERE a.project_id = ${stage.projectId} AND a.id % 4 < 2`)
    // The new stage's Suggested count computed now, as the seed computes the demo's: the server
    // then starts fresh instead of recomputing it in the background while it is measured.
    await recomputeStaleSuggestedCounts(db)
    // Planner statistics and the visibility map, as autovacuum would have them on a server that has
    // been running (and so autovacuum does not vacuum the new rows in the middle of the measures).
    await db.execute(sql`VACUUM ANALYZE`)
    return stage
  } finally {
    await database.close()
  }
}

export interface ThrowawayPostgres {
  url: string
  stop(): void
}

/** A throwaway PostgreSQL on loopback, as .ci/with-postgres.sh starts it; null when not installed. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : []
  const bin = versions.length > 0 ? join('/usr/lib/postgresql', versions[versions.length - 1], 'bin') : null
  if (!bin || !existsSync(join(bin, 'initdb'))) return null
  const base = mkdtempSync(join(tmpdir(), 'rw-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot)
    chownSync(
      base,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    )
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : execFileSync(cmd, args)
  const port = await freePort()
  run(join(bin, 'initdb'), ['-D', join(base, 'data'), '-A', 'trust', '-U', 'postgres'])
  run(join(bin, 'pg_ctl'), [
    '-D',
    join(base, 'data'),
    '-w',
    '-l',
    join(base, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${base} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ])
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
  await admin.connect()
  await admin.query('CREATE DATABASE bench')
  await admin.end()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop: () => {
      try {
        run(join(bin, 'pg_ctl'), ['-D', join(base, 'data'), '-m', 'immediate', 'stop'])
      } finally {
        rmSync(base, { recursive: true, force: true })
      }
    },
  }
}

/**
 * Runs `measure` on PGlite, then on a throwaway PostgreSQL when Debian's is installed (else
 * says so and reports PGlite only).
 */
export async function onPgliteAndPostgres<R>(
  what: string,
  measure: (kind: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined) => Promise<R[]>,
  log: (msg: string) => void,
): Promise<R[]> {
  const rows = await measure('PGlite', undefined)
  const postgres = await startThrowawayPostgres()
  if (!postgres) {
    log(`PostgreSQL is not installed: ${what} figures on PGlite only`)
    return rows
  }
  try {
    rows.push(...(await measure('PostgreSQL', postgres.url)))
  } finally {
    postgres.stop()
  }
  return rows
}
