import { sql } from 'drizzle-orm'
import type {
  PipelineProject,
  ProjectsActionResponse,
  RowFailure,
  TalentActionResponse,
} from '../../../shared/contracts/pipeline'
import type { ApplicationSource, InvitationSource } from '../../../shared/domain/application-sources'
import {
  allowedProjectStatusTargets,
  PIPELINE_REASONS,
  projectDeleteBlocker,
  projectStatusEvent,
} from '../../../shared/domain/pipeline'
import type { ProjectStatus } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, fieldError, forbidden, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { inLegalEntityScope } from '../auth'
import { clientSettings, legalEntityFlagSql } from '../client'
import { type HistoryInsert, insertHistory, pipelineStages } from '../pipeline'
import { liveTalents } from '../talents'
import { projectsErrors } from './errors'
import { assertMayActOn, mayActOn } from './project-ownership'

/** Project-level pipeline actions: status (§4), delete (§5), apply, invite. */

interface ProjectRecord {
  id: number
  status: ProjectStatus
  freelancer_visible: boolean
  legal_entity_id: number
  vms_type: string | null
  multiple_applications_allowed: boolean
  owner_id: number | null
}

async function projectsOf(
  db: DbOrTx,
  clientId: number,
  ids: readonly number[],
): Promise<Map<number, ProjectRecord>> {
  const rows = rowsOf<ProjectRecord>(
    await db.execute(sql`
      SELECT p.id, p.status, p.freelancer_visible, p.legal_entity_id, ${legalEntityFlagSql('le', 'vmsType')} AS vms_type,
        p.multiple_applications_allowed, p.owner_id
      FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE p.id = ANY(${intArray(ids)}) AND p.client_id = ${clientId} AND NOT p.is_template
      FOR UPDATE OF p`),
  )
  return new Map(rows.map((r) => [Number(r.id), r]))
}

/** A project the user may act on: the caller's client and one of the user's legal entities, else 404 (auth/scope.ts). */
async function ownProject(db: DbOrTx, user: AuthUser, id: number): Promise<ProjectRecord> {
  const p = (await projectsOf(db, user.clientId, [id])).get(id)
  if (!p || !inLegalEntityScope(user, p.legal_entity_id))
    throw notFound(projectsErrors.pipelineProjectNotFound)
  await assertMayActOn(db, user, { id, ownerId: ownerOf(p) })
  return p
}

const ownerOf = (p: ProjectRecord) => (p.owner_id === null ? null : Number(p.owner_id))

/** PUT project/{id}/status: only the §4 targets of the current status. */
export async function changeProjectStatus(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: { status: ProjectStatus; reasonForClosing?: string },
): Promise<PipelineProject> {
  const now = nowOf(deps)
  await deps.db.transaction(async (tx) => {
    const p = await ownProject(tx, user, id)
    const targets = allowedProjectStatusTargets({
      status: p.status,
      freelancerVisible: Boolean(p.freelancer_visible),
      vmsType: p.vms_type ?? 'none',
    })
    if (!targets.includes(input.status)) throw new ApiError(409, projectsErrors.pipelineStatusTransition)
    const closing = input.status === 'CLOSED'
    await tx.execute(sql`
      UPDATE projects SET status = ${input.status}, updated_at = ${now.toISOString()}::timestamptz,
        openness = ${closing ? 'MANUALLY_CLOSED' : input.status === 'ACTIVE' ? 'OPEN' : sql`openness`}
        ${closing && input.reasonForClosing ? sql`, reason_for_closing = ${input.reasonForClosing}` : sql``}
      WHERE id = ${id}`)
    const events: HistoryInsert[] = [
      {
        entityId: id,
        event: projectStatusEvent(p.status, input.status),
        oldValue: { status: p.status },
        newValue: { status: input.status },
      },
    ]
    if (closing && input.reasonForClosing)
      events.push({
        entityId: id,
        event: 'REASON_FOR_CLOSING_UPDATED',
        newValue: { reasonForClosing: input.reasonForClosing },
      })
    await insertHistory(tx, user.clientId, user.id, 'job', events, now)
  })
  return (await pipelineStages(deps.db, user, id)).project
}

