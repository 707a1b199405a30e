import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../src/server/db/client'
import { queryPrepared } from '../../../src/server/db/prepared'
import { jsonValue, rowsOf } from '../../../src/server/db/sql-helpers'
import { isoUtc } from '../../../src/server/modules/pipeline/pipeline-sql'
import type { ApplicationRow } from '../../../src/shared/contracts/pipeline'
import {
  type ApplicationStatusCode,
  stageOfApplicationStatus,
  type TalentState,
} from '../../../src/shared/domain/statuses'

/**
 * The pipeline's page of rows as it was read before the statement wrote the contract's JSON
 * itself: rows of snake_case columns as one JSON value, mapped to ApplicationRow here. The
 * tests compare the served text with JSON.stringify of these objects.
 */

interface RowRecord {
  id: number
  project_id: number
  legal_entity_id: number
  status: ApplicationStatusCode
  rate: string | null
  rate_unit: string | null
  currency: string | null
  /** ISO 8601 in UTC, as the contract has it (formatted by the database: no Date per value). */
  last_updated: string
  created_at: string
  talent_id: number
  first_name: string
  last_name: string
  title: string | null
  city: string | null
  country_code: string | null
  state: TalentState
  owner_id: number | null
  owner_first: string | null
  owner_last: string | null
  vms_message: string | null
  labels: { id: number; name: string }[] | string
  pending_pool: boolean
  screening: ApplicationRow['screening']
  assessment: { state: string; score: number | null; pass_threshold: number | null } | null
}

/**
 * The rows of a page as the table shows them, in ONE statement: the page's ids are read
 * first (a LIMIT over an index, no other table), then only those rows are joined with
 * talent, owner, labels, pending pool memberships and the screening state, grouped per set
 * rather than per row, and returned as one JSON value (PGlite decodes one value much faster
 * than 100 rows of 25 columns). `total` (a scalar SQL expression) rides along. Prepared
 * (queryPrepared) where the page allows: planning this statement costs more than running it.
 *
 * Screening: the mandatory top-level questions shown to MSPs (of the project, or its legal
 * entity's defaults when project_id is null): none, all answered, or some open.
 */
