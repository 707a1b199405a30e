import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  PoolCategory,
  PoolDetail,
  PoolRow,
  PoolSearchResponse,
  poolFormSchema,
  poolSearchRequestSchema,
} from '../../../shared/contracts/pools'
import { POOL_DELETE_CONFIRM_KEY } from '../../../shared/contracts/pools'
import type { Db, DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { conflict, fieldError } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { insertHistory } from '../pipeline'
import { poolsErrors } from './errors'
import { countsJsonSql, countsOf, ownPool, readableProjectSql, readCategories } from './pool-sql'

/** Pools (§3 Pool): the list with counts, one pool, create, rename, delete, categories. */

type PoolSearch = z.output<typeof poolSearchRequestSchema>
type PoolForm = z.output<typeof poolFormSchema>

interface PoolListRecord {
  id: number
  name: string
  description: string | null
  ready4_public: boolean
  category_id: number | null
  created_at: string | Date
  counts: unknown
  projects: number | string
  total: number | string
}

function toRow(r: PoolListRecord, categories: Map<number, PoolCategory>): PoolRow {
  const counts = countsOf(r.counts)
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    ready4Public: Boolean(r.ready4_public),
    category: r.category_id === null ? null : (categories.get(Number(r.category_id)) ?? null),
    counts,
    members: counts.ACCEPTED,
    projects: Number(r.projects),
    createdAt: new Date(r.created_at).toISOString(),
  }
}

const ORDER = {
  name: sql`lower(p.name), p.id`,
  pending: sql`coalesce(pc.n, 0) DESC, lower(p.name), p.id`,
  members: sql`coalesce(ac.n, 0) DESC, lower(p.name), p.id`,
  created: sql`p.created_at DESC, p.id DESC`,
} as const

/**
 * POST search/pool/query: the client's pools, name contains, by category, public or private,
 * only those with pending members; each with its members per status (pool_member_counts) and
 * the projects of the reader's legal entities published to it. A client has tens or hundreds of
 * pools, so one statement reads the page and the total (window count).
 */
export async function searchPools(db: Db, user: AuthUser, req: PoolSearch): Promise<PoolSearchResponse> {
  const conditions = [sql`p.client_id = ${user.clientId}`]
  if (req.query) conditions.push(sql`p.name ILIKE ${containsPattern(req.query)}`)
  if (req.categoryId) conditions.push(sql`p.category_id = ${req.categoryId}`)
  if (req.visibility) conditions.push(sql`p.ready4_public = ${req.visibility === 'public'}`)
  if (req.pending) conditions.push(sql`coalesce(pc.n, 0) > 0`)
  const [rows, categories] = await Promise.all([
    queryPrepared<PoolListRecord>(
      db,
      sql`
      SELECT p.id, p.name, p.description, p.ready4_public, p.category_id, p.created_at,
        ${countsJsonSql(sql`p.id`)} AS counts,
        (SELECT count(*) FROM project_pools pp JOIN projects pr ON pr.id = pp.project_id
          WHERE pp.pool_id = p.id AND ${readableProjectSql(user)}) AS projects,
        count(*) OVER () AS total
      FROM pools p
        LEFT JOIN pool_member_counts pc ON pc.pool_id = p.id AND pc.status = 'PENDING'
        LEFT JOIN pool_member_counts ac ON ac.pool_id = p.id AND ac.status = 'ACCEPTED'
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${ORDER[req.sort]}
      LIMIT ${req.size} OFFSET ${req.offset}`,
    ),
    readCategories(db, user),
  ])
  let total = rows.length > 0 ? Number(rows[0].total) : 0
  if (rows.length === 0 && req.offset > 0) {
    // Past the last page: the window count has no row to ride on.
    const [c] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM pools p
        LEFT JOIN pool_member_counts pc ON pc.pool_id = p.id AND pc.status = 'PENDING'
        WHERE ${sql.join(conditions, sql` AND `)}`),
    )
    total = Number(c?.n ?? 0)
  }
  return { results: rows.map((r) => toRow(r, categories)), totalResults: total }
}

/** GET pool/{id}. */
export async function getPool(db: DbOrTx, user: AuthUser, poolId: number): Promise<PoolDetail> {
  const [rows, categories] = await Promise.all([
    queryPrepared<PoolListRecord>(
      db,
      sql`
      SELECT p.id, p.name, p.description, p.ready4_public, p.category_id, p.created_at,
        ${countsJsonSql(sql`p.id`)} AS counts,
        (SELECT count(*) FROM project_pools pp JOIN projects pr ON pr.id = pp.project_id
          WHERE pp.pool_id = p.id AND ${readableProjectSql(user)}) AS projects,
        1 AS total
      FROM pools p WHERE p.id = ${poolId} AND p.client_id = ${user.clientId}`,
    ),
    readCategories(db, user),
  ])
  if (!rows[0]) await ownPool(db, user, poolId)
  return toRow(rows[0], categories)
}

/** GET pool/categories: the content service's categories of the client (§7). */
export async function listCategories(db: DbOrTx, user: AuthUser) {
  const categories = await readCategories(db, user)
  return { results: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)) }
}

async function checkForm(db: DbOrTx, user: AuthUser, form: PoolForm, exceptId?: number) {
  if (form.categoryId !== null && !(await readCategories(db, user)).has(form.categoryId))
    throw fieldError({ categoryId: poolsErrors.categoryUnknown })
  const [taken] = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM pools WHERE client_id = ${user.clientId} AND lower(name) = lower(${form.name})
        ${exceptId ? sql`AND id <> ${exceptId}` : sql``} LIMIT 1`),
  )
  if (taken) throw fieldError({ name: poolsErrors.nameTaken })
}

