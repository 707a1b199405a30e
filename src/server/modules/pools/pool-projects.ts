import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RowFailure } from '../../../shared/contracts/pipeline'
import type {
  PoolInvitationsResponse,
  PoolProject,
  ProjectPoolsResponse,
  poolInvitationsQuerySchema,
} from '../../../shared/contracts/pools'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import { type ProjectStatus, projectChip } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { insertHistory } from '../pipeline'
import { poolsErrors } from './errors'
import { ownPool, readableProjectSql } from './pool-sql'

/** Pools on projects (§7 project/{id}/pools, poolsUpdate, pool/project/add) and a pool's projects and invitations. */

const PROJECT_NOT_FOUND = poolsErrors.pipelineProjectNotFound

/** A project of the caller's client and legal entities (not a template, not deleted), or 404. */
async function readableProject(db: DbOrTx, user: AuthUser, projectId: number) {
  const [p] = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT pr.id FROM projects pr WHERE pr.id = ${projectId} AND pr.client_id = ${user.clientId}
        AND ${readableProjectSql(user)}`),
  )
  if (!p) throw notFound(PROJECT_NOT_FOUND)
}

/** GET project/{id}/pools: the pools the project is published to, with accepted and pending members. */
export async function projectPools(
  db: DbOrTx,
  user: AuthUser,
  projectId: number,
): Promise<ProjectPoolsResponse> {
  await readableProject(db, user, projectId)
  const rows = rowsOf<{ id: number; name: string; ready4_public: boolean; members: number; pending: number }>(
    await db.execute(sql`
      SELECT p.id, p.name, p.ready4_public,
        coalesce((SELECT n FROM pool_member_counts WHERE pool_id = p.id AND status = 'ACCEPTED'), 0) AS members,
        coalesce((SELECT n FROM pool_member_counts WHERE pool_id = p.id AND status = 'PENDING'), 0) AS pending
      FROM project_pools pp JOIN pools p ON p.id = pp.pool_id
      WHERE pp.project_id = ${projectId} ORDER BY lower(p.name), p.id`),
  )
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      ready4Public: Boolean(r.ready4_public),
      members: Number(r.members),
      pending: Number(r.pending),
    })),
  }
}

/** PUT project/{id}/poolsUpdate: the project is published to exactly these pools (job history names each change). */
export async function updateProjectPools(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  poolIds: readonly number[],
): Promise<ProjectPoolsResponse> {
  const wanted = [...new Set(poolIds)]
  const now = nowOf(deps)
  await deps.db.transaction(async (tx) => {
    await readableProject(tx, user, projectId)
    await tx.execute(sql`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`)
    const known = rowsOf<{ id: number }>(
      await tx.execute(
        sql`SELECT id FROM pools WHERE client_id = ${user.clientId} AND id = ANY(${intArray(wanted)})`,
      ),
    ).map((r) => Number(r.id))
    if (known.length !== wanted.length) throw notFound(poolsErrors.pipelinePoolNotFound)
    const before = rowsOf<{ pool_id: number }>(
      await tx.execute(sql`SELECT pool_id FROM project_pools WHERE project_id = ${projectId}`),
    ).map((r) => Number(r.pool_id))
    const added = wanted.filter((id) => !before.includes(id))
    const removed = before.filter((id) => !wanted.includes(id))
    if (removed.length > 0)
      await tx.execute(
        sql`DELETE FROM project_pools WHERE project_id = ${projectId} AND pool_id = ANY(${intArray(removed)})`,
      )
    if (added.length > 0)
      await tx.execute(sql`
        INSERT INTO project_pools (project_id, pool_id) SELECT ${projectId}, p FROM unnest(${intArray(added)}) AS p
        ON CONFLICT DO NOTHING`)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'job',
      [
        ...added.map((poolId) => ({ entityId: projectId, event: 'POOL_ADDED', newValue: { poolId } })),
        ...removed.map((poolId) => ({ entityId: projectId, event: 'POOL_REMOVED', oldValue: { poolId } })),
      ],
      now,
    )
  })
  return projectPools(deps.db, user, projectId)
}

/**
 * POST pool/project/add: publishes a pool to projects of the caller's legal entities; per
 * project, whether it now has the pool (already there, unknown or deleted ones fail).
 */
export async function addPoolToProjects(
  deps: AppDeps,
  user: AuthUser,
  poolId: number,
  projectIds: readonly number[],
): Promise<{ succeededIds: number[]; failures: RowFailure[] }> {
  const unique = [...new Set(projectIds)]
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    await ownPool(tx, user, poolId)
    const projects = new Map(
      rowsOf<{ id: number; readable: boolean; has: boolean }>(
        await tx.execute(sql`
          SELECT pr.id, (${readableProjectSql(user)}) AS readable,
            EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = pr.id AND pp.pool_id = ${poolId}) AS has
          FROM projects pr WHERE pr.id = ANY(${intArray(unique)}) AND pr.client_id = ${user.clientId} AND NOT pr.is_template`),
      ).map((r) => [Number(r.id), r]),
    )
    const failures: RowFailure[] = []
    const ok: number[] = []
    for (const id of unique) {
      const p = projects.get(id)
      if (!p?.readable) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (p.has) failures.push({ id, reason: PIPELINE_REASONS.already })
      else ok.push(id)
    }
    if (ok.length > 0) {
      await tx.execute(sql`
        INSERT INTO project_pools (project_id, pool_id) SELECT p, ${poolId} FROM unnest(${intArray(ok)}) AS p
        ON CONFLICT DO NOTHING`)
      await insertHistory(
        tx,
        user.clientId,
        user.id,
        'job',
        ok.map((id) => ({ entityId: id, event: 'POOL_ADDED', newValue: { poolId } })),
        now,
      )
    }
    return { succeededIds: ok, failures }
  })
}

/**
 * GET pool/{id}/projects: the projects of the caller's legal entities the pool is published to,
 * with the invitations of the pool's members to each (all, and still open).
 */
export async function poolProjects(
  db: DbOrTx,
  user: AuthUser,
  poolId: number,
): Promise<{ results: PoolProject[]; totalResults: number }> {
  await ownPool(db, user, poolId)
  const rows = rowsOf<{
    id: number
    title: string
    status: ProjectStatus
    freelancer_visible: boolean
    filled: boolean
    partially_filled: boolean
    legal_entity_name: string
    invitations: number
    open_invitations: number
  }>(
    await db.execute(sql`
      SELECT pr.id, pr.title, pr.status, pr.freelancer_visible, pr.filled, pr.partially_filled, le.name AS legal_entity_name,
        coalesce(i.n, 0)::int AS invitations, coalesce(i.open, 0)::int AS open_invitations
      FROM project_pools pp
        JOIN projects pr ON pr.id = pp.project_id
        JOIN legal_entities le ON le.id = pr.legal_entity_id
        LEFT JOIN LATERAL (
          SELECT count(*) AS n, count(*) FILTER (WHERE inv.status = 'invited') AS open
          FROM project_invitations inv JOIN pool_memberships pm ON pm.talent_id = inv.talent_id AND pm.pool_id = ${poolId}
          WHERE inv.project_id = pr.id) i ON true
      WHERE pp.pool_id = ${poolId} AND ${readableProjectSql(user)}
      ORDER BY pr.status = 'ACTIVE' DESC, pr.id DESC`),
  )
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      status: r.status,
      chip: projectChip({
        status: r.status,
        freelancerVisible: Boolean(r.freelancer_visible),
        filled: Boolean(r.filled),
        partiallyFilled: Boolean(r.partially_filled),
      }),
      legalEntityName: r.legal_entity_name,
      invitations: Number(r.invitations),
      openInvitations: Number(r.open_invitations),
    })),
    totalResults: rows.length,
  }
}

type InvitationsQuery = z.output<typeof poolInvitationsQuerySchema>

/**
 * GET pool/{id}/projectInvitations (and /open: only those still open): invitations of the pool's
 * members to the projects the pool is published to (of the caller's legal entities), newest first.
 */
export async function poolInvitations(
  db: DbOrTx,
  user: AuthUser,
  poolId: number,
  q: InvitationsQuery,
  onlyOpen: boolean,
): Promise<PoolInvitationsResponse> {
  await ownPool(db, user, poolId)
  const where = sql`pp.pool_id = ${poolId} AND ${readableProjectSql(user)}
    ${q.projectId ? sql`AND pr.id = ${q.projectId}` : sql``}
    ${onlyOpen ? sql`AND inv.status = 'invited'` : sql``}`
  const from = sql`project_pools pp
    JOIN projects pr ON pr.id = pp.project_id
    JOIN project_invitations inv ON inv.project_id = pr.id
    JOIN pool_memberships pm ON pm.pool_id = pp.pool_id AND pm.talent_id = inv.talent_id
    JOIN talents t ON t.id = inv.talent_id`
  const [rows, total] = await Promise.all([
    db.execute(sql`
      SELECT inv.id, inv.status, inv.created_at, inv.opened_at, pr.id AS project_id, pr.title,
        t.id AS talent_id, t.first_name, t.last_name, m.id AS msp_id, m.first_name AS msp_first, m.last_name AS msp_last
      FROM ${from} LEFT JOIN msps m ON m.id = inv.invited_by
      WHERE ${where} ORDER BY inv.id DESC LIMIT ${q.size} OFFSET ${q.offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`),
  ])
  return {
    results: rowsOf<{
      id: number
      status: string
      created_at: string | Date
      opened_at: string | Date | null
      project_id: number
      title: string
      talent_id: number
      first_name: string
      last_name: string
      msp_id: number | null
      msp_first: string | null
      msp_last: string | null
    }>(rows).map((r) => ({
      id: Number(r.id),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      openedAt: r.opened_at === null ? null : new Date(r.opened_at).toISOString(),
      project: { id: Number(r.project_id), title: r.title },
      talent: { id: Number(r.talent_id), firstName: r.first_name, lastName: r.last_name },
      invitedBy:
        r.msp_id === null
          ? null
          : { id: Number(r.msp_id), firstName: r.msp_first ?? '', lastName: r.msp_last ?? '' },
    })),
    totalResults: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  }
}
