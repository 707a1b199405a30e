import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { createTestDatabase } from './support/test-db'

/**
 * Talent search runs its statement as is, outside a transaction: on PostgreSQL every connection
 * of the app's pool already plans without parallel workers (set once when it connects), which
 * the search relies on (a bounded sort's walk in two workers probed far past what it needed).
 * PGlite has no workers.
 */

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('the app’s PostgreSQL connections', () => {
  it('plan without parallel workers, on every connection of the pool', async () => {
    if (database.kind !== 'postgres') return
    // Several at once, so the pool opens more than one connection.
    const settings = await Promise.all(
      Array.from({ length: 4 }, async () =>
        rowsOf<{ v: string; pid: number }>(
          await database.db.execute(
            sql`SELECT current_setting('max_parallel_workers_per_gather') AS v, pg_backend_pid() AS pid, pg_sleep(0.05)`,
          ),
        ),
      ),
    )
    expect(new Set(settings.map(([r]) => r.pid)).size).toBeGreaterThan(1)
    for (const [row] of settings) expect(row.v).toBe('0')
  })
})
