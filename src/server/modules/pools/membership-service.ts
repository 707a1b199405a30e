import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RowFailure, TalentActionResponse } from '../../../shared/contracts/pipeline'
import type {
  MemberListResponse,
  MembershipChangeResponse,
  MembershipsAcrossResponse,
  memberListQuerySchema,
  membershipsAcrossQuerySchema,
} from '../../../shared/contracts/pools'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import {
  checkMembershipTransition,
  MEMBERSHIP_TRANSITIONS,
  type MembershipAction,
  READMIT_FROM,
} from '../../../shared/domain/pool-membership'
import type { PoolMembershipStatus } from '../../../shared/domain/statuses'
import type { Db, DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { insertHistory } from '../pipeline'
import { liveTalents } from '../talents'
import { poolsErrors } from './errors'
import {
  countsJsonSql,
  countsOf,
  MEMBERSHIP_NOT_FOUND,
  type MemberRecord,
  memberColumnsSql,
  ownPool,
  toMemberRow,
} from './pool-sql'

/** Pool memberships (§3, §4): a pool's members, pending ones across pools, and every change of status. */

type MemberListQuery = z.output<typeof memberListQuerySchema>
type AcrossQuery = z.output<typeof membershipsAcrossQuerySchema>

/** A name search stops counting here ("1,000 or more"): counting every match of a big pool costs more than it tells. */
const SEARCH_COUNT_CAP = 1000

/**
 * GET pool/membership/pool/{id}: the pool's members of one status, most recently changed first
 * (index pool_memberships_pool_status_idx, spelled like this ORDER BY), optionally by name;
 * the counts per status from pool_member_counts. Pending members are their own list (§2).
 */
export async function listMembers(
  db: Db,
  user: AuthUser,
  poolId: number,
  q: MemberListQuery,
): Promise<MemberListResponse> {
  const search = q.query ? sql`AND t.full_name ILIKE ${containsPattern(q.query)}` : sql``
  const [rows, meta] = await Promise.all([
    queryPrepared<MemberRecord>(
      db,
      sql`
      SELECT ${memberColumnsSql}
      FROM pool_memberships pm JOIN pools p ON p.id = pm.pool_id JOIN talents t ON t.id = pm.talent_id
      WHERE pm.pool_id = ${poolId} AND p.client_id = ${user.clientId} AND pm.status = ${q.status} ${search}
      ORDER BY pm.updated_at DESC NULLS LAST, pm.id DESC NULLS LAST
      LIMIT ${q.size} OFFSET ${q.offset}`,
    ),
    queryPrepared<{ found: boolean; counts: unknown; matches: number | null }>(
      db,
      sql`
      SELECT true AS found, ${countsJsonSql(sql`p.id`)} AS counts,
        ${
          q.query
            ? sql`(SELECT count(*)::int FROM (SELECT 1 FROM pool_memberships pm JOIN talents t ON t.id = pm.talent_id
                WHERE pm.pool_id = p.id AND pm.status = ${q.status} ${search} LIMIT ${SEARCH_COUNT_CAP}) m)`
            : sql`NULL::int`
        } AS matches
      FROM pools p WHERE p.id = ${poolId} AND p.client_id = ${user.clientId}`,
    ),
  ])
  if (!meta[0]) throw notFound(poolsErrors.pipelinePoolNotFound)
  const counts = countsOf(meta[0].counts)
  return {
    results: rows.map(toMemberRow),
    totalResults: meta[0].matches === null ? counts[q.status] : Number(meta[0].matches),
    counts,
  }
}

/** GET pool/membership/pools: memberships of one status (pending by default) across the client's pools, newest first. */
export async function listAcross(db: Db, user: AuthUser, q: AcrossQuery): Promise<MembershipsAcrossResponse> {
  const [rows, total] = await Promise.all([
    queryPrepared<MemberRecord>(
      db,
      sql`
      SELECT ${memberColumnsSql}
      FROM pool_memberships pm JOIN pools p ON p.id = pm.pool_id JOIN talents t ON t.id = pm.talent_id
      WHERE pm.client_id = ${user.clientId} AND pm.status = ${q.status}
      ORDER BY pm.updated_at DESC, pm.id DESC
      LIMIT ${q.size} OFFSET ${q.offset}`,
    ),
    queryPrepared<{ n: number }>(
      db,
      sql`SELECT coalesce(sum(c.n), 0)::int AS n FROM pool_member_counts c JOIN pools p ON p.id = c.pool_id
        WHERE p.client_id = ${user.clientId} AND c.status = ${q.status}`,
    ),
  ])
  return { results: rows.map(toMemberRow), totalResults: Number(total[0]?.n ?? 0) }
}

/** POST pool/freelancer/add: new members are accepted at once; removed or rejected ones come back (§4). */
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
    await ownPool(tx, user, poolId)
    const live = await liveTalents(tx, user.clientId, unique)
    const existing = new Map(
      rowsOf<{ talent_id: number; status: PoolMembershipStatus }>(
        await tx.execute(sql`
          SELECT talent_id, status FROM pool_memberships WHERE pool_id = ${poolId} AND talent_id = ANY(${intArray(unique)})
          FOR UPDATE`),
      ).map((r) => [Number(r.talent_id), r.status]),
    )
    const failures: RowFailure[] = []
    const ok: number[] = []
    for (const id of unique) {
      const status = existing.get(id)
      if (!live.has(id)) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (status && !READMIT_FROM.includes(status))
        failures.push({ id, reason: PIPELINE_REASONS.already })
      else ok.push(id)
    }
    if (ok.length > 0) {
      await tx.execute(sql`
        INSERT INTO pool_memberships (client_id, pool_id, talent_id, status, stage, created_at, updated_at)
        SELECT ${user.clientId}, ${poolId}, t, 'ACCEPTED', 'new', ${at}::timestamptz, ${at}::timestamptz FROM unnest(${intArray(ok)}) AS t
        ON CONFLICT (pool_id, talent_id) DO UPDATE SET status = 'ACCEPTED', stage = 'new', updated_at = excluded.updated_at`)
      const events = ok.map((id) => ({
        entityId: id,
        event: 'MOVES_INTO_POOL',
        newValue: { poolId, status: 'ACCEPTED' },
      }))
      await insertHistory(tx, user.clientId, user.id, 'talent', events, now)
    }
    return { succeededIds: ok, failures }
  })
}