/** POST pool: a new, empty pool of the caller's client. */
export async function createPool(deps: AppDeps, user: AuthUser, form: PoolForm): Promise<PoolDetail> {
  return deps.db.transaction(async (tx) => {
    await checkForm(tx, user, form)
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO pools (client_id, name, description, ready4_public, category_id, created_at)
        VALUES (${user.clientId}, ${form.name}, ${form.description}, ${form.ready4Public}, ${form.categoryId},
          ${nowOf(deps).toISOString()}::timestamptz)
        RETURNING id`),
    )
    return getPool(tx, user, Number(row.id))
  })
}

/** PUT pool/{id}: rename, describe, categorise, make public or private. */
export async function updatePool(deps: AppDeps, user: AuthUser, poolId: number, form: PoolForm) {
  return deps.db.transaction(async (tx) => {
    await ownPool(tx, user, poolId, true)
    await checkForm(tx, user, form, poolId)
    await tx.execute(sql`
      UPDATE pools SET name = ${form.name}, description = ${form.description}, ready4_public = ${form.ready4Public},
        category_id = ${form.categoryId}
      WHERE id = ${poolId}`)
    return getPool(tx, user, poolId)
  })
}

/**
 * DELETE pool/{id}?members=N. A pool with members (pending, accepted or archived) goes only when
 * the caller confirms their current number: a confirmation shown before someone else added
 * members is refused (409; the client reads the pool again and asks anew) instead of deleting
 * more than the user agreed to.
 * Memberships and the pool's place on projects go with it; each project's history says so.
 */
export async function deletePool(
  deps: AppDeps,
  user: AuthUser,
  poolId: number,
  confirmedMembers: number | undefined,
): Promise<{ id: number; members: number }> {
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    await ownPool(tx, user, poolId, true)
    const [c] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        SELECT coalesce(sum(n), 0)::int AS n FROM pool_member_counts
        WHERE pool_id = ${poolId} AND status IN ('PENDING', 'ACCEPTED', 'ARCHIVED_ACCEPTED')`),
    )
    const members = Number(c?.n ?? 0)
    if (members > 0 && confirmedMembers !== members) throw conflict(POOL_DELETE_CONFIRM_KEY)
    const projects = rowsOf<{ project_id: number }>(
      await tx.execute(sql`SELECT project_id FROM project_pools WHERE pool_id = ${poolId}`),
    ).map((r) => Number(r.project_id))
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'job',
      projects.map((id) => ({ entityId: id, event: 'POOL_REMOVED', oldValue: { poolId } })),
      now,
    )
    await tx.execute(sql`DELETE FROM pools WHERE id = ${poolId}`)
    return { id: poolId, members }
  })
}

/** Pool names by id for history texts and email variables (the caller's client only). */
export async function poolNames(db: DbOrTx, clientId: number, ids: readonly number[]) {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(
      sql`SELECT id, name FROM pools WHERE client_id = ${clientId} AND id = ANY(${intArray(ids)})`,
    ),
  )
  return new Map(rows.map((r) => [Number(r.id), r.name]))
}
