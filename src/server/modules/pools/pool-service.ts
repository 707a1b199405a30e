import { and, asc, eq, ilike, sql } from 'drizzle-orm'
import type { RowFailure, TalentActionResponse } from '../../../shared/contracts/pipeline'
import type { PoolSearchResponse } from '../../../shared/contracts/project'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import type { Db } from '../../db/client'
import { pools } from '../../db/schema/all'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { insertHistory } from '../pipeline'
import { liveTalents } from '../talents'

/** Talent pools (§3 Pool, pool membership; §4 membership statuses): members and the pool search. */

/** POST pool/freelancer/add: accepted members at once; removed or rejected members come back. */
export async function addTalentsToPool(
  deps: AppDeps,
  user: AuthUser,
  poolId: number,
  talentIds: readonly number[],
): Promise<TalentActionResponse> {
  const now = nowOf(deps)
  const at = now.toISOString()
  const unique = [...new Set(talentIds)]
  return deps.db.transaction(async (tx) => {
    const [pool] = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM pools WHERE id = ${poolId} AND client_id = ${user.clientId}`),
    )
    if (!pool) throw notFound('msp.v2.pipeline.error.pool.not.found')
    const live = await liveTalents(tx, user.clientId, unique)
    const existing = new Map(
      rowsOf<{ talent_id: number; status: string }>(
        await tx.execute(sql`
          SELECT talent_id, status FROM pool_memberships WHERE pool_id = ${poolId} AND talent_id = ANY(${intArray(unique)})`),
      ).map((r) => [Number(r.talent_id), r.status]),
    )
    const failures: RowFailure[] = []
    const ok: number[] = []
    for (const id of unique) {
      const status = existing.get(id)
      if (!live.has(id)) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (status && status !== 'DELETED' && status !== 'REJECTED')
        failures.push({ id, reason: PIPELINE_REASONS.already })
      else ok.push(id)
    }
    if (ok.length > 0) {
      await tx.execute(sql`
        INSERT INTO pool_memberships (client_id, pool_id, talent_id, status, created_at, updated_at)
        SELECT ${user.clientId}, ${poolId}, t, 'ACCEPTED', ${at}::timestamptz, ${at}::timestamptz FROM unnest(${intArray(ok)}) AS t
        ON CONFLICT (pool_id, talent_id) DO UPDATE SET status = 'ACCEPTED', updated_at = excluded.updated_at`)
      const events = ok.map((id) => ({ entityId: id, event: 'MOVES_INTO_POOL', newValue: { poolId } }))
      await insertHistory(tx, user.clientId, user.id, 'talent', events, now)
    }
    return { succeededIds: ok, failures }
  })
}

/** PUT pool/membership/{id}/accept: PENDING -> ACCEPTED. */
export async function acceptPoolMembership(
  deps: AppDeps,
  user: AuthUser,
  membershipId: number,
): Promise<{ id: number; status: string }> {
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    const [m] = rowsOf<{ id: number; status: string; talent_id: number; pool_id: number }>(
      await tx.execute(sql`
        SELECT id, status, talent_id, pool_id FROM pool_memberships
        WHERE id = ${membershipId} AND client_id = ${user.clientId} FOR UPDATE`),
    )
    if (!m) throw notFound('msp.v2.pipeline.error.membership.not.found')
    if (m.status === 'ACCEPTED') throw new ApiError(409, PIPELINE_REASONS.already)
    if (m.status !== 'PENDING') throw new ApiError(409, PIPELINE_REASONS.status)
    await tx.execute(sql`
      UPDATE pool_memberships SET status = 'ACCEPTED', updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${membershipId}`)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'talent',
      [
        {
          entityId: Number(m.talent_id),
          event: 'MSP_ACCEPTS_POOL',
          newValue: { poolId: Number(m.pool_id), status: 'ACCEPTED' },
        },
      ],
      now,
    )
    return { id: Number(m.id), status: 'ACCEPTED' }
  })
}

/** POST search/pool/query: pools by name (contains), with their accepted member counts. */
export async function searchPools(
  db: Db,
  user: AuthUser,
  req: { query: string; offset: number; size: number },
): Promise<PoolSearchResponse> {
  const where = and(
    eq(pools.clientId, user.clientId),
    req.query ? ilike(pools.name, containsPattern(req.query)) : undefined,
  )
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(pools).where(where)
  const page = await db
    .select({ id: pools.id, name: pools.name, ready4Public: pools.ready4Public })
    .from(pools)
    .where(where)
    .orderBy(asc(pools.name), asc(pools.id))
    .limit(req.size)
    .offset(req.offset)
  const counts = new Map<number, number>()
  if (page.length > 0) {
    const rows = rowsOf<{ pool_id: number; n: string }>(
      await db.execute(sql`SELECT pool_id, count(*) AS n FROM pool_memberships
        WHERE pool_id = ANY(${intArray(page.map((p) => p.id))}) AND status = 'ACCEPTED' GROUP BY pool_id`),
    )
    for (const r of rows) counts.set(Number(r.pool_id), Number(r.n))
  }
  return {
    results: page.map((p) => ({ ...p, members: counts.get(p.id) ?? 0 })),
    totalResults: Number(total?.n ?? 0),
  }
}