/** POST pool/freelancer/remove: the talents' live memberships of the pool become DELETED (§4). */
export async function removeTalentsFromPool(
  deps: AppDeps,
  user: AuthUser,
  poolId: number,
  talentIds: readonly number[],
): Promise<TalentActionResponse> {
  const unique = [...new Set(talentIds)]
  return deps.db.transaction(async (tx) => {
    await ownPool(tx, user, poolId)
    const memberships = new Map(
      rowsOf<{ id: number; talent_id: number }>(
        await tx.execute(sql`
          SELECT id, talent_id FROM pool_memberships WHERE pool_id = ${poolId} AND talent_id = ANY(${intArray(unique)})`),
      ).map((r) => [Number(r.talent_id), Number(r.id)]),
    )
    const outcome = await transitionMemberships(tx, user, 'remove', [...memberships.values()], nowOf(deps))
    const talentOf = new Map([...memberships].map(([talent, membership]) => [membership, talent]))
    return {
      succeededIds: outcome.succeeded.map((m) => talentOf.get(m.id) as number),
      failures: [
        ...unique
          .filter((id) => !memberships.has(id))
          .map((id) => ({ id, reason: PIPELINE_REASONS.unknown })),
        ...outcome.failures.map((f) => ({ id: talentOf.get(f.id) as number, reason: f.reason })),
      ],
    }
  })
}

export interface TransitionOutcome {
  succeeded: { id: number; talentId: number; poolId: number; status: PoolMembershipStatus }[]
  /** Membership ids that did not move, with the reason key. */
  failures: RowFailure[]
}

