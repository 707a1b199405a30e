import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { applicationSearchRequestSchema } from '../../../shared/contracts/pipeline'
import type { AssessmentFilter } from '../../../shared/domain/assessments'
import { statusesOfStage } from '../../../shared/domain/pipeline'
import type { Db } from '../../db/client'
import { containsPattern } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { loadRowPageJson, textArray } from '../pipeline'
import { searchErrors } from './errors'

/**
 * POST search/projectApplication/query (§7 Search): one stage of a project's pipeline, paged;
 * another client's or legal entity's project is a 404.
 */

type SearchRequest = z.infer<typeof applicationSearchRequestSchema>
/** The list a request names, without its page. */
export type ApplicationListRequest = Omit<SearchRequest, 'offset' | 'size'>
type SortField = SearchRequest['sort'][number]['field']

/** Each sort field as the page reads it (expression) and as the page's rows are named (`s_*`). */
const SORT_KEYS: Record<SortField, [expression: string, name: string][]> = {
  msp_pipeline_last_updated: [['a.msp_pipeline_last_updated', 's_updated']],
  id: [['a.id', 'id']],
  created: [['a.created_at', 's_created']],
  talent_name: [
    ['t.last_name', 's_last'],
    ['t.first_name', 's_first'],
  ],
}

/** ORDER BY of the page (over the tables) and of its rows (over the `s_*` names); the id is always last. */
function sortOf(sort: SearchRequest['sort']) {
  const keys = sort.flatMap((s) => SORT_KEYS[s.field].map(([expr, name]) => ({ expr, name, dir: s.order })))
  if (!sort.some((s) => s.field === 'id')) keys.push({ expr: 'a.id', name: 'id', dir: 'asc' })
  const dir = (d: string) => (d === 'desc' ? 'DESC' : 'ASC')
  const columns = [...new Map(keys.map((k) => [k.name, `${k.expr} AS ${k.name}`])).values()]
  return {
    columns: sql.raw(columns.join(', ')),
    pageOrder: sql.raw(keys.map((k) => `${k.expr} ${dir(k.dir)}`).join(', ')),
    rowOrder: sql.raw(keys.map((k) => `${k.name} ${dir(k.dir)}`).join(', ')),
  }
}

const ASSESSMENT_STATES: Record<AssessmentFilter, SQL> = {
  incomplete: sql`s.status IN ('invited', 'started')`,
  completed: sql`s.status = 'completed'`,
  passed: sql`s.status = 'completed' AND s.score >= s.pass_threshold`,
  notPassed: sql`s.status = 'completed' AND s.score < s.pass_threshold`,
  expired: sql`s.status = 'expired'`,
  failed: sql`s.status = 'failed'`,
}

/** Applications with an assessment in the state asked for, and scoring at least minScore. */
function assessmentCondition(f: SearchRequest['filters']['assessment']): SQL | null {
  if (!f || (f.state === undefined && f.minScore === undefined)) return null
  const parts: SQL[] = [sql`s.application_id = a.id`]
  if (f.state) parts.push(ASSESSMENT_STATES[f.state])
  if (f.minScore !== undefined) parts.push(sql`s.status = 'completed' AND s.score >= ${f.minScore}`)
  return sql`EXISTS (SELECT 1 FROM assessments s WHERE ${sql.join(parts, sql` AND `)})`
}

/**
 * One stage of a project as the pipeline table lists it (filters, label, name search, sort), as
 * SQL pieces over `applications a` (joined with `talents t` where `from` says so): the page below
 * and review memory's "next unseen" (analytics) read the same list.
 */
export function applicationListSql(user: AuthUser, req: ApplicationListRequest) {
  // Tenancy and the legal-entity scope (auth/scope.ts) once, on the project (a one-time check,
  // not a per-row condition): the row conditions then stay inside the (project, stage, last
  // update, id) index, so the page is an index range and a narrowed total an index count.
  const owned = sql`EXISTS (SELECT 1 FROM projects WHERE id = ${req.projectId} AND client_id = ${user.clientId}
    AND ${legalEntityScope(user, sql`legal_entity_id`)})`
  const conditions: SQL[] = [owned, sql`a.project_id = ${req.projectId}`, sql`a.stage = ${req.stage}`]
  if (req.filters.statuses) {
    const statuses = statusesOfStage(req.stage).filter((s) => req.filters.statuses?.includes(s))
    conditions.push(sql`a.status = ANY(${textArray(statuses)})`)
  }
  if (req.labelId)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM application_labels al WHERE al.application_id = a.id AND al.label_id = ${req.labelId})`,
    )
  const needsTalent = req.query !== '' || req.filters.active_freelancers_only === true
  if (req.query !== '') {
    // full_name is first || ' ' || last: one trigram-indexed column covers first, last and full name.
    conditions.push(sql`t.full_name ILIKE ${containsPattern(req.query)}`)
  }
  if (req.filters.active_freelancers_only) conditions.push(sql`t.state = 'ACTIVE'`)
  const assessment = assessmentCondition(req.filters.assessment)
  if (assessment) conditions.push(assessment)
  const sortsTalent = req.sort.some((s) => s.field === 'talent_name')
  const join = needsTalent || sortsTalent ? sql`JOIN talents t ON t.id = a.talent_id` : sql``
  return {
    owned,
    where: sql.join(conditions, sql` AND `),
    /** FROM of the page: the talents joined only when a condition or the sort needs them. */
    from: sql`applications a ${join}`,
    /** FROM of a count: the talents only for a condition. */
    countFrom: sql`applications a ${needsTalent ? join : sql``}`,
    // The whole stage: its total is kept by triggers (one row); a narrowed list counts what it shows.
    whole: !req.filters.statuses && !req.labelId && !needsTalent && !assessment,
    sort: sortOf(req.sort),
  }
}

/**
 * The ApplicationSearchResponse as its JSON text: the rows as the statement wrote them
 * (loadRowPageJson), sent on without being parsed and written again.
 */
export async function searchApplicationsJson(db: Db, user: AuthUser, req: SearchRequest): Promise<string> {
  const list = applicationListSql(user, req)
  const { owned, where, sort } = list
  // -1: the project is not the caller's (another client's or legal entity's): a 404, as for its
  // pipeline, told by the same statement.
  const count = list.whole
    ? sql`coalesce((SELECT n FROM application_stage_counts
        WHERE project_id = ${req.projectId} AND stage = ${req.stage}), 0)`
    : sql`(SELECT count(*) FROM ${list.countFrom} WHERE ${where})`
  const total = sql`CASE WHEN ${owned} THEN ${count} ELSE -1 END`
  const page = await loadRowPageJson(
    db,
    user.clientId,
    {
      select: sql`SELECT ${sort.columns} FROM ${list.from} WHERE ${where}
        ORDER BY ${sort.pageOrder} OFFSET ${req.offset} LIMIT ${req.size}`,
      order: sort.rowOrder,
      prepare: req.query === '',
      viewerId: user.id,
    },
    total,
  )
  if (page.total === -1) throw notFound(searchErrors.pipelineProjectNotFound)
  return `{"results":${page.rows},"totalResults":${page.total ?? 0}}`
}
