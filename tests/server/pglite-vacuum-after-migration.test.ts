import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { migratePgliteAndVacuum, migrationsFolder, pgliteExtensions } from '../../src/server/db/client'

// PGlite only: the app's own embedded database (PostgreSQL has autovacuum).
const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** The migrations folder as a release that ended before the last migration. */
function folderWithoutLastMigration(): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'))
  folders.push(folder)
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'))
  const last = journal.entries.pop()
  rmSync(join(folder, `${last.tag}.sql`))
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

const talentsVacuumed = async (client: PGlite) =>
  (
    await client.query<{ vacuumed: boolean }>(
      `select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'talents'`,
    )
  ).rows[0].vacuumed

describe('PGlite migrations', () => {
  it('vacuum an existing database that a migration changed, not a new one or an unchanged one', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions })
    try {
      // A database made by the previous release: new, so not vacuumed.
      await migratePgliteAndVacuum(client, folderWithoutLastMigration())
      expect(await talentsVacuumed(client)).toBe(false)
      // Nothing new to apply: no vacuum either.
      await migratePgliteAndVacuum(client, folderWithoutLastMigration())
      expect(await talentsVacuumed(client)).toBe(false)
      // This release's migration applied to it: vacuumed (and analysed) at once.
      await migratePgliteAndVacuum(client)
      expect(await talentsVacuumed(client)).toBe(true)
    } finally {
      await client.close()
    }
  })
})
