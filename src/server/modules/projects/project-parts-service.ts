import { sql } from 'drizzle-orm'
import type { ProjectDetail, ProjectFormInput } from '../../../shared/contracts/project'
import { projectFormSchema } from '../../../shared/contracts/project'
import type { ProjectApplicantsPage, ProjectAssignmentsView } from '../../../shared/contracts/project-parts'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { parseParams } from '../../kernel/validate'
import { projectsErrors } from './errors'
import { changeProjectStatus } from './project-actions-service'
import { assertMayActOn } from './project-ownership'
import { getProject, getProjectForm, loadProject, updateProject } from './project-service'

/**
 * The §7 calls that save one part of a project (timelines, positions, team, rate range, public
 * deadline): the stored form with the part replaced goes through updateProject, the one writer
 * of a project's form, so the checks (job field settings, hired counts, ownership) and the
 * history events are the whole-project update's own.
 */
export async function updateProjectPart(
  db: Db,
  user: AuthUser,
  id: number,
  part: Partial<ProjectFormInput>,
  now: Date,
): Promise<ProjectDetail> {
  await loadProject(db, user, id)
  const current = await getProjectForm(db, id)
  const form = parseParams({ ...current, ...part }, projectFormSchema)
  return updateProject(db, user, id, form, now)
}

/** PUT project/{id}/reasonforclosing: only a closed project has one (§3 job event "reason for closing updated"). */
export async function updateReasonForClosing(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  reasonForClosing: string,
): Promise<ProjectDetail> {
  const now = nowOf(deps).toISOString()
  await deps.db.transaction(async (tx) => {
    const project = await loadProject(tx, user, id)
    await assertMayActOn(tx, user, project)
    if (project.status !== 'CLOSED') throw new ApiError(409, projectsErrors.notClosed)
    await tx.execute(sql`
      UPDATE projects SET reason_for_closing = ${reasonForClosing}, updated_at = ${now}::timestamptz
      WHERE id = ${id}`)
    await tx.execute(sql`
      INSERT INTO history_events (client_id, entity_type, entity_id, event, msp_id, created_at, old_value, new_value)
      VALUES (${user.clientId}, 'job', ${id}, 'REASON_FOR_CLOSING_UPDATED', ${user.id}, ${now}::timestamptz,
        ${JSON.stringify({ reasonForClosing: project.reasonForClosing })}::jsonb,
        ${JSON.stringify({ reasonForClosing })}::jsonb)`)
  })
  return getProject(deps.db, user, id)
}

/** POST project/closeOrReopen: an open project closes, a closed one reopens (the §4 status rules decide). */
export async function closeOrReopen(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  reasonForClosing?: string,
): Promise<ProjectDetail> {
  const project = await loadProject(deps.db, user, id)
  const target = project.status === 'CLOSED' ? 'ACTIVE' : 'CLOSED'
  await changeProjectStatus(deps, user, id, { status: target, reasonForClosing })
  return getProject(deps.db, user, id)
}

/** GET project/{id}/applications (and /freelancers): the project's applicants, newest first. */
export async function projectApplicants(
  db: Db,
  user: AuthUser,
  id: number,
  page: { offset: number; size: number },
): Promise<ProjectApplicantsPage> {
  await loadProject(db, user, id)
  const rows = rowsOf<{
    id: number
    status: string
    talent_id: number
    first_name: string
    last_name: string
    created_at: string | Date
    total: string
  }>(
    await db.execute(sql`
      SELECT a.id, a.status, t.id AS talent_id, t.first_name, t.last_name, a.created_at,
        count(*) OVER () AS total
      FROM applications a JOIN talents t ON t.id = a.talent_id
      WHERE a.project_id = ${id} AND a.client_id = ${user.clientId} AND a.status <> 'placeholder'
      ORDER BY a.created_at DESC, a.id DESC
      OFFSET ${page.offset} LIMIT ${page.size}`),
  )
  const total = rows[0] ? Number(rows[0].total) : await countApplicants(db, id)
  return {
    results: rows.map((r) => ({
      applicationId: Number(r.id),
      status: r.status,
      talent: { id: Number(r.talent_id), firstName: r.first_name, lastName: r.last_name },
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totalResults: total,
  }
}

async function countApplicants(db: Db, id: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(
      sql`SELECT count(*) AS n FROM applications WHERE project_id = ${id} AND status <> 'placeholder'`,
    ),
  )
  return Number(row?.n ?? 0)
}

/** GET project/{id}/assignments: who owns the project, its team, and whether the caller may act on it. */
export async function projectAssignments(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<ProjectAssignmentsView> {
  const detail = await getProject(db, user, id)
  const team = rowsOf<{ id: number; first_name: string; last_name: string }>(
    await db.execute(sql`
      SELECT m.id, m.first_name, m.last_name FROM project_assignees pa JOIN msps m ON m.id = pa.msp_id
      WHERE pa.project_id = ${id} ORDER BY pa.position`),
  )
  return {
    owner: detail.owner,
    team: team.map((m) => ({ id: Number(m.id), firstName: m.first_name, lastName: m.last_name })),
    mayAct: detail.mayAct,
  }
}
