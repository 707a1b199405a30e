import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { rebuildAnalyticsTables } from '../modules/analytics'
import { hashPassword } from '../modules/auth'
import { addSuggestedCountRows, recomputeStaleSuggestedCounts } from '../modules/matching'
import { rebuildStageCounts } from '../modules/pipeline'
import { rebuildPoolCounts } from '../modules/pools'
import { rebuildTalentSearch } from '../modules/search'
import { BulkWriter, pgliteOf, SERIAL_TABLES } from './bulk-insert'
import { Ids, type SeedContext } from './context'
import { DEMO_PASSWORD } from './demo-accounts'
import { seedApplications } from './seed-applications'
import { seedProjects } from './seed-projects'
import { seedReference } from './seed-reference'
import { seedTalents } from './seed-talents'
import { seedVmsReadiness } from './seed-vms'

export interface SeedOptions {
  talents: number
  projects: number
  /** Default: 150 per project. */
  applications?: number
  /** Default: 42. */
  seed?: number
  log?: (msg: string) => void
}

export interface SeedSummary {
  clients: number
  legalEntities: number
  msps: number
  talents: number
  projects: number
  applications: number
  ms: number
}

/** Tables whose GIN indexes are dropped during the load and rebuilt after (5-7x faster than maintaining them). */
const GIN_TABLES = ['talents', 'talent_search', 'projects']

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** True when no client exists yet (the server seeds on first start). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM clients) AS found`),
  )
  return !rows[0]?.found
}

/** Server-wide settings (the token signing key) are not demo data: a reset keeps them. */
const KEEP_TABLES = ['app_settings']

/** Empties every application table and restarts their ids; the schema and the migrations table stay. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    ),
  ).filter((t) => !KEEP_TABLES.includes(t.name))
  if (tables.length === 0) return
  const list = tables.map((t) => `"${t.name.replace(/"/g, '""')}"`).join(', ')
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`))
}

/**
 * Fills an empty database with the deterministic demo data: same options and seed, same rows
 * and ids (only the password hash differs: its salt is random).
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  const log = opts.log ?? (() => {})
  const talents = checkCount('talents', opts.talents)
  const projects = checkCount('projects', opts.projects)
  const applications = checkCount('applications', opts.applications ?? projects * 150)
  const seed = checkCount('seed', opts.seed ?? 42)
  if (!(await isDatabaseEmpty(db)))
    throw new Error('seedDemo needs an empty database: call resetDatabase first')

  const passwordHash = await hashPassword(DEMO_PASSWORD)
  log(`seeding ${talents} talents, ${projects} projects, ${applications} applications (seed ${seed})`)
  // One transaction: a crash or an error leaves the database as it was, dropped indexes included.
  const load = async (tx: DbOrTx) => {
    await skipForeignKeyTriggers(tx)
    const ctx: SeedContext = {
      seed,
      clients: [],
      questions: new Map(),
      ids: new Ids(),
      writer: new BulkWriter(tx),
      log,
    }
    const defs = await dropGinIndexes(tx)
    await seedReference(ctx, passwordHash)
    const index = await seedTalents(ctx, talents)
    const plans = await seedProjects(ctx, projects, applications, index)
    const appCount = await seedApplications(ctx, tx, plans, index)
    // The load ran without triggers: the search rows and stage totals they keep are written here.
    await rebuildTalentSearch(tx)
    log(`rebuilding ${defs.length} GIN indexes`)
    for (const def of defs) await tx.execute(sql.raw(def))
    await rebuildStageCounts(tx)
    await rebuildAnalyticsTables(tx)
    await rebuildPoolCounts(tx)
    await seedVmsReadiness(tx)
    await addSuggestedCountRows(tx)
    return { ctx, appCount }
  }
  let result: Awaited<ReturnType<typeof load>>
  if (pgliteOf(db)) {
    // PGlite is one session: a plain BEGIN spans every statement, COPY included.
    await db.execute(sql`BEGIN`)
    try {
      result = await load(db)
      await db.execute(sql`COMMIT`)
    } catch (e) {
      await db.execute(sql`ROLLBACK`)
      throw e
    }
  } else {
    result = await db.transaction((tx) => load(tx))
  }
  const { ctx, appCount } = result
  for (const table of SERIAL_TABLES) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST(max(id), 1), max(id) IS NOT NULL) FROM "${table}"`,
      ),
    )
  }
  log('vacuum analyze')
  await db.execute(sql`VACUUM ANALYZE`)
  // After the statistics: each count is a ranking read.
  const counted = performance.now()
  const suggested = await recomputeStaleSuggestedCounts(db)
  log(`suggested counts of ${suggested} projects in ${((performance.now() - counted) / 1000).toFixed(1)} s`)
  const summary: SeedSummary = {
    clients: ctx.writer.count('clients'),
    legalEntities: ctx.writer.count('legal_entities'),
    msps: ctx.writer.count('msps'),
    talents: ctx.writer.count('talents'),
    projects: ctx.writer.count('projects'),
    applications: appCount,
    ms: Math.round(performance.now() - started),
  }
  log(`done in ${(summary.ms / 1000).toFixed(1)} s`)
  return summary
}

function checkCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number >= 0, got ${value}`)
  return value
}

/**
 * The generator writes consistent ids, so the per-row foreign-key triggers only cost time
 * (about half of the load). Turning them off needs a superuser (PGlite always is); without
 * that right the load simply runs with the checks. Transaction-local: COMMIT puts them back.
 * Every other trigger is off too: a load rebuilds what they keep (search rows, stage totals).
 */
export async function skipForeignKeyTriggers(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SAVEPOINT seed_fk`)
  try {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    await tx.execute(sql`RELEASE SAVEPOINT seed_fk`)
  } catch {
    await tx.execute(sql`ROLLBACK TO SAVEPOINT seed_fk`)
  }
}

/** Drops the GIN indexes of the big tables; returns their definitions to recreate them. */
async function dropGinIndexes(tx: DbOrTx): Promise<string[]> {
  const found = rowsOf<{ name: string; def: string }>(
    await tx.execute(sql`
      SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = 'public' AND indexdef ILIKE '%USING gin%'
        AND tablename IN (${sql.join(
          GIN_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )})
      ORDER BY indexname`),
  )
  for (const row of found) await tx.execute(sql.raw(`DROP INDEX "${row.name.replace(/"/g, '""')}"`))
  return found.map((row) => row.def)
}
