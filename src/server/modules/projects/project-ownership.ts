import { eq } from 'drizzle-orm'
import { mayActOnProject, ownershipRestricted } from '../../../shared/domain/project-ownership'
import type { DbOrTx } from '../../db/client'
import { projectAssignees } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { forbidden } from '../../kernel/api-error'
import { clientSettings } from '../client'
import { projectsErrors } from './errors'

/** Whether the caller may act on the project under the client's project-ownership flag (§3, §6). */
export async function mayActOn(
  db: DbOrTx,
  user: AuthUser,
  project: { id: number; ownerId: number | null },
): Promise<boolean> {
  const restricted = ownershipRestricted(
    (await clientSettings(db, user)).client.projectOwnership,
    user.permissions,
  )
  if (!restricted || project.ownerId === null) return true
  const team = await db
    .select({ id: projectAssignees.mspId })
    .from(projectAssignees)
    .where(eq(projectAssignees.projectId, project.id))
  return mayActOnProject(user.id, restricted, { ownerId: project.ownerId, teamIds: team.map((t) => t.id) })
}

/** 403 with the reason the UI shows ("owned by someone else") when the caller may not act. */
export async function assertMayActOn(
  db: DbOrTx,
  user: AuthUser,
  project: { id: number; ownerId: number | null },
): Promise<void> {
  if (!(await mayActOn(db, user, project))) throw forbidden(projectsErrors.ownership)
}
