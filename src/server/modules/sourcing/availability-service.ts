import { sql } from 'drizzle-orm'
import type { RowFailure } from '../../../shared/contracts/pipeline'
import type { AvailabilityListResponse, SourcingActionResponse } from '../../../shared/contracts/sourcing'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { insertHistory } from '../pipeline'
import { liveTalents } from '../talents'
import { sourcingErrors } from './errors'
import {
  activeProject,
  availabilityJsonSql,
  scopedProject,
  type TalentRecord,
  talentColumnsSql,
  toAvailability,
  toTalent,
} from './sourcing-sql'

/**
 * Candidate availability (§7 project/candidatesavailable, candidatesavailableBulk,
 * project/{id}/candidatesavailable; issue 22 §2): a recruiter asks talents whether they are
 * available for an active project; the question is kept with who asked and when, the talent's
 * history says so, and the answer, once the talent gives it, is shown on their row. Asking again
 * asks anew (the earlier answer is cleared).
 */
export async function askAvailability(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  talentIds: readonly number[],
): Promise<SourcingActionResponse> {
  const now = nowOf(deps)
  const at = now.toISOString()
  const ids = [...new Set(talentIds)]
  return deps.db.transaction(async (tx) => {
    await activeProject(tx, user, projectId)
    const live = await liveTalents(tx, user.clientId, ids)
    const failures: RowFailure[] = ids
      .filter((id) => !live.has(id))
      .map((id) => ({ id, reason: PIPELINE_REASONS.unknown }))
    const ok = ids.filter((id) => live.has(id))
    if (ok.length > 0) {
      await tx.execute(sql`
        INSERT INTO availability_requests (client_id, project_id, talent_id, asked_by, asked_at, available, answered_at)
        SELECT ${user.clientId}, ${projectId}, t, ${user.id}, ${at}::timestamptz, NULL, NULL FROM unnest(${intArray(ok)}) AS t
        ON CONFLICT (project_id, talent_id) DO UPDATE SET asked_by = excluded.asked_by, asked_at = excluded.asked_at,
          available = NULL, answered_at = NULL`)
      await insertHistory(
        tx,
        user.clientId,
        user.id,
        'talent',
        ok.map((id) => ({ entityId: id, event: 'MSP_ASKS_AVAILABILITY', newValue: { projectId } })),
        now,
      )
    }
    return { succeededIds: ok, failures }
  })
}

/**
 * PUT project/{id}/candidatesavailable/{talentId}: the talent's answer as they gave it (by reply,
 * phone or in person), recorded by the recruiter; only to a question that was asked.
 */
export async function answerAvailability(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  talentId: number,
  available: boolean,
) {
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    await scopedProject(tx, user, projectId)
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        UPDATE availability_requests SET available = ${available}, answered_at = ${now.toISOString()}::timestamptz
        WHERE project_id = ${projectId} AND talent_id = ${talentId} AND client_id = ${user.clientId}
        RETURNING id`),
    )
    if (!row) throw notFound(sourcingErrors.availabilityNotAsked)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'talent',
      [{ entityId: talentId, event: 'AVAILABILITY_ANSWERED', newValue: { projectId, available } }],
      now,
    )
    const list = await availabilityOf(tx, projectId, [talentId])
    return list.results[0]
  })
}

async function availabilityOf(
  db: DbOrTx,
  projectId: number,
  talentIds?: readonly number[],
): Promise<AvailabilityListResponse> {
  const rows = rowsOf<TalentRecord & { availability: unknown }>(
    await db.execute(sql`
      SELECT ${talentColumnsSql}, ${availabilityJsonSql(projectId)} AS availability
      FROM availability_requests r JOIN talents t ON t.id = r.talent_id
      WHERE r.project_id = ${projectId} ${talentIds ? sql`AND r.talent_id = ANY(${intArray(talentIds)})` : sql``}
      ORDER BY r.asked_at DESC, r.id DESC`),
  )
  return {
    results: rows.flatMap((r) => {
      const availability = toAvailability(r.availability)
      return availability ? [{ ...availability, talent: toTalent(r) }] : []
    }),
  }
}

/** GET project/{id}/candidatesavailable: every question asked for the project, newest first. */
export async function listAvailability(db: DbOrTx, user: AuthUser, projectId: number) {
  await scopedProject(db, user, projectId)
  return availabilityOf(db, projectId)
}
