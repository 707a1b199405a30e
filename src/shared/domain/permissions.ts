/**
 * Permission letters (spec §6). The token carries the user's letters as one string;
 * routes check by name, so a letter never leaks outside this file.
 */
export const PERMISSIONS = {
  TAGS_MANAGE: 'T',
  TAGS_ASSIGN: 't',
  CALENDAR: 'c',
  FREELANCER_HISTORY: 'h',
  FREELANCER_ACTION_LOG: 'l',
  FREELANCER_MANAGE: 'f',
  POOL_MANAGE: 'p',
  DASHBOARD: 'd',
  TEAM_MANAGEMENT: 'm',
  IGNORE_OWNERSHIP_RESTRICTIONS: 'i',
  APPLICATION_EDIT_CONTENT: 'e',
  JOB_TEAM_MANAGEMENT: 'j',
  APPLICATION_VIEW: 'a',
  APPLICATION_MANAGE: 'A',
  JOB_MANAGE_CREATE: 'C',
  JOB_MANAGE_READ: 'R',
  JOB_MANAGE_UPDATE: 'U',
  JOB_MANAGE_PUBLISH: 'P',
  JOB_MANAGE_DELETE: 'D',
  JOB_MANAGE_POOL: 'O',
} as const

export type PermissionName = keyof typeof PERMISSIONS
export type PermissionLetter = (typeof PERMISSIONS)[PermissionName]

export const ALL_PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[]

const byLetter = new Map<string, PermissionName>(
  ALL_PERMISSION_NAMES.map((name) => [PERMISSIONS[name], name] as const),
)

/** Letters string ("TtcR") -> permission names; unknown letters are ignored. */
export function permissionsFromLetters(letters: string): PermissionName[] {
  const names = new Set<PermissionName>()
  for (const ch of letters) {
    const name = byLetter.get(ch)
    if (name) names.add(name)
  }
  return ALL_PERMISSION_NAMES.filter((n) => names.has(n))
}

export function lettersFromPermissions(names: readonly PermissionName[]): string {
  return names.map((n) => PERMISSIONS[n]).join('')
}

export function hasPermission(names: readonly string[], wanted: PermissionName): boolean {
  return names.includes(wanted)
}
