import { type SQL, sql } from 'drizzle-orm'
import type { ApplicationRow } from '../../../shared/contracts/pipeline'
import type { ActionRow } from '../../../shared/domain/pipeline'
import type { ApplicationStatusCode } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import { legalEntityFlagSql } from '../client'
import { isoUtc, toIso } from './pipeline-sql'

/** Loading applications as the pipeline table shows them, and as the action rules need them. */

/**
 * Label ids and pending pool memberships (the talent waits in a pool of the application's
 * project: the §5 screening block) of a set of applications, as CTEs `lab` and `pend`
 * joined once for the whole set: per-row subqueries cost ~1 ms each on PGlite.
 */
function actionFacts(ids: readonly number[]) {
  const list = intArray(ids)
  return sql`lab AS (
      SELECT al.application_id, array_agg(al.label_id ORDER BY al.label_id) AS labels
      FROM application_labels al WHERE al.application_id = ANY(${list}) GROUP BY al.application_id
    ), pend AS (
      SELECT DISTINCT pa.id FROM applications pa
      JOIN pool_memberships pm ON pm.talent_id = pa.talent_id AND pm.status = 'PENDING'
      JOIN project_pools pp ON pp.pool_id = pm.pool_id AND pp.project_id = pa.project_id
      WHERE pa.id = ANY(${list})
    )`
}

/**
 * Which applications to show, in which order: `select` yields `id` plus the columns `order`
 * sorts by (named `s_*`, so they never clash with a row's own columns); `order` is an
 * ORDER BY list over those names. Foreign ids are dropped later, by client.
 */
export interface RowPage {
  select: SQL
  order: SQL
  /**
   * Plan once and keep the plan (see loadRowPage). Not when a parameter's value decides the
   * best plan: a generic plan for a name pattern read the whole trigram index for "an" (~200 ms).
   */
  prepare: boolean
  /**
   * The recruiter the rows are read for: each row then says whether they have seen it since its
   * last pipeline move (`seen`, review memory of issue 25 §1), one primary-key lookup per row.
   */
  viewerId?: number
}

/**
 * Whether the recruiter has opened the application since its last pipeline move (review memory,
 * issue 25 §1): one primary-key probe of application_seen, a correlated subquery rather than a
 * join (see nextUnseen for what a join cost).
 */
export const seenSinceMovedSql = (viewerId: number, applicationId: SQL, movedAt: SQL) =>
  sql`coalesce((SELECT sn.seen_at >= ${movedAt} FROM application_seen sn
    WHERE sn.msp_id = ${viewerId} AND sn.application_id = ${applicationId}), false)`

/**
 * The rows of a page as the table shows them, in ONE statement: the page's ids are read
 * first (a LIMIT over an index, no other table), then only those rows are joined with
 * talent, owner, labels, pending pool memberships and the screening state, grouped per set
 * rather than per row. The statement writes the rows as the contract's JSON text itself
 * (ApplicationRow's keys in its order, compact as JSON.stringify writes it), so the search
 * sends it on as it is: no JSON.parse of the rows, no mapping, no JSON.stringify (~1 ms of the
 * server's CPU per 100 rows). `total` (a scalar SQL expression) rides along. Prepared
 * (queryPrepared) where the page allows: planning this statement costs more than running it.
 *
 * Screening: the mandatory top-level questions shown to MSPs (of the project, or its legal
 * entity's defaults when project_id is null): none, all answered, or some open. Assessment:
 * the latest one sent, null where there is none or the legal entity does not use them.
 */
