import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/**
 * `talent_search` (migration 0011) holds what a text search reads of each talent, kept by
 * statement-level triggers on `talents` and `cv_items`. Loads that switch triggers off (the seed
 * runs with session_replication_role = replica) rebuild it afterwards: the triggers' vector
 * function, and their items' text (talent_jobs_text) gathered in one pass over the items (per
 * talent, a load's tables without statistics yet were read whole for each one: 90 s for 20,000).
 */
export async function rebuildTalentSearch(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM talent_search`)
  await db.execute(sql`
    INSERT INTO talent_search (id, client_id, state, updated_at, search, jobs_text)
    SELECT t.id, t.client_id, t.state, t.updated_at,
      talent_search_vector(t.first_name, t.last_name, t.title, t.skills_text, t.summary, t.cv_text),
      j.jobs_text
    FROM talents t LEFT JOIN (
      SELECT talent_id, string_agg(job_text, E'\n' ORDER BY id) AS jobs_text
      FROM cv_items WHERE kind = 'j_h' GROUP BY talent_id
    ) j ON j.talent_id = t.id`)
}
