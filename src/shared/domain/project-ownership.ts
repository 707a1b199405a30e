import type { PermissionName } from './permissions'

/**
 * Project ownership (§3 client flag "project ownership", §6 "ignore ownership restrictions"):
 * with the flag on, a user acts (edits, status, publishing, attachments, the pipeline's actions)
 * only on projects they own or are on the team of; reading stays open. The permission lifts the
 * restriction; a project without an owner is everyone's. Declared once for server and client.
 */
export function ownershipRestricted(flagOn: boolean, permissions: readonly string[]): boolean {
  const ignore: PermissionName = 'IGNORE_OWNERSHIP_RESTRICTIONS'
  return flagOn && !permissions.includes(ignore)
}

export function mayActOnProject(
  userId: number,
  restricted: boolean,
  project: { ownerId: number | null; teamIds: readonly number[] },
): boolean {
  if (!restricted || project.ownerId === null) return true
  return project.ownerId === userId || project.teamIds.includes(userId)
}
