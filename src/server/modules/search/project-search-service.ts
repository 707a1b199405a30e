import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ProjectFilter,
  ProjectRow,
  ProjectSearchResponse,
  projectSearchRequestSchema,
} from '../../../shared/contracts/project-search'
import type { ProjectSort } from '../../../shared/domain/project-search'
import { PROJECT_STATUS_FILTER_VALUES } from '../../../shared/domain/project-search'
import { parseRateRange } from '../../../shared/domain/search-filters'
import { type PipelineStage, type ProjectStatus, projectChip } from '../../../shared/domain/statuses'
import type { Db } from '../../db/client'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { ApiError } from '../../kernel/api-error'
import { legalEntityFlagSql } from '../client'
import { searchErrors } from './errors'
import { bucketIdsOf } from './search-bucket-service'

type Request = z.infer<typeof projectSearchRequestSchema>

const INVALID_FILTER = searchErrors.invalidFilter
/** The filter named in `fields`; `messages` holds only translation keys (§8). */
const invalidFilter = (field: string) =>
  new ApiError(400, INVALID_FILTER, [INVALID_FILTER], { [field]: [INVALID_FILTER] })

function positiveInt(filter: ProjectFilter): number {
  const n = Number(filter.value)
  if (!Number.isInteger(n) || n <= 0) throw invalidFilter(filter.field)
  return n
}

/** §4 chips and statuses as SQL, mirroring projectChip(). */
function statusCondition(value: string): SQL {
  switch (value) {
    case 'ACTIVE':
    case 'PAUSED':
    case 'CLOSED':
    case 'DELETED':
      return sql`p.status = ${value}`
    case 'UNPUBLISHED':
      return sql`(p.status = 'ACTIVE' AND NOT p.freelancer_visible)`
    case 'OPEN':
      return sql`(p.status = 'ACTIVE' AND p.freelancer_visible AND NOT p.filled AND NOT p.partially_filled)`
    case 'PARTLY_FILLED':
      return sql`(p.status = 'ACTIVE' AND p.freelancer_visible AND NOT p.filled AND p.partially_filled)`
    case 'FILLED':
      return sql`(p.filled AND ((p.status = 'ACTIVE' AND p.freelancer_visible) OR p.status = 'CLOSED'))`
    case 'NOT_IN_POOL':
      return sql`NOT EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = p.id)`
    case 'FINISHED':
      return sql`(p.status = 'CLOSED' AND p.assignment_end < CURRENT_DATE)`
    default:
      throw invalidFilter('status')
  }
}

function textCondition(column: SQL, filter: ProjectFilter): SQL {
  if (filter.operator === 'LIKE') return sql`${column} ILIKE ${containsPattern(filter.value)}`
  if (filter.operator === 'NEQ') return sql`coalesce(lower(${column}), '') <> lower(${filter.value})`
  return sql`lower(${column}) = lower(${filter.value})`
}

function rateCondition(filter: ProjectFilter): SQL {
  const range = parseRateRange(filter.value)
  if (!range) throw invalidFilter('rateRange')
  const { from, to } = range
  // Overlap of the project's rate range with the wanted one; an open end counts as matching.
  return sql`(coalesce(p.rate_min, 0) <= ${to} AND coalesce(p.rate_max, p.rate_min, ${from}) >= ${from})`
}

function filterCondition(filter: ProjectFilter): SQL {
  const negate = (condition: SQL) => (filter.operator === 'NEQ' ? sql`NOT (${condition})` : condition)
  switch (filter.field) {
    case 'title':
      return textCondition(sql`p.title`, filter)
    case 'vms_id':
      return textCondition(sql`p.vms_job_id`, filter)
    case 'status': {
      const value = filter.value.toUpperCase().replace(/ /g, '_')
      if (!(PROJECT_STATUS_FILTER_VALUES as readonly string[]).includes(value)) throw invalidFilter('status')
      return negate(statusCondition(value))
    }
    case 'rateRange':
      return negate(rateCondition(filter))
    case 'pool_id':
      return negate(
        sql`EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = p.id AND pp.pool_id = ${positiveInt(filter)})`,
      )
    case 'assigned_msp_id':
      return negate(
        sql`EXISTS (SELECT 1 FROM project_assignees pa WHERE pa.project_id = p.id AND pa.msp_id = ${positiveInt(filter)})`,
      )
    case 'owner_id':
      return negate(sql`p.owner_id = ${positiveInt(filter)}`)
    case 'is_unassigned': {
      const none = sql`NOT EXISTS (SELECT 1 FROM project_assignees pa WHERE pa.project_id = p.id)`
      if (filter.value !== 'true' && filter.value !== 'false') throw invalidFilter('is_unassigned')
      return filter.value === 'true' ? negate(none) : negate(sql`NOT ${none}`)
    }
  }
}

/** Spelled exactly like the sort indexes of migration 0003 (NULLS LAST included), so a page is read in order. */
const ORDER: Record<ProjectSort, SQL> = {
  last_updated: sql`p.updated_at DESC NULLS LAST, p.id DESC NULLS LAST`,
  new_application: sql`p.last_application_at DESC NULLS LAST, p.id DESC NULLS LAST`,
  hiring_deadline: sql`p.hiring_deadline ASC NULLS LAST, p.id DESC NULLS LAST`,
}

/**
 * The list's counts from the per-stage totals kept by triggers (services/stage-counts.ts):
 * active = the active stage; sent to the client = sent to the VMS (s2c, sf, sp) and hired
 * (§4 status-to-stage mapping); a few rows per project instead of a count over its applications.
 */