export async function loadRowPageJson(
  db: DbOrTx,
  clientId: number,
  page: RowPage,
  total: SQL = sql`NULL`,
  /** A scalar SQL expression over the page's rows (CTE `r`), returned as text: e.g. their projects' titles. */
  extra: SQL = sql`NULL`,
): Promise<{ rows: string; total: number | null; extra: string | null }> {
  const viewer = page.viewerId
  // A subquery, one index lookup per row: as a join, PostgreSQL hashed all of application_seen.
  const seen =
    viewer === undefined ? sql`` : sql`, ${seenSinceMovedSql(viewer, sql`r.id`, sql`r.moved_at`)} AS seen`
  // row_to_json writes compact objects; json_agg would separate them with ", \n ".
  const statement = sql`
      WITH pg AS MATERIALIZED (${page.select}),
      r AS MATERIALIZED (
        SELECT pg.*, a.project_id, p.legal_entity_id, a.talent_id, a.status, a.stage, a.rate, a.rate_unit,
          a.currency, a.last_updated, a.created_at, a.allocated_msp_id, a.vms_message, a.moved_at
        FROM pg CROSS JOIN LATERAL (
          SELECT a.project_id, a.talent_id, a.status, a.stage, a.rate::text AS rate, a.rate_unit, a.currency,
            ${isoUtc(sql`a.msp_pipeline_last_updated`)} AS last_updated, ${isoUtc(sql`a.created_at`)} AS created_at,
            a.allocated_msp_id, a.vms_message, a.msp_pipeline_last_updated AS moved_at
          FROM applications a WHERE a.id = pg.id AND a.client_id = ${clientId}
          OFFSET 0 -- kept a subquery: one primary-key lookup per page row, never a scan
        ) a
        JOIN projects p ON p.id = a.project_id
      ), lab AS (
        SELECT al.application_id,
          ('[' || string_agg(row_to_json(lx)::text, ',' ORDER BY l.position, l.id) || ']')::json AS labels
        FROM r JOIN application_labels al ON al.application_id = r.id JOIN pipeline_labels l ON l.id = al.label_id
        CROSS JOIN LATERAL (SELECT l.id, l.name) lx
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
      ), rq AS (
        -- Two equi-joins rather than one join on an OR: the OR was a nested loop over every row and
        -- question (3,800 pairs on a page across 70 projects, ~7 ms on PostgreSQL).
        SELECT r.id, q.id AS question_id FROM r JOIN q ON q.project_id = r.project_id
        UNION ALL
        SELECT r.id, q.id FROM r JOIN q ON q.project_id IS NULL AND q.legal_entity_id = r.legal_entity_id
      ), scr AS (
        SELECT rq.id, count(*) AS needed, count(an.question_id) AS answered
        FROM rq LEFT JOIN (
          SELECT DISTINCT application_id, question_id FROM answers
          WHERE application_id IN (SELECT id FROM r) AND question_id IN (SELECT id FROM q)
        ) an ON an.application_id = rq.id AND an.question_id = rq.question_id
        GROUP BY rq.id
      ), asm AS (
        -- The latest assessment of each row (issue 24 §3), where its legal entity uses them: one
        -- lookup per row on assessments_application_idx, none at all where the entity has them off.
        SELECT DISTINCT ON (s.application_id) s.application_id, s.status,
          s.score::float8 AS score, s.pass_threshold::float8 AS pass_threshold
        FROM r JOIN legal_entities le ON le.id = r.legal_entity_id AND ${legalEntityFlagSql('le', 'assessmentsEnabled')}
        JOIN assessments s ON s.application_id = r.id
        ORDER BY s.application_id, s.created_at DESC, s.id DESC
      )
      SELECT ${total} AS total, (${extra})::text AS extra, '[' || coalesce(string_agg(x.j, ',' ORDER BY ${page.order}), '') || ']' AS rows FROM (
        SELECT r.*, row_to_json(o)::text AS j
        FROM r JOIN talents t ON t.id = r.talent_id
        LEFT JOIN msps m ON m.id = r.allocated_msp_id
        LEFT JOIN lab ON lab.application_id = r.id
        LEFT JOIN pend ON pend.id = r.id
        LEFT JOIN scr ON scr.id = r.id
        LEFT JOIN asm ON asm.application_id = r.id
        CROSS JOIN LATERAL (
          SELECT r.id, r.project_id AS "projectId", r.legal_entity_id AS "legalEntityId", r.status, r.stage,
            (SELECT row_to_json(x) FROM (SELECT t.id, t.first_name AS "firstName", t.last_name AS "lastName",
              t.title, t.home_city AS city, t.home_country_code AS "countryCode", t.state) x) AS talent,
            r.rate, r.rate_unit AS "rateUnit", r.currency, coalesce(lab.labels, '[]') AS labels,
            CASE WHEN scr.id IS NULL THEN 'none' WHEN scr.answered = scr.needed THEN 'complete'
              ELSE 'incomplete' END AS screening,
            pend.id IS NOT NULL AS "pendingPoolMembership",
            r.last_updated AS "lastUpdated", r.created_at AS "createdAt",
            CASE WHEN m.id IS NOT NULL THEN (SELECT row_to_json(x) FROM (SELECT m.id,
              coalesce(m.first_name, '') AS "firstName", coalesce(m.last_name, '') AS "lastName") x) END AS owner,
            r.vms_message AS "vmsMessage",
            CASE WHEN asm.application_id IS NOT NULL THEN (SELECT row_to_json(x) FROM (SELECT asm.status AS state,
              asm.score, asm.pass_threshold AS "passThreshold") x) END AS assessment${seen}
        ) o
      ) x`
  type Result = { total: number | string | null; rows: string; extra: string | null }
  const [result] = page.prepare
    ? await queryPrepared<Result>(db, statement)
    : rowsOf<Result>(await db.execute(statement))
  return {
    rows: result.rows,
    total: result.total === null ? null : Number(result.total),
    extra: result.extra,
  }
}

