import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'

/**
 * Makes the demo's projects with a VMS sendable, as a VMS would have kept them (issue 20):
 * a project never has more submissions than its limit (the seed's random limits sat below
 * the seeded sends), leaving room for three more; and three in four of their active
 * candidates answered the mandatory screening questions (the VMS's own question is the
 * talent's to answer, not the recruiter's). Runs after the load, without random numbers, so
 * the rest of the seed stays as it was.
 */
export async function seedVmsReadiness(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    UPDATE projects p SET max_submissions = s.sent + 3
    FROM (
      SELECT a.project_id, count(*) FILTER (WHERE a.status IN ('sp', 's2c', 'sf', 'h')) AS sent
      FROM applications a GROUP BY a.project_id
    ) s, legal_entities le
    WHERE s.project_id = p.id AND le.id = p.legal_entity_id AND coalesce(le.config->>'vmsType', 'none') <> 'none'
      AND p.max_submissions >= 0 AND p.max_submissions < s.sent + 3`)
  await tx.execute(sql`
    INSERT INTO answers (id, application_id, question_id, group_id, type, value, object_value, updated_at)
    SELECT (SELECT coalesce(max(id), 0) FROM answers) + row_number() OVER (ORDER BY a.id, q.id),
      a.id, q.id, NULL, q.question_json->>'type',
      CASE q.question_json->>'type'
        WHEN 'currency' THEN round(coalesce(a.rate, p.rate_min, 60))::text
        WHEN 'date' THEN '2027-03-01'
        WHEN 'radio' THEN CASE WHEN q.question_json->'options' @> '[{"value":"no"}]' THEN 'no'
          ELSE q.question_json->'options'->0->>'value' END
        WHEN 'dropdown' THEN q.question_json->'options'->0->>'value'
        ELSE '5' END,
      CASE WHEN q.question_json->>'type' = 'currency' THEN jsonb_build_object(
        'amount', round(coalesce(a.rate, p.rate_min, 60)), 'currency', coalesce(p.currency, 'EUR')) END,
      a.created_at
    FROM applications a
    JOIN projects p ON p.id = a.project_id
    JOIN legal_entities le ON le.id = p.legal_entity_id
    JOIN questions q ON q.mandatory AND q.msp_visibility AND NOT q.hide AND q.parent_question_id IS NULL
      AND (q.project_id = p.id OR (q.project_id IS NULL AND q.legal_entity_id = p.legal_entity_id))
    WHERE coalesce(le.config->>'vmsType', 'none') <> 'none' AND a.status = 'a' AND a.id % 4 <> 0
      AND NOT EXISTS (SELECT 1 FROM answers an WHERE an.application_id = a.id)`)
}
