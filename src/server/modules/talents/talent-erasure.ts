import { rm } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { appSettings } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { quietFor } from '../../kernel/activity'
import type { Logger } from '../../kernel/logger'
import { eraseTalentMail } from '../email'
import { ownedTalent, writeTalentEvent } from './talent-service'

/** Rows that belong to the talent alone: erasure deletes them. */
const TALENT_CHILD_TABLES = [
  'cv_items',
  'talent_skills',
  'talent_languages',
  'talent_tags',
  'talent_action_logs',
  'pool_memberships',
] as const

/**
 * DELETE freelancer/{id} (§2 "Delete is erasure"). In one transaction: the talent row keeps
 * only its id, client, state DELETED and dates (name "Deleted Talent", as the seed's erased
 * talents) — its search row (talent_search, by trigger) and the trigram indexes follow it; CV items, skills,
 * languages, tags, action logs and pool memberships are deleted; the talent's applications
 * stay (project counts) without their answers and notes; history keeps its events but not
 * their values; outbox mail to the talent's address goes. Stored files (CV, attachments)
 * are removed after the commit. Returns the storage keys it removed.
 */
export async function eraseTalent(db: Db, dataDir: string, user: AuthUser, id: number): Promise<string[]> {
  const keys = await db.transaction(async (tx) => {
    const t = await ownedTalent(tx, user, id, true)
    const exec = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(q))
    const resources = await exec<{ storage_key: string }>(sql`
      DELETE FROM resources WHERE client_id = ${user.clientId} AND (
        id = ${t.cvId}::uuid OR id IN (SELECT attachment_id FROM cv_items WHERE talent_id = ${id} AND attachment_id IS NOT NULL))
      RETURNING storage_key`)
    for (const table of TALENT_CHILD_TABLES)
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE talent_id = ${id}`)
    const apps = sql`SELECT id FROM applications WHERE talent_id = ${id}`
    await tx.execute(sql`DELETE FROM answers WHERE application_id IN (${apps})`)
    await tx.execute(sql`DELETE FROM manual_logs WHERE application_id IN (${apps})`)
    await tx.execute(
      sql`UPDATE vms_interviews SET notes = NULL, location = NULL WHERE application_id IN (${apps})`,
    )
    // What was sent to the VMS about the talent (kept verbatim for the audit trail) goes too.
    await tx.execute(sql`
      UPDATE vms_requests SET request_body = '', response_body = NULL, files = NULL WHERE application_id IN (${apps})`)
    const vmsFiles = rowsOf<{ key: string }>(
      await tx.execute(sql`
        UPDATE vms_submissions s SET payload = NULL, cv_file = NULL FROM vms_submissions old
        WHERE s.id = old.id AND s.application_id IN (${apps}) AND old.cv_file IS NOT NULL
        RETURNING old.cv_file->>'storageKey' AS key`),
    )
    await tx.execute(sql`UPDATE notifications SET payload = '{}' WHERE application_id IN (${apps})`)
    await tx.execute(sql`
      UPDATE history_events SET old_value = NULL, new_value = NULL
      WHERE client_id = ${user.clientId} AND (
        (entity_type = 'talent' AND entity_id = ${id}) OR (entity_type = 'application' AND entity_id IN (${apps})))`)
    await eraseTalentMail(tx, user.clientId, id, t.email)
    await tx.execute(sql`
      UPDATE talents SET state = 'DELETED', tier = NULL, email = NULL, email_verified = false, phone = NULL,
        first_name = 'Deleted', last_name = 'Talent', title = NULL, summary = NULL, consent_to = NULL, cv_id = NULL,
        home_line1 = NULL, home_line2 = NULL, home_zip_code = NULL, home_city = NULL, home_state = NULL,
        home_country_code = NULL, current_country = NULL, current_city = NULL, latitude = NULL, longitude = NULL,
        not_available_from = NULL, not_available_until = NULL, rate_min = NULL, rate_max = NULL,
        rate_currency = NULL, rate_unit = NULL, experience_years = NULL, vms_id = NULL,
        skills_text = '', cv_text = '', updated_at = now()
      WHERE id = ${id}`)
    await writeTalentEvent(tx, user, id, 'MSP_DELETES')
    return [...resources.map((r) => r.storage_key), ...vmsFiles.map((f) => f.key)]
  })
  await removeStoredFiles(dataDir, keys)
  return keys
}

/** Deletes the files behind storage keys under DATA_DIR/files; a missing file (seed keys) is fine. */
async function removeStoredFiles(dataDir: string, keys: string[]) {
  const root = resolve(dataDir, 'files')
  for (const key of keys) {
    const path = resolve(root, key)
    if (!path.startsWith(root + sep)) continue
    await rm(path, { force: true })
  }
}

/**
 * Dead row versions keep erased bytes in heap and index pages until vacuumed: VACUUM FULL
 * rewrites the touched tables (and their indexes) and CHECKPOINT flushes them. Run after an
 * erasure when the deployment wants the bytes gone from the data files at once.
 */
export const ERASURE_TABLES = [
  'talents',
  'talent_search',
  ...TALENT_CHILD_TABLES,
  'resources',
  'answers',
  'manual_logs',
  'vms_interviews',
  'vms_requests',
  'vms_submissions',
  'notifications',
  'history_events',
  'email_outbox',
  'email_suppressions',
] as const

export async function compactAfterErasure(db: Db) {
  for (const table of ERASURE_TABLES) await db.execute(sql`VACUUM FULL ${sql.identifier(table)}`)
  // Old WAL segments are recycled (renamed, bytes kept) unless wal_recycle is off: then a
  // checkpoint past two segment switches deletes every segment that held the erased rows.
  await db.execute(sql`SET wal_recycle = off`)
  try {
    for (let i = 0; i < 2; i++) {
      await db.execute(sql`SELECT pg_switch_wal()`)
      await db.execute(sql`CHECKPOINT`)
    }
  } finally {
    await db.execute(sql`RESET wal_recycle`)
  }
}

const PENDING_KEY = 'erasure.compaction.pending'
let compaction: Promise<void> = Promise.resolve()
let queued = false

async function untilIdle(db: Db, idleMs: number): Promise<void> {
  for (;;) {
    const quiet = quietFor(db)
    if (quiet >= idleMs) return
    await new Promise((resolve) => setTimeout(resolve, idleMs - quiet))
  }
}

async function runCompaction(db: Db, logger: Logger): Promise<void> {
  const started = performance.now()
  try {
    await compactAfterErasure(db)
    await db.delete(appSettings).where(eq(appSettings.key, PENDING_KEY))
    logger.info('erasure compaction', { ms: Math.round(performance.now() - started) })
  } catch (error) {
    logger.warn('erasure compaction failed', { error: String(error) })
  }
}

/**
 * The erasure itself is done (and answered) at once; compacting its bytes out of the data
 * files waits until the server has had no request for `idleMs`, because it takes ~10-13 s on
 * the demo data (20,000 talents) and PGlite, which runs in the server's thread, answers
 * nothing meanwhile. Coalesced: erasures that arrive while one waits share it. The pending
 * mark is stored, so a server stopped before it ran compacts at its next start
 * (`compactPendingErasures`). A failure (e.g. a PostgreSQL role without the right to switch
 * WAL) is logged; the rows are erased either way.
 */
export async function scheduleCompaction(db: Db, logger: Logger, idleMs: number, now: Date): Promise<void> {
  await db.insert(appSettings).values({ key: PENDING_KEY, value: now.toISOString() }).onConflictDoNothing()
  if (queued) return compaction
  queued = true
  compaction = compaction.then(async () => {
    await untilIdle(db, idleMs)
    queued = false
    await runCompaction(db, logger)
  })
  return compaction
}

/** At start-up, before serving: finishes a compaction a stopped server left pending. */
export async function compactPendingErasures(db: Db, logger: Logger): Promise<void> {
  const [pending] = await db.select().from(appSettings).where(eq(appSettings.key, PENDING_KEY))
  if (pending) await runCompaction(db, logger)
}

/** Resolves when every scheduled compaction has run (tests, shutdown). */
export const compactionIdle = () => compaction
