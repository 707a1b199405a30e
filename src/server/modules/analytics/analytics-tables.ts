import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/**
 * The analytics pre-aggregates of migration 0022 (`application_stage_stays`,
 * `application_stay_counts`, `recruiter_activity_days`) are kept by triggers on applications and
 * history_events. Loads that switch triggers off (the seed runs with session_replication_role =
 * replica) rebuild them afterwards.
 */
export async function rebuildAnalyticsTables(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM application_stay_counts`)
  await db.execute(sql`DELETE FROM application_stage_stays`)
  await db.execute(sql`SELECT application_stage_stays_refresh(ARRAY(SELECT id FROM applications))`)
  await db.execute(sql`DELETE FROM recruiter_activity_days`)
  await db.execute(sql`
    INSERT INTO recruiter_activity_days (client_id, day, msp_id, actions, notes, calls, submissions)
    SELECT client_id, (created_at AT TIME ZONE 'UTC')::date, msp_id, count(*),
      count(*) FILTER (WHERE event = 'MSP_LOG_NOTE'), count(*) FILTER (WHERE event = 'MSP_LOG_CALL'),
      count(*) FILTER (WHERE entity_type = 'application' AND event = 'MSP_CHANGED_STATUS'
        AND application_stage_of(new_value->>'status') = 'send2vms')
    FROM history_events WHERE msp_id IS NOT NULL GROUP BY 1, 2, 3`)
}
