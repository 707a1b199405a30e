import { sql } from 'drizzle-orm'
import type { RecentView, RecordView } from '../../../shared/contracts/views'
import type { Db } from '../../db/client'
import { applications, pools, projects, recentViews, talents } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'

const tables = { talent: talents, project: projects, pool: pools, application: applications } as const

/**
 * Records a view of an entity of the caller's client; another client's entity is a 404, as is a
 * project or application of another legal entity (auth/scope.ts).
 */
export async function recordView(db: Db, user: AuthUser, input: RecordView): Promise<void> {
  const table = tables[input.entityType]
  const scoped =
    input.entityType === 'project'
      ? sql`AND ${legalEntityScope(user, sql`legal_entity_id`)}`
      : input.entityType === 'application'
        ? sql`AND project_id IN (SELECT id FROM projects WHERE ${legalEntityScope(user, sql`legal_entity_id`)})`
        : sql``
  const [owned] = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT id FROM ${table} WHERE id = ${input.entityId} AND client_id = ${user.clientId} ${scoped}`,
    ),
  )
  if (!owned) throw notFound()
  await db
    .insert(recentViews)
    .values({ mspId: user.id, entityType: input.entityType, entityId: input.entityId })
}

/** The user's most recently viewed entities of one type, newest first, each once. */
export async function recentViewsOf(
  db: Db,
  user: AuthUser,
  entityType: RecordView['entityType'],
  limit: number,
): Promise<RecentView[]> {
  const rows = rowsOf<{ entity_id: number; viewed_at: Date | string }>(
    await db.execute(sql`
      SELECT entity_id, max(viewed_at) AS viewed_at FROM recent_views
      WHERE msp_id = ${user.id} AND entity_type = ${entityType}
      GROUP BY entity_id ORDER BY max(id) DESC LIMIT ${limit}`),
  )
  return rows.map((r) => ({ entityId: Number(r.entity_id), viewedAt: new Date(r.viewed_at).toISOString() }))
}
