import { resolve } from 'node:path'
import type { Env } from '../env'
import { type Database, openPglite, openPostgres } from './client'
import { lockDataDir } from './data-dir-lock'

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrates it. */
export async function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (env.DATABASE_URL) {
    const database = await openPostgres(env.DATABASE_URL)
    await database.migrate()
    return database
  }
  const dir = resolve(env.DATA_DIR, 'pglite')
  const release = lockDataDir(resolve(env.DATA_DIR))
  try {
    const database = await openPglite(dir)
    await database.migrate()
    return {
      ...database,
      close: async () => {
        await database.close()
        release()
      },
    }
  } catch (e) {
    release()
    throw e
  }
}