/** DELETE projects {ids}: §5 rules per project; deleted projects keep their data with status DELETED. */
export async function deleteProjects(
  deps: AppDeps,
  user: AuthUser,
  ids: readonly number[],
): Promise<ProjectsActionResponse> {
  const now = nowOf(deps)
  const unique = [...new Set(ids)]
  return deps.db.transaction(async (tx) => {
    const found = await projectsOf(tx, user.clientId, unique)
    const failures: RowFailure[] = []
    const ok: ProjectRecord[] = []
    for (const id of unique) {
      const p = found.get(id)
      // Another legal entity's project is as unknown as a missing one (auth/scope.ts).
      if (!p || !inLegalEntityScope(user, p.legal_entity_id))
        failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (!(await mayActOn(tx, user, { id, ownerId: ownerOf(p) })))
        failures.push({ id, reason: PIPELINE_REASONS.ownership })
      else {
        const blocker = projectDeleteBlocker(
          { status: p.status, freelancerVisible: Boolean(p.freelancer_visible) },
          user.permissions,
        )
        if (blocker) failures.push({ id, reason: blocker })
        else ok.push(p)
      }
    }
    const okIds = ok.map((p) => Number(p.id))
    if (okIds.length > 0) {
      await tx.execute(sql`
        UPDATE projects SET status = 'DELETED', updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ANY(${intArray(okIds)})`)
      await insertHistory(
        tx,
        user.clientId,
        user.id,
        'job',
        ok.map((p) => ({
          entityId: Number(p.id),
          event: 'STATUS_UPDATED',
          oldValue: { status: p.status },
          newValue: { status: 'DELETED' },
        })),
        now,
      )
    }
    return { succeededIds: okIds, failures }
  })
}

async function openProject(tx: DbOrTx, user: AuthUser, projectId: number): Promise<ProjectRecord> {
  const p = await ownProject(tx, user, projectId)
  if (p.status !== 'ACTIVE') throw new ApiError(409, projectsErrors.pipelineProjectNotActive)
  return p
}

