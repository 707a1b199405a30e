import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/**
 * `pool_member_counts` (migration 0013) holds each pool's members per status, kept exact by
 * statement-level triggers on `pool_memberships`. Loads that switch triggers off (the seed runs
 * with session_replication_role = replica) rebuild it afterwards.
 */
export async function rebuildPoolCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM pool_member_counts`)
  await db.execute(sql`
    INSERT INTO pool_member_counts (pool_id, status, n)
    SELECT pool_id, status, count(*) FROM pool_memberships GROUP BY pool_id, status`)
}