export async function referenceRowPage(
  db: DbOrTx,
  clientId: number,
  page: { select: SQL; order: SQL; prepare: boolean },
  total: SQL = sql`NULL`,
): Promise<{ rows: ApplicationRow[]; total: number | null }> {
  const statement = sql`
      WITH pg AS MATERIALIZED (${page.select}),
      r AS MATERIALIZED (
        SELECT pg.*, a.project_id, p.legal_entity_id, a.talent_id, a.status, a.rate, a.rate_unit,
          a.currency, a.last_updated, a.created_at, a.allocated_msp_id, a.vms_message
        FROM pg CROSS JOIN LATERAL (
          SELECT a.project_id, a.talent_id, a.status, a.rate::text AS rate, a.rate_unit, a.currency,
            ${isoUtc(sql`a.msp_pipeline_last_updated`)} AS last_updated, ${isoUtc(sql`a.created_at`)} AS created_at,
            a.allocated_msp_id, a.vms_message
          FROM applications a WHERE a.id = pg.id AND a.client_id = ${clientId}
          OFFSET 0 -- kept a subquery: one primary-key lookup per page row, never a scan
        ) a
        JOIN projects p ON p.id = a.project_id
      ), lab AS (
        SELECT al.application_id, json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.position, l.id) AS labels
        FROM r JOIN application_labels al ON al.application_id = r.id JOIN pipeline_labels l ON l.id = al.label_id
        GROUP BY al.application_id
      ), pend AS (
        SELECT DISTINCT r.id FROM r
        JOIN pool_memberships pm ON pm.talent_id = r.talent_id AND pm.status = 'PENDING'
        JOIN project_pools pp ON pp.pool_id = pm.pool_id AND pp.project_id = r.project_id
      ), q AS (
        SELECT id, project_id, legal_entity_id FROM questions
        WHERE mandatory AND msp_visibility AND NOT hide AND parent_question_id IS NULL
          AND (project_id IN (SELECT project_id FROM r)
            OR (project_id IS NULL AND legal_entity_id IN (SELECT legal_entity_id FROM r)))
      ), scr AS (
        SELECT r.id, count(*) AS needed, count(an.question_id) AS answered
        FROM r JOIN q ON q.project_id = r.project_id OR (q.project_id IS NULL AND q.legal_entity_id = r.legal_entity_id)
        LEFT JOIN (
          SELECT DISTINCT application_id, question_id FROM answers
          WHERE application_id IN (SELECT id FROM r) AND question_id IN (SELECT id FROM q)
        ) an ON an.application_id = r.id AND an.question_id = q.id
        GROUP BY r.id
      )
      SELECT ${total} AS total, coalesce(json_agg(x ORDER BY ${page.order}), '[]') AS rows FROM (
        SELECT r.*, t.first_name, t.last_name, t.title, t.home_city AS city,
          t.home_country_code AS country_code, t.state,
          m.id AS owner_id, m.first_name AS owner_first, m.last_name AS owner_last,
          coalesce(lab.labels, '[]') AS labels, pend.id IS NOT NULL AS pending_pool,
          CASE WHEN scr.id IS NULL THEN 'none' WHEN scr.answered = scr.needed THEN 'complete'
            ELSE 'incomplete' END AS screening,
          (SELECT json_build_object('state', s.status, 'score', s.score::float8, 'pass_threshold', s.pass_threshold::float8)
            FROM assessments s JOIN legal_entities le ON le.id = r.legal_entity_id
            WHERE s.application_id = r.id AND coalesce((le.config->>'assessmentsEnabled')::boolean, false)
            ORDER BY s.created_at DESC, s.id DESC LIMIT 1) AS assessment
        FROM r JOIN talents t ON t.id = r.talent_id
        LEFT JOIN msps m ON m.id = r.allocated_msp_id
        LEFT JOIN lab ON lab.application_id = r.id
        LEFT JOIN pend ON pend.id = r.id
        LEFT JOIN scr ON scr.id = r.id
      ) x`
  type Result = { total: number | string | null; rows: RowRecord[] | string }
  const [result] = page.prepare
    ? await queryPrepared<Result>(db, statement)
    : rowsOf<Result>(await db.execute(statement))
  const records = jsonValue(result.rows)
  return {
    rows: records.map(toApplicationRow),
    total: result.total === null ? null : Number(result.total),
  }
}

function toApplicationRow(r: RowRecord): ApplicationRow {
  const labels = jsonValue(r.labels)
  return {
    id: Number(r.id),
    projectId: Number(r.project_id),
    legalEntityId: Number(r.legal_entity_id),
    status: r.status,
    stage: stageOfApplicationStatus(r.status),
    talent: {
      id: Number(r.talent_id),
      firstName: r.first_name,
      lastName: r.last_name,
      title: r.title,
      city: r.city,
      countryCode: r.country_code,
      state: r.state,
    },
    rate: r.rate,
    rateUnit: r.rate_unit,
    currency: r.currency,
    labels: (labels as { id: number; name: string }[]).map((l) => ({ id: Number(l.id), name: l.name })),
    screening: r.screening,
    pendingPoolMembership: Boolean(r.pending_pool),
    lastUpdated: r.last_updated,
    createdAt: r.created_at,
    owner:
      r.owner_id === null
        ? null
        : { id: Number(r.owner_id), firstName: r.owner_first ?? '', lastName: r.owner_last ?? '' },
    vmsMessage: r.vms_message,
    assessment: r.assessment
      ? {
          state: r.assessment.state as NonNullable<ApplicationRow['assessment']>['state'],
          score: r.assessment.score === null ? null : Number(r.assessment.score),
          passThreshold: r.assessment.pass_threshold === null ? null : Number(r.assessment.pass_threshold),
        }
      : null,
  }
}
