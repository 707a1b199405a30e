import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ApplicationSearchResponse,
  applicationSearchRequestSchema,
} from '../../shared/contracts/pipeline'
import { statusesOfStage } from '../../shared/domain/pipeline'
import type { Db } from '../db/client'
import { containsPattern, rowsOf } from '../db/sql-helpers'
import type { AuthUser } from '../deps'
import { loadApplicationRows } from './application-rows'
import { textArray } from './pipeline-sql'
import { stageTotal } from './stage-counts'

/** POST search/projectApplication/query (§7 Search): one stage of a project's pipeline, paged. */

type SearchRequest = z.infer<typeof applicationSearchRequestSchema>

const SORT_COLUMNS: Record<SearchRequest['sort'][number]['field'], SQL> = {
  msp_pipeline_last_updated: sql`a.msp_pipeline_last_updated`,
  id: sql`a.id`,
  created: sql`a.created_at`,
  talent_name: sql`t.last_name, t.first_name`,
}

export async function searchApplications(
  db: Db,
  user: AuthUser,
  req: SearchRequest,
): Promise<ApplicationSearchResponse> {
  // Tenancy once, on the project: the row conditions then stay inside the (project, stage,
  // last update, id) index, so the page is an index range and the total an index-only count.
  const owned = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT id FROM projects WHERE id = ${req.projectId} AND client_id = ${user.clientId}`,
    ),
  )
  if (owned.length === 0) return { results: [], totalResults: 0 }
  const conditions: SQL[] = [sql`a.project_id = ${req.projectId}`, sql`a.stage = ${req.stage}`]
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
  const where = sql.join(conditions, sql` AND `)
  const sortsTalent = req.sort.some((s) => s.field === 'talent_name')
  const join = needsTalent || sortsTalent ? sql`JOIN talents t ON t.id = a.talent_id` : sql``
  const order = req.sort.flatMap((s) =>
    s.field === 'talent_name'
      ? [sql.raw(`t.last_name ${s.order}`), sql.raw(`t.first_name ${s.order}`)]
      : [sql`${SORT_COLUMNS[s.field]} ${sql.raw(s.order)}`],
  )
  // The id is always the last key, so pages never overlap or skip rows.
  if (!req.sort.some((s) => s.field === 'id')) order.push(sql`a.id ASC`)
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT a.id FROM applications a ${join} WHERE ${where}
      ORDER BY ${sql.join(order, sql`, `)} OFFSET ${req.offset} LIMIT ${req.size}`),
  ).map((r) => Number(r.id))
  // The whole stage: its total is kept by triggers; a narrowed list counts what it shows.
  const whole = !req.filters.statuses && !req.labelId && !needsTalent
  const total = whole
    ? await stageTotal(db, req.projectId, req.stage)
    : Number(
        rowsOf<{ total: number | string }>(
          await db.execute(sql`SELECT count(*) AS total FROM applications a ${join} WHERE ${where}`),
        )[0].total,
      )
  return { results: await loadApplicationRows(db, user.clientId, ids), totalResults: total }
}