/** Rows of the caller's client in the order of `ids`; unknown or foreign ids are left out. */
export async function loadApplicationRows(
  db: DbOrTx,
  clientId: number,
  ids: readonly number[],
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return []
  const page = {
    select: sql`SELECT u.id, u.ord AS s_ord FROM unnest(${intArray(ids)}) WITH ORDINALITY AS u(id, ord)`,
    order: sql`s_ord`,
    prepare: true,
  }
  return JSON.parse((await loadRowPageJson(db, clientId, page)).rows) as ApplicationRow[]
}

/** What the action rules (canApply) and the writers need about a row. */
export interface ActionRecord extends ActionRow {
  id: number
  projectId: number
  talentId: number
  talentEmail: string | null
  talentFirstName: string
  jobTitle: string
  bulkRejectPending: boolean
  lastUpdated: string
  /** Project ownership (shared/domain/project-ownership.ts). */
  ownerId: number | null
  teamIds: number[]
}

/**
 * The rows an action works on, locked for the rest of the transaction (FOR UPDATE), so the
 * status checked here is the status the update overwrites (a preflight reads without `lock`).
 * `projectId` limits them to one project.
 */
export async function lockActionRows(
  db: DbOrTx,
  clientId: number,
  ids: readonly number[],
  projectId: number | null,
  lock = true,
): Promise<Map<number, ActionRecord>> {
  if (ids.length === 0) return new Map()
  // One JSON value rather than rows: a 500-id preflight slice decodes ~8 ms faster on PGlite.
  const [result] = rowsOf<{ rows: Record<string, unknown>[] | string }>(
    await db.execute(sql`
      WITH ${actionFacts(ids)}, locked AS (
        SELECT a.id, a.status, a.project_id, a.talent_id, a.allocated_msp_id,
          a.vms_submitted_at IS NOT NULL AS vms_submitted, a.msp_pipeline_last_updated AS last_updated,
          p.legal_entity_id, p.title, ${legalEntityFlagSql('le', 'bulkRejectPending')} AS bulk_reject_pending,
          p.owner_id, (SELECT coalesce(array_agg(pa.msp_id), '{}') FROM project_assignees pa
            WHERE pa.project_id = p.id) AS team_ids,
          t.email, t.first_name,
          coalesce(lab.labels, '{}') AS label_ids, pend.id IS NOT NULL AS pending_pool
        FROM applications a
        JOIN projects p ON p.id = a.project_id
        JOIN legal_entities le ON le.id = p.legal_entity_id
        JOIN talents t ON t.id = a.talent_id
        LEFT JOIN lab ON lab.application_id = a.id
        LEFT JOIN pend ON pend.id = a.id
        WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${clientId}
          ${projectId === null ? sql`` : sql`AND a.project_id = ${projectId}`}
        ORDER BY a.id
        ${lock ? sql`FOR UPDATE OF a` : sql``})
      SELECT coalesce(json_agg(locked), '[]') AS rows FROM locked`),
  )
  const records = jsonValue(result.rows)
  return new Map(
    records.map((r) => {
      const id = Number(r.id)
      const labelIds = parseIntArray(r.label_ids)
      return [
        id,
        {
          id,
          status: r.status as ApplicationStatusCode,
          legalEntityId: Number(r.legal_entity_id),
          labelIds,
          allocatedMspId: r.allocated_msp_id === null ? null : Number(r.allocated_msp_id),
          pendingPoolMembership: Boolean(r.pending_pool),
          vmsSubmitted: Boolean(r.vms_submitted),
          projectId: Number(r.project_id),
          talentId: Number(r.talent_id),
          talentEmail: (r.email as string | null) ?? null,
          talentFirstName: String(r.first_name),
          jobTitle: String(r.title),
          bulkRejectPending: Boolean(r.bulk_reject_pending),
          lastUpdated: toIso(r.last_updated as string) as string,
          ownerId: r.owner_id === null ? null : Number(r.owner_id),
          teamIds: parseIntArray(r.team_ids),
        },
      ]
    }),
  )
}

/** int[] as either driver returns it (array, or the '{1,2}' text form). */
export function parseIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number)
  if (typeof value === 'string') {
    const inner = value.replace(/^\{|\}$/g, '')
    return inner === '' ? [] : inner.split(',').map(Number)
  }
  return []
}
