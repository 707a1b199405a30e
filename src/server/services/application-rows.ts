import { sql } from 'drizzle-orm'
import type { ApplicationRow } from '../../shared/contracts/pipeline'
import type { ActionRow } from '../../shared/domain/pipeline'
import {
  type ApplicationStatusCode,
  stageOfApplicationStatus,
  type TalentState,
} from '../../shared/domain/statuses'
import type { DbOrTx } from '../db/client'
import { intArray, rowsOf } from '../db/sql-helpers'
import { toIso } from './pipeline-sql'

/** Loading applications as the pipeline table shows them, and as the action rules need them. */

interface RowRecord {
  id: number
  project_id: number
  legal_entity_id: number
  status: ApplicationStatusCode
  rate: string | null
  rate_unit: string | null
  currency: string | null
  last_updated: Date | string
  created_at: Date | string
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
  labels: { id: number; name: string }[] | string
  pending_pool: boolean
}

/**
 * Labels and pending pool memberships (the talent waits in a pool of the application's
 * project: the §5 screening block) of a set of applications, as CTEs `lab` and `pend`
 * joined once for the whole set: per-row subqueries cost ~1 ms each on PGlite.
 */
function pageFacts(ids: readonly number[], labels: 'json' | 'ids') {
  const list = intArray(ids)
  const aggregate =
    labels === 'json'
      ? sql`json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.position, l.id)`
      : sql`array_agg(al.label_id ORDER BY al.label_id)`
  return sql`lab AS (
      SELECT al.application_id, ${aggregate} AS labels
      FROM application_labels al JOIN pipeline_labels l ON l.id = al.label_id
      WHERE al.application_id = ANY(${list}) GROUP BY al.application_id
    ), pend AS (
      SELECT DISTINCT pa.id FROM applications pa
      JOIN pool_memberships pm ON pm.talent_id = pa.talent_id AND pm.status = 'PENDING'
      JOIN project_pools pp ON pp.pool_id = pm.pool_id AND pp.project_id = pa.project_id
      WHERE pa.id = ANY(${list})
    )`
}

/** Rows of the caller's client in the order of `ids`; unknown or foreign ids are left out. */
export async function loadApplicationRows(
  db: DbOrTx,
  clientId: number,
  ids: readonly number[],
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return []
  const records = rowsOf<RowRecord>(
    await db.execute(sql`
      WITH ${pageFacts(ids, 'json')}
      SELECT a.id, a.project_id, p.legal_entity_id, a.status, a.rate::text AS rate, a.rate_unit, a.currency,
        a.msp_pipeline_last_updated AS last_updated, a.created_at,
        t.id AS talent_id, t.first_name, t.last_name, t.title, t.home_city AS city,
        t.home_country_code AS country_code, t.state,
        m.id AS owner_id, m.first_name AS owner_first, m.last_name AS owner_last,
        coalesce(lab.labels, '[]') AS labels, pend.id IS NOT NULL AS pending_pool
      FROM applications a
      JOIN projects p ON p.id = a.project_id
      JOIN talents t ON t.id = a.talent_id
      LEFT JOIN msps m ON m.id = a.allocated_msp_id
      LEFT JOIN lab ON lab.application_id = a.id
      LEFT JOIN pend ON pend.id = a.id
      WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${clientId}`),
  )
  const screening = await screeningStates(db, records)
  const byId = new Map(records.map((r) => [Number(r.id), r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [toApplicationRow(r, screening.get(id) ?? 'none')] : []
  })
}

/**
 * Mandatory top-level questions shown to MSPs (of the project, or its legal entity's defaults):
 * none, all answered, or some open. Two indexed queries for the whole page, not two per row.
 */
async function screeningStates(
  db: DbOrTx,
  records: RowRecord[],
): Promise<Map<number, ApplicationRow['screening']>> {
  const result = new Map<number, ApplicationRow['screening']>()
  if (records.length === 0) return result
  const projectIds = [...new Set(records.map((r) => Number(r.project_id)))]
  const leIds = [...new Set(records.map((r) => Number(r.legal_entity_id)))]
  const questions = rowsOf<{ id: number; project_id: number | null; legal_entity_id: number | null }>(
    await db.execute(sql`
      SELECT id, project_id, legal_entity_id FROM questions
      WHERE mandatory AND msp_visibility AND NOT hide AND parent_question_id IS NULL
        AND (project_id = ANY(${intArray(projectIds)})
          OR (project_id IS NULL AND legal_entity_id = ANY(${intArray(leIds)})))`),
  )
  if (questions.length === 0) return result
  const answered = new Set(
    rowsOf<{ application_id: number; question_id: number }>(
      await db.execute(sql`
        SELECT DISTINCT application_id, question_id FROM answers
        WHERE application_id = ANY(${intArray(records.map((r) => Number(r.id)))})
          AND question_id = ANY(${intArray(questions.map((q) => Number(q.id)))})`),
    ).map((a) => `${a.application_id}:${a.question_id}`),
  )
  for (const r of records) {
    const id = Number(r.id)
    const mine = questions.filter((q) =>
      q.project_id === null
        ? Number(q.legal_entity_id) === Number(r.legal_entity_id)
        : Number(q.project_id) === Number(r.project_id),
    )
    if (mine.length === 0) result.set(id, 'none')
    else result.set(id, mine.every((q) => answered.has(`${id}:${q.id}`)) ? 'complete' : 'incomplete')
  }
  return result
}

function toApplicationRow(r: RowRecord, screening: ApplicationRow['screening']): ApplicationRow {
  const labels = typeof r.labels === 'string' ? (JSON.parse(r.labels) as RowRecord['labels']) : r.labels
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
    screening,
    pendingPoolMembership: Boolean(r.pending_pool),
    lastUpdated: toIso(r.last_updated) as string,
    createdAt: toIso(r.created_at) as string,
    owner:
      r.owner_id === null
        ? null
        : { id: Number(r.owner_id), firstName: r.owner_first ?? '', lastName: r.owner_last ?? '' },
  }
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
  const records = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      WITH ${pageFacts(ids, 'ids')}
      SELECT a.id, a.status, a.project_id, a.talent_id, a.allocated_msp_id,
        a.vms_submitted_at IS NOT NULL AS vms_submitted, a.msp_pipeline_last_updated AS last_updated,
        p.legal_entity_id, p.title, coalesce((le.config->>'bulkRejectPending')::boolean, false) AS bulk_reject_pending,
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
      ${lock ? sql`FOR UPDATE OF a` : sql``}`),
  )
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
