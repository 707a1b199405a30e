import type { PermissionName } from '../../shared/domain/permissions'
import { ALL_PERMISSION_NAMES } from '../../shared/domain/permissions'

/** One password for every demo account; it satisfies the password rules of §5. */
export const DEMO_PASSWORD = 'Recruit!2026'

export type DemoClientCode = 'acme' | 'globex'
export type DemoLegalEntityKey = 'acmeStaffing' | 'acmeTalent' | 'globexServices'

export interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  client: DemoClientCode
  legalEntities: DemoLegalEntityKey[]
  permissions: PermissionName[]
  /** What the account is for, shown in README and printed at start-up. */
  role: string
}

const without = (...names: PermissionName[]) => ALL_PERMISSION_NAMES.filter((n) => !names.includes(n))

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'anna.admin@acme.test',
    firstName: 'Anna',
    lastName: 'Admin',
    client: 'acme',
    legalEntities: ['acmeStaffing', 'acmeTalent'],
    permissions: ALL_PERMISSION_NAMES,
    role: 'every permission, both Acme legal entities',
  },
  {
    email: 'max.recruiter@acme.test',
    firstName: 'Max',
    lastName: 'Becker',
    client: 'acme',
    legalEntities: ['acmeStaffing'],
    permissions: [
      'DASHBOARD',
      'APPLICATION_VIEW',
      'APPLICATION_MANAGE',
      'APPLICATION_EDIT_CONTENT',
      'JOB_MANAGE_CREATE',
      'JOB_MANAGE_READ',
      'JOB_MANAGE_UPDATE',
      'JOB_MANAGE_PUBLISH',
      'JOB_MANAGE_POOL',
      'TAGS_ASSIGN',
      'FREELANCER_HISTORY',
      'FREELANCER_ACTION_LOG',
      'POOL_MANAGE',
      'CALENDAR',
    ],
    role: 'day-to-day recruiter: pipeline and projects, no deletes; Acme Staffing (VMS) only',
  },
  {
    email: 'lea.sourcer@acme.test',
    firstName: 'Lea',
    lastName: 'Jansen',
    client: 'acme',
    legalEntities: ['acmeTalent'],
    permissions: [
      'DASHBOARD',
      'APPLICATION_VIEW',
      'JOB_MANAGE_READ',
      'FREELANCER_MANAGE',
      'FREELANCER_HISTORY',
      'FREELANCER_ACTION_LOG',
      'TAGS_MANAGE',
      'TAGS_ASSIGN',
      'POOL_MANAGE',
    ],
    role: 'sourcer: talents, tags and pools; reads projects; Acme Talent (consent) only',
  },
  {
    email: 'tom.viewer@acme.test',
    firstName: 'Tom',
    lastName: 'Weber',
    client: 'acme',
    legalEntities: ['acmeStaffing'],
    permissions: ['DASHBOARD', 'APPLICATION_VIEW', 'JOB_MANAGE_READ'],
    role: 'read-only: dashboard, projects and applications',
  },
  {
    email: 'nina.lead@acme.test',
    firstName: 'Nina',
    lastName: 'Schulz',
    client: 'acme',
    legalEntities: ['acmeStaffing', 'acmeTalent'],
    permissions: without('TAGS_MANAGE', 'FREELANCER_MANAGE'),
    role: 'team lead: every project and pipeline permission incl. delete and team management, no talent erasure',
  },
  {
    email: 'gina.globex@globex.test',
    firstName: 'Gina',
    lastName: 'Fox',
    client: 'globex',
    legalEntities: ['globexServices'],
    permissions: ALL_PERMISSION_NAMES,
    role: 'every permission on the second client (Globex); sees nothing of Acme',
  },
]
