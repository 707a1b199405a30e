import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RowFailure } from '../../../shared/contracts/pipeline'
import type {
  InvitationListResponse,
  InvitationStatus,
  invitationSearchRequestSchema,
  SourcingActionResponse,
} from '../../../shared/contracts/sourcing'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import type { Db, DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { nowOf } from '../../kernel/clock'
import { insertHistory } from '../pipeline'
import {
  activeProject,
  availabilityJsonSql,
  scopedProject,
  type TalentRecord,
  talentColumnsSql,
  toAvailability,
  toTalent,
} from './sourcing-sql'

/** A project's invitations (the Invited stage, §7 project/{id}/invitation, /open, search/projectInvitation). */

type InvitationSearch = z.output<typeof invitationSearchRequestSchema>

interface InvitationRecord extends TalentRecord {
  id: number
  status: InvitationStatus
  created_at: string | Date
  sent_at: string | Date | null
  opened_at: string | Date | null
  msp_id: number | null
  msp_first: string | null
  msp_last: string | null
  availability: unknown
  total: number | string
}

async function readInvitations(
  db: Db,
  projectId: number,
  where: SQL,
  page: { offset: number; size: number },
): Promise<InvitationListResponse> {
  const rows = await queryPrepared<InvitationRecord>(
    db,
    sql`
    SELECT i.id, i.status, i.created_at, i.sent_at, i.opened_at,
      m.id AS msp_id, m.first_name AS msp_first, m.last_name AS msp_last,
      ${talentColumnsSql}, ${availabilityJsonSql(projectId)} AS availability,
      count(*) OVER () AS total
    FROM project_invitations i
      JOIN talents t ON t.id = i.talent_id
      LEFT JOIN msps m ON m.id = i.invited_by
    WHERE i.project_id = ${projectId} AND ${where}
    ORDER BY i.id DESC
    LIMIT ${page.size} OFFSET ${page.offset}`,
  )
  let total = rows.length > 0 ? Number(rows[0].total) : 0
  if (rows.length === 0 && page.offset > 0) {
    const [c] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM project_invitations i JOIN talents t ON t.id = i.talent_id
        WHERE i.project_id = ${projectId} AND ${where}`),
    )
    total = Number(c?.n ?? 0)
  }
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      sentAt: new Date(r.sent_at ?? r.created_at).toISOString(),
      openedAt: r.opened_at === null ? null : new Date(r.opened_at).toISOString(),
      invitedBy:
        r.msp_id === null
          ? null
          : { id: Number(r.msp_id), firstName: r.msp_first ?? '', lastName: r.msp_last ?? '' },
      talent: toTalent(r),
      availability: toAvailability(r.availability),
    })),
    totalResults: total,
  }
}

/** GET project/{id}/invitation (every invitation) and /invitation/open (those still open). */
export async function listInvitations(
  db: Db,
  user: AuthUser,
  projectId: number,
  page: { offset: number; size: number },
  onlyOpen: boolean,
): Promise<InvitationListResponse> {
  await scopedProject(db, user, projectId)
  return readInvitations(db, projectId, onlyOpen ? sql`i.status = 'invited'` : sql`true`, page)
}

/** POST search/projectInvitation/{id}/query: by talent name (contains) and status, newest first. */
export async function searchInvitations(
  db: Db,
  user: AuthUser,
  projectId: number,
  req: InvitationSearch,
): Promise<InvitationListResponse> {
  await scopedProject(db, user, projectId)
  const statuses = req.statuses.length > 0 ? req.statuses : ['invited']
  const where = sql`i.status = ANY(string_to_array(${statuses.join(',')}, ',')::text[])
    ${req.query ? sql`AND t.full_name ILIKE ${containsPattern(req.query)}` : sql``}`
  return readInvitations(db, projectId, where, req)
}

async function lockInvitations(tx: DbOrTx, projectId: number, ids: readonly number[]) {
  return new Map(
    rowsOf<{ id: number; status: InvitationStatus; talent_id: number }>(
      await tx.execute(sql`
        SELECT id, status, talent_id FROM project_invitations
        WHERE project_id = ${projectId} AND id = ANY(${intArray(ids)}) ORDER BY id FOR UPDATE`),
    ).map((r) => [Number(r.id), r]),
  )
}

/**
 * POST project/{id}/invitation/reinvite: sends open, declined, expired or withdrawn invitations
 * again (status invited, sent now, an INVITES_TO_JOB event); an invitation the talent answered
 * by applying stays as it is. Needs an active project.
 */
export async function reinvite(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  invitationIds: readonly number[],
): Promise<SourcingActionResponse> {
  const now = nowOf(deps)
  const ids = [...new Set(invitationIds)]
  return deps.db.transaction(async (tx) => {
    await activeProject(tx, user, projectId)
    const rows = await lockInvitations(tx, projectId, ids)
    const failures: RowFailure[] = []
    const ok: { id: number; talentId: number }[] = []
    for (const id of ids) {
      const row = rows.get(id)
      if (!row) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (row.status === 'applied') failures.push({ id, reason: PIPELINE_REASONS.status })
      else ok.push({ id, talentId: Number(row.talent_id) })
    }
    if (ok.length > 0) {
      await tx.execute(sql`
        UPDATE project_invitations SET status = 'invited', sent_at = ${now.toISOString()}::timestamptz, opened_at = NULL,
          invited_by = ${user.id}
        WHERE id = ANY(${intArray(ok.map((r) => r.id))})`)
      await insertHistory(
        tx,
        user.clientId,
        user.id,
        'talent',
        ok.map((r) => ({
          entityId: r.talentId,
          event: 'INVITES_TO_JOB',
          newValue: { projectId, again: true },
        })),
        now,
      )
    }
    return { succeededIds: ok.map((r) => r.id), failures }
  })
}

/** POST project/{id}/invitation/withdraw: open invitations are withdrawn (the talent can no longer answer them). */
export async function withdrawInvitations(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  invitationIds: readonly number[],
): Promise<SourcingActionResponse> {
  const now = nowOf(deps)
  const ids = [...new Set(invitationIds)]
  return deps.db.transaction(async (tx) => {
    await scopedProject(tx, user, projectId)
    const rows = await lockInvitations(tx, projectId, ids)
    const failures: RowFailure[] = []
    const ok: { id: number; talentId: number }[] = []
    for (const id of ids) {
      const row = rows.get(id)
      if (!row) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (row.status === 'withdrawn') failures.push({ id, reason: PIPELINE_REASONS.already })
      else if (row.status !== 'invited') failures.push({ id, reason: PIPELINE_REASONS.status })
      else ok.push({ id, talentId: Number(row.talent_id) })
    }
    if (ok.length > 0) {
      await tx.execute(sql`
        UPDATE project_invitations SET status = 'withdrawn' WHERE id = ANY(${intArray(ok.map((r) => r.id))})`)
      await insertHistory(
        tx,
        user.clientId,
        user.id,
        'talent',
        ok.map((r) => ({ entityId: r.talentId, event: 'MSP_WITHDRAWS_INVITATION', newValue: { projectId } })),
        now,
      )
    }
    return { succeededIds: ok.map((r) => r.id), failures }
  })
}

/**
 * Invites talents of the caller's client to the project in the caller's transaction (data
 * harbour's invite, its source): a new invitation each, or an earlier declined, expired or withdrawn one sent
 * again; talents who applied or hold an open invitation are skipped. Returns the invited talents.
 */
export async function inviteInTx(
  tx: DbOrTx,
  user: AuthUser,
  projectId: number,
  talentIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (talentIds.length === 0) return new Set()
  const at = now.toISOString()
  const invited = rowsOf<{ talent_id: number }>(
    await tx.execute(sql`
      INSERT INTO project_invitations (client_id, project_id, talent_id, status, invited_by, created_at, source)
      SELECT ${user.clientId}, ${projectId}, t, 'invited', ${user.id}, ${at}::timestamptz, 'dataHarbour' FROM unnest(${intArray(talentIds)}) AS t
      WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t)
      ON CONFLICT (project_id, talent_id) DO UPDATE SET status = 'invited', sent_at = excluded.created_at, opened_at = NULL,
        invited_by = excluded.invited_by, source = excluded.source
        WHERE project_invitations.status IN ('declined', 'expired', 'withdrawn')
      RETURNING talent_id`),
  ).map((r) => Number(r.talent_id))
  await insertHistory(
    tx,
    user.clientId,
    user.id,
    'talent',
    invited.map((id) => ({ entityId: id, event: 'INVITES_TO_JOB', newValue: { projectId } })),
    now,
  )
  return new Set(invited)
}
