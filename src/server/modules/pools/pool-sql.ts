import { type SQL, sql } from 'drizzle-orm'
import type { MemberCounts, MemberRow, PoolCategory } from '../../../shared/contracts/pools'
import { POOL_MEMBERSHIP_STATUSES, type PoolMembershipStatus } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { poolsErrors } from './errors'

/** SQL pieces shared by the pool services. */

export const POOL_NOT_FOUND = poolsErrors.pipelinePoolNotFound
export const MEMBERSHIP_NOT_FOUND = poolsErrors.pipelineMembershipNotFound

export function emptyCounts(): MemberCounts {
  return { ACCEPTED: 0, ARCHIVED_ACCEPTED: 0, DELETED: 0, PENDING: 0, REJECTED: 0 }
}

/** `{status: n}` as pool_member_counts (0013) holds it, every status present. */
export function countsOf(value: unknown): MemberCounts {
  const counts = emptyCounts()
  const raw = value ? jsonValue<Record<string, number>>(value as string) : {}
  for (const status of POOL_MEMBERSHIP_STATUSES) counts[status] = Math.max(0, Number(raw[status] ?? 0))
  return counts
}

/** The pool's counts per status as one JSON value (a correlated subquery of pool_member_counts). */
export const countsJsonSql = (poolId: SQL) =>
  sql`coalesce((SELECT jsonb_object_agg(c.status, c.n) FROM pool_member_counts c WHERE c.pool_id = ${poolId} AND c.n > 0), '{}'::jsonb)`

/** Live projects of the reader's legal entities (a pool is the client's; its projects are not). */
export const readableProjectSql = (user: Pick<AuthUser, 'legalEntityIds'>, alias = 'pr') => {
  const p = sql.raw(alias)
  return sql`${p}.legal_entity_id = ANY(${intArray(user.legalEntityIds)}) AND NOT ${p}.is_template AND ${p}.status <> 'DELETED'`
}

export interface PoolRecord {
  id: number
  name: string
  description: string | null
  ready4Public: boolean
  categoryId: number | null
  createdAt: string
}

/** The caller's client's pool, or 404. */
export async function ownPool(
  db: DbOrTx,
  user: AuthUser,
  poolId: number,
  forUpdate = false,
): Promise<PoolRecord> {
  const [row] = rowsOf<{
    id: number
    name: string
    description: string | null
    ready4_public: boolean
    category_id: number | null
    created_at: string | Date
  }>(
    await db.execute(sql`
      SELECT id, name, description, ready4_public, category_id, created_at FROM pools
      WHERE id = ${poolId} AND client_id = ${user.clientId} ${forUpdate ? sql`FOR UPDATE` : sql``}`),
  )
  if (!row) throw notFound(POOL_NOT_FOUND)
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    ready4Public: Boolean(row.ready4_public),
    categoryId: row.category_id === null ? null : Number(row.category_id),
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/**
 * The client's published categories (§7 content service: the client's, status published, every
 * translation filtered to the reader's language with fallback): the name and description in the
 * recruiter's language, else the client's languages in their order, else English, else the first.
 */
export async function readCategories(db: DbOrTx, user: AuthUser): Promise<Map<number, PoolCategory>> {
  const rows = rowsOf<{ id: number; translations: unknown; locale: string | null; languages: string | null }>(
    await db.execute(sql`
      SELECT c.id, c.translations,
        (SELECT locale FROM msps WHERE id = ${user.id}) AS locale,
        (SELECT string_agg(iso, ',' ORDER BY position) FROM client_languages WHERE client_id = ${user.clientId}) AS languages
      FROM categories c WHERE c.client_id = ${user.clientId} AND c.status = 'published' ORDER BY c.id`),
  )
  const result = new Map<number, PoolCategory>()
  for (const row of rows) {
    const translations = jsonValue<{ code: string; name: string; description?: string }[]>(
      row.translations as string,
    )
    const order = [(row.locale ?? 'en').slice(0, 2), ...(row.languages ?? '').split(','), 'en'].filter(
      Boolean,
    )
    const pick =
      order.map((code) => translations.find((t) => t.code === code)).find(Boolean) ?? translations[0] ?? null
    if (!pick) continue
    result.set(Number(row.id), { id: Number(row.id), name: pick.name, description: pick.description ?? null })
  }
  return result
}

/** A member row as the raw statements below select it. */
export interface MemberRecord {
  id: number
  pool_id: number
  pool_name: string
  status: PoolMembershipStatus
  stage: string | null
  created_at: string | Date
  updated_at: string | Date
  talent_id: number
  first_name: string
  last_name: string
  title: string | null
  city: string | null
  country: string | null
  state: MemberRow['talent']['state']
}

/** The columns of a member row: `pm` the membership, `p` its pool, `t` its talent. */
export const memberColumnsSql = sql`pm.id, pm.pool_id, p.name AS pool_name, pm.status, pm.stage, pm.created_at, pm.updated_at,
  t.id AS talent_id, t.first_name, t.last_name, t.title,
  coalesce(t.current_city, t.home_city) AS city, coalesce(t.current_country, t.home_country_code) AS country, t.state`

export function toMemberRow(r: MemberRecord): MemberRow {
  return {
    id: Number(r.id),
    poolId: Number(r.pool_id),
    poolName: r.pool_name,
    status: r.status,
    stage: r.stage,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    talent: {
      id: Number(r.talent_id),
      firstName: r.first_name,
      lastName: r.last_name,
      title: r.title,
      city: r.city,
      country: r.country,
      state: r.state,
    },
  }
}
