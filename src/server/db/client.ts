import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/all'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx

/** The driver behind a drizzle handle (the PGlite instance or the node-postgres pool); none in a transaction. */
export const driverOf = (db: DbOrTx): unknown => (db as { $client?: unknown }).$client

/** `db` runs on a node-postgres pool (PostgreSQL, outside a transaction). */
export const onPostgresPool = (db: DbOrTx): boolean => driverOf(db) instanceof pg.Pool

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

/**
 * The extensions the migrations create. PGlite needs them loaded at creation time (CREATE
 * EXTENSION alone fails).
 */
export const pgliteExtensions = { pg_trgm, btree_gin }

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePgliteAndVacuum(client),
    close: () => client.close(),
  } as Database & { client: PGlite }
}

/**
 * Migrates, and when that changed an existing database, VACUUM ANALYZE: PGlite has no
 * autovacuum, and a migration that adds a column rewrites its table (0009 on talents), so
 * until a vacuum the visibility map is empty and searches that read only an index read the
 * table too. A new database is not vacuumed: it is empty, and seeding analyses what it writes.
 */
export async function migratePgliteAndVacuum(client: PGlite, folder = migrationsFolder): Promise<void> {
  const applied = async () => {
    const found = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
    )
    if (found.rows[0].n === 0) return 0
    return (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
      .rows[0].n
  }
  const before = await applied()
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder })
  if (before > 0 && (await applied()) > before) await client.exec('VACUUM ANALYZE')
}

/**
 * Every pool connection plans without parallel workers: the app's statements are short, and with
 * bounded sorts the planner liked to walk a sort index in two workers, each probing until the
 * leader had enough (talent search: "previous job consultant" 48 ms in two workers, 13 ms alone;
 * skill Python at 200,000 talents 135 ms). Set once per connection, not per statement.
 */
const POOL_OPTIONS = '-c max_parallel_workers_per_gather=0'

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: POOL_OPTIONS })
  // Fail fast with a readable message instead of on the first query.
  const conn = await pool.connect()
  conn.release()
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  }
}