/** POST project/{id}/apply: the MSP applies talents (client flag mspAppliesTalent, the project's legal entity's talent consent). */
export async function applyTalents(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  talentIds: readonly number[],
  trackingSource?: string,
  /** Where the talents come from when the caller knows (an external provider's import). */
  origin?: ApplicationSource,
): Promise<TalentActionResponse> {
  const settings = await clientSettings(deps.db, user)
  if (!settings.client.mspAppliesTalent) throw forbidden(projectsErrors.pipelineMspAppliesDisabled)
  // §3 tracking sources: only a channel the client tracks is written on its applications.
  if (trackingSource && !settings.client.trackingSources.includes(trackingSource))
    throw fieldError({ trackingSource: projectsErrors.trackingSource })
  const source = trackingSource ?? null
  const now = nowOf(deps)
  const at = now.toISOString()
  const unique = [...new Set(talentIds)]
  return deps.db.transaction(async (tx) => {
    const p = await openProject(tx, user, projectId)
    // §3 talent consent is the project's legal entity's flag: without it the recruiter invites, never applies.
    if (!settings.legalEntity(Number(p.legal_entity_id)).talentConsent)
      throw forbidden(projectsErrors.pipelineConsentDisabled)
    const live = await liveTalents(tx, user.clientId, unique)
    const applied = new Set(
      rowsOf<{ talent_id: number }>(
        await tx.execute(sql`
          SELECT DISTINCT talent_id FROM applications WHERE project_id = ${projectId}
            AND talent_id = ANY(${intArray(unique)})`),
      ).map((r) => Number(r.talent_id)),
    )
    const failures: RowFailure[] = []
    const ok: number[] = []
    for (const id of unique) {
      if (!live.has(id)) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (applied.has(id) && !p.multiple_applications_allowed)
        failures.push({ id, reason: PIPELINE_REASONS.already })
      else ok.push(id)
    }
    if (ok.length > 0) {
      // The source (analytics): the caller's, else the talent's open invitation's (a recruiter's
      // own one counts as `invited`), else a pool of the project the talent belongs to, else `msp`.
      const created = rowsOf<{ id: number; source: string }>(
        await tx.execute(sql`
          INSERT INTO applications (client_id, project_id, talent_id, status, source, tracking_source, msp_pipeline_last_updated, created_at, updated_at)
          SELECT ${user.clientId}, ${projectId}, t, 'a',
            coalesce(${origin ?? null}::text,
              (SELECT CASE i.source WHEN 'msp' THEN 'invited' ELSE i.source END FROM project_invitations i
                WHERE i.project_id = ${projectId} AND i.talent_id = t AND i.status = 'invited'),
              (SELECT 'pool' FROM pool_memberships pm JOIN project_pools pp ON pp.pool_id = pm.pool_id
                WHERE pp.project_id = ${projectId} AND pm.talent_id = t AND pm.status = 'ACCEPTED' LIMIT 1),
              'msp'),
            ${source}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
          FROM unnest(${intArray(ok)}) AS t RETURNING id, source`),
      )
      const events = created.map((r) => ({
        entityId: Number(r.id),
        event: 'CREATED',
        newValue: { status: 'a', source: r.source, ...(source ? { trackingSource: source } : {}) },
      }))
      await insertHistory(tx, user.clientId, user.id, 'application', events, now)
      await tx.execute(sql`
        UPDATE project_invitations SET status = 'applied'
        WHERE project_id = ${projectId} AND talent_id = ANY(${intArray(ok)}) AND status = 'invited'`)
      await tx.execute(
        sql`UPDATE projects SET last_application_at = ${at}::timestamptz WHERE id = ${projectId}`,
      )
    }
    return { succeededIds: ok, failures }
  })
}

/** POST projectInvitation/add: invites talents who neither applied nor were invited. */
export async function inviteTalents(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  talentIds: readonly number[],
  origin: InvitationSource = 'msp',
): Promise<TalentActionResponse> {
  const now = nowOf(deps)
  const unique = [...new Set(talentIds)]
  return deps.db.transaction(async (tx) => {
    await openProject(tx, user, projectId)
    const live = await liveTalents(tx, user.clientId, unique)
    const taken = new Set(
      rowsOf<{ talent_id: number }>(
        await tx.execute(sql`
          SELECT talent_id FROM applications WHERE project_id = ${projectId} AND talent_id = ANY(${intArray(unique)})
          UNION SELECT talent_id FROM project_invitations WHERE project_id = ${projectId}
            AND talent_id = ANY(${intArray(unique)})`),
      ).map((r) => Number(r.talent_id)),
    )
    const failures: RowFailure[] = []
    const ok: number[] = []
    for (const id of unique) {
      if (!live.has(id)) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (taken.has(id)) failures.push({ id, reason: PIPELINE_REASONS.already })
      else ok.push(id)
    }
    if (ok.length > 0) {
      await tx.execute(sql`
        INSERT INTO project_invitations (client_id, project_id, talent_id, status, invited_by, created_at, source)
        SELECT ${user.clientId}, ${projectId}, t, 'invited', ${user.id}, ${now.toISOString()}::timestamptz, ${origin}
        FROM unnest(${intArray(ok)}) AS t`)
      const events = ok.map((id) => ({ entityId: id, event: 'INVITES_TO_JOB', newValue: { projectId } }))
      await insertHistory(tx, user.clientId, user.id, 'talent', events, now)
    }
    return { succeededIds: ok, failures }
  })
}