const ACTIVE: PipelineStage = 'active'
const SENT: PipelineStage = 'send2vms'
const HIRED: PipelineStage = 'hired'

/**
 * The columns a list row shows (toRow) and the sorts read: not `p.*`, whose description and
 * other long texts made PGlite spend more time handing rows over than finding them.
 */
const LIST_COLUMNS = sql.raw(
  [
    'id',
    'title',
    'status',
    'freelancer_visible',
    'filled',
    'partially_filled',
    'legal_entity_id',
    'vms_job_id',
    'site_city',
    'site_country_code',
    'work_mode',
    'rate_min',
    'rate_max',
    'rate_unit',
    'currency',
    'positions',
    'max_submissions',
    'hiring_deadline',
    'assignment_start',
    'assignment_end',
    'last_application_at',
    'updated_at',
    'owner_id',
  ]
    .map((column) => `p.${column}`)
    .join(', '),
)

type Raw = Record<string, unknown>
const str = (v: unknown) => (v == null ? null : String(v))
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString())
const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v))

function toRow(r: Raw): ProjectRow {
  const status = r.status as ProjectStatus
  const flags = { freelancerVisible: Boolean(r.freelancer_visible), filled: Boolean(r.filled) }
  return {
    id: Number(r.id),
    title: String(r.title),
    status,
    chip: projectChip({ status, ...flags, partiallyFilled: Boolean(r.partially_filled) }),
    ...flags,
    legalEntityId: Number(r.legal_entity_id),
    legalEntityName: String(r.legal_entity_name),
    vmsType: String(r.vms_type ?? 'none'),
    vmsJobId: str(r.vms_job_id),
    city: str(r.site_city),
    countryCode: str(r.site_country_code),
    workMode: str(r.work_mode),
    rateMin: str(r.rate_min),
    rateMax: str(r.rate_max),
    rateUnit: str(r.rate_unit),
    currency: str(r.currency),
    positions: Number(r.positions),
    maxSubmissions: Number(r.max_submissions),
    hiringDeadline: day(r.hiring_deadline),
    assignmentStart: day(r.assignment_start),
    assignmentEnd: day(r.assignment_end),
    lastApplicationAt: iso(r.last_application_at),
    updatedAt: iso(r.updated_at) ?? '',
    owner:
      r.owner_id == null
        ? null
        : { id: Number(r.owner_id), firstName: String(r.owner_first), lastName: String(r.owner_last) },
    counts: {
      active: Number(r.active_count ?? 0),
      sentToClient: Number(r.sent_count ?? 0),
      hired: Number(r.hired_count ?? 0),
    },
  }
}

/**
 * The caller's client and legal entities only; templates never show. Without a status
 * filter deleted projects stay out of the list (they are one status filter away).
 */
export async function searchProjects(db: Db, user: AuthUser, req: Request): Promise<ProjectSearchResponse> {
  const conditions: SQL[] = [
    sql`p.client_id = ${user.clientId}`,
    sql`p.legal_entity_id = ANY(${intArray(user.legalEntityIds)})`,
    sql`NOT p.is_template`,
  ]
  if (!req.filters.some((f) => f.field === 'status')) conditions.push(sql`p.status <> 'DELETED'`)
  for (const filter of req.filters) conditions.push(filterCondition(filter))
  if (req.bucketId) conditions.push(sql`p.id = ANY(${intArray(await bucketIdsOf(db, user, req.bucketId))})`)
  if (req.query) {
    const pattern = containsPattern(req.query)
    conditions.push(sql`(p.title ILIKE ${pattern} OR p.vms_job_id ILIKE ${pattern})`)
  }
  const where = sql.join(conditions, sql` AND `)
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      WITH page AS (
        SELECT ${LIST_COLUMNS} FROM projects p WHERE ${where} ORDER BY ${ORDER[req.sort]} LIMIT ${req.size} OFFSET ${req.offset}
      )
      SELECT (SELECT count(*) FROM projects p WHERE ${where}) AS total_results, p.*, le.name AS legal_entity_name, ${legalEntityFlagSql('le', 'vmsType')} AS vms_type, m.first_name AS owner_first, m.last_name AS owner_last,
        c.active_count, c.sent_count, c.hired_count
      FROM page p
      JOIN legal_entities le ON le.id = p.legal_entity_id
      LEFT JOIN msps m ON m.id = p.owner_id
      LEFT JOIN LATERAL (
        SELECT
          sum(s.n) FILTER (WHERE s.stage = ${ACTIVE}) AS active_count,
          sum(s.n) FILTER (WHERE s.stage IN (${SENT}, ${HIRED})) AS sent_count,
          sum(s.n) FILTER (WHERE s.stage = ${HIRED}) AS hired_count
        FROM application_stage_counts s WHERE s.project_id = p.id
      ) c ON true
      ORDER BY ${ORDER[req.sort]}`),
  )
  // The total comes with the page (one statement, one round trip); a page past the end has
  // no row to carry it, so only then is it asked for on its own.
  const totalResults =
    rows.length > 0
      ? Number(rows[0].total_results)
      : req.offset === 0
        ? 0
        : Number(
            rowsOf<Raw>(await db.execute(sql`SELECT count(*) AS n FROM projects p WHERE ${where}`))[0]?.n ??
              0,
          )
  return { results: rows.map(toRow), totalResults }
}