/**
 * Moves memberships of the actor's client along one §4 transition, in the caller's transaction:
 * locks the rows, checks each one's status, updates the movers in one statement and writes one
 * talent history event per mover. Ids of other clients or none at all fail as unknown. The
 * single calls, the bulk call below the task threshold and each chunk of a bulk task all run
 * this, so every path follows the same rules.
 */
export async function transitionMemberships(
  tx: DbOrTx,
  actor: Pick<AuthUser, 'id' | 'clientId'>,
  action: MembershipAction,
  ids: readonly number[],
  now: Date,
): Promise<TransitionOutcome> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return { succeeded: [], failures: [] }
  const rows = new Map(
    rowsOf<{ id: number; status: PoolMembershipStatus; talent_id: number; pool_id: number }>(
      await tx.execute(sql`
        SELECT id, status, talent_id, pool_id FROM pool_memberships
        WHERE id = ANY(${intArray(unique)}) AND client_id = ${actor.clientId}
        ORDER BY id FOR UPDATE`),
    ).map((r) => [Number(r.id), r]),
  )
  const failures: RowFailure[] = []
  const movers: TransitionOutcome['succeeded'] = []
  const to = MEMBERSHIP_TRANSITIONS[action].to
  for (const id of unique) {
    const row = rows.get(id)
    if (!row) {
      failures.push({ id, reason: PIPELINE_REASONS.unknown })
      continue
    }
    const check = checkMembershipTransition(action, row.status)
    if (!check.ok)
      failures.push({ id, reason: check.already ? PIPELINE_REASONS.already : PIPELINE_REASONS.status })
    else movers.push({ id, talentId: Number(row.talent_id), poolId: Number(row.pool_id), status: to })
  }
  if (movers.length > 0) {
    await tx.execute(sql`
      UPDATE pool_memberships SET status = ${to}, updated_at = ${now.toISOString()}::timestamptz,
        stage = CASE WHEN ${to} = 'ACCEPTED' THEN coalesce(stage, 'new') ELSE stage END
      WHERE id = ANY(${intArray(movers.map((m) => m.id))})`)
    const event = MEMBERSHIP_TRANSITIONS[action].event
    await insertHistory(
      tx,
      actor.clientId,
      actor.id,
      'talent',
      movers.map((m) => ({ entityId: m.talentId, event, newValue: { poolId: m.poolId, status: to } })),
      now,
    )
  }
  return { succeeded: movers, failures }
}

/**
 * PUT pool/membership/{id}/accept|deny|archive|restore: one membership, 404 when it is not the
 * caller's client's, 409 with the reason when its status does not allow the move.
 */
export async function transitionOne(
  deps: AppDeps,
  user: AuthUser,
  action: MembershipAction,
  membershipId: number,
  after?: (tx: DbOrTx, moved: TransitionOutcome['succeeded'][number]) => Promise<void>,
): Promise<{ id: number; status: PoolMembershipStatus }> {
  return deps.db.transaction(async (tx) => {
    const outcome = await transitionMemberships(tx, user, action, [membershipId], nowOf(deps))
    const [failure] = outcome.failures
    if (failure?.reason === PIPELINE_REASONS.unknown) throw notFound(MEMBERSHIP_NOT_FOUND)
    if (failure) throw new ApiError(409, failure.reason)
    const [moved] = outcome.succeeded
    if (after) await after(tx, moved)
    return { id: moved.id, status: moved.status }
  })
}

/**
 * PUT pool/membership/archiveBulk | restoreBulk: archive accepted members or bring archived ones
 * back, in one transaction, each along §4 with its talent history event; a member of another
 * status (or client) is reported, not moved.
 */
export async function changeMemberships(
  deps: AppDeps,
  user: AuthUser,
  action: 'archive' | 'restore',
  ids: readonly number[],
): Promise<MembershipChangeResponse> {
  return deps.db.transaction(async (tx) => {
    const outcome = await transitionMemberships(tx, user, action, ids, nowOf(deps))
    return { succeededIds: outcome.succeeded.map((m) => m.id), failures: outcome.failures }
  })
}
