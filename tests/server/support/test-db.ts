import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { type Database, openPglite, openPostgres } from '../../../src/server/db/client'
import { withDatabase } from './postgres-admin'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, a clone of the
 * migrated template database when the suite runs against PostgreSQL (TEST_DATABASE_URL).
 */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate')
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgTemplate && pgUrl) {
    const name = `rw_test_${randomBytes(6).toString('hex')}`
    await withDatabase(pgUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${pgTemplate}"`))
    const url = new URL(pgUrl)
    url.pathname = `/${name}`
    const database = await openPostgres(url.toString(), 4)
    return {
      ...database,
      close: async () => {
        await database.close()
        await withDatabase(pgUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}"`))
      },
    }
  }
  const file = inject('pgliteTemplate')
  const bytes = await readFile(file)
  return openPglite(undefined, new Blob([bytes]))
}
