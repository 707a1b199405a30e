import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/**
 * `application_stage_counts` (migration 0005) holds each project's applications per stage,
 * kept exact by statement-level triggers on `applications`. Loads that switch triggers off
 * (the seed runs with session_replication_role = replica) rebuild it afterwards.
 */
export async function rebuildStageCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM application_stage_counts`)
  await db.execute(sql`
    INSERT INTO application_stage_counts (project_id, stage, n)
    SELECT project_id, stage, count(*) FROM applications GROUP BY project_id, stage`)
}
