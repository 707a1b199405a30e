import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { FileStorage } from '../../integrations/files/storage'
import type { Logger } from '../../kernel/logger'

/** A file younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_GRACE_MS = 60 * 60_000
/** How often the server sweeps. */
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000
const BATCH = 500

/**
 * Removes stored files that no `resources` row names (an upload that failed after its bytes
 * were written, a process killed between the file and the commit, a row deleted without its
 * file). Files are compared with the rows in batches; only files older than the grace time
 * are touched. Returns the keys removed.
 */
export async function sweepOrphanFiles(
  db: DbOrTx,
  storage: FileStorage,
  now: Date = new Date(),
  graceMs = ORPHAN_GRACE_MS,
): Promise<string[]> {
  const removed: string[] = []
  let batch: string[] = []
  const flush = async () => {
    if (batch.length === 0) return
    const known = new Set(
      rowsOf<{ storage_key: string }>(
        // One parameter for the whole batch: storage keys never hold a comma.
        await db.execute(
          sql`SELECT storage_key FROM resources WHERE storage_key = ANY(string_to_array(${batch.join(',')}, ','))`,
        ),
      ).map((r) => r.storage_key),
    )
    for (const key of batch)
      if (!known.has(key)) {
        await storage.remove(key)
        removed.push(key)
      }
    batch = []
  }
  for await (const file of storage.list()) {
    if (now.getTime() - file.modifiedAt.getTime() < graceMs) continue
    batch.push(file.key)
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  return removed
}

/** Sweeps now and then every ORPHAN_SWEEP_INTERVAL_MS; the returned function stops it. */
export function startOrphanSweep(db: DbOrTx, storage: FileStorage, logger: Logger): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const removed = await sweepOrphanFiles(db, storage)
      if (removed.length > 0) logger.info('stored files without a row removed', { count: removed.length })
    } catch (error) {
      logger.warn('orphan file sweep failed', { error: String(error) })
    } finally {
      running = false
    }
  }
  void run()
  const timer = setInterval(run, ORPHAN_SWEEP_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
