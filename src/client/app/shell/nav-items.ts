import type { LoggedUser } from '../../../shared/contracts/auth'
import type { ClientContext } from '../../../shared/contracts/client-context'
import { hasPermission, type PermissionName } from '../../../shared/domain/permissions'
import type { IconName } from '../../ui/icon'

export type NavItemId =
  | 'dashboard'
  | 'analytics'
  | 'projects'
  | 'talents'
  | 'pools'
  | 'settings'
  | 'outbox'
  | 'assessments'
  | 'createProject'
  | 'calendar'

export interface NavItem {
  id: NavItemId
  path: string
  labelKey: string
  icon: IconName
  /** g-sequence of the matching navigation command. */
  shortcut?: [string, string]
  /**
   * False until the item's screen exists: the menu never links to a route that would only
   * answer 404. Later issues flip this when they add the screen.
   */
  available: boolean
  permission?: PermissionName
  /** Client and user flags of §6 (analytics page, calendar). */
  enabledFor?: (user: LoggedUser, client: ClientContext | undefined) => boolean
}

/** §2 Main menu, in display order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    labelKey: 'msp.v2.nav.dashboard',
    icon: 'home',
    shortcut: ['g', 'd'],
    available: true,
    permission: 'DASHBOARD',
  },
  {
    id: 'analytics',
    path: '/analytics',
    labelKey: 'msp.v2.nav.analytics',
    icon: 'chart',
    shortcut: ['g', 'a'],
    available: true,
    permission: 'DASHBOARD',
    enabledFor: (_user, client) => client?.config.analyticsPage === true,
  },
  {
    id: 'projects',
    path: '/search/projects',
    labelKey: 'msp.v2.nav.projects',
    icon: 'briefcase',
    shortcut: ['g', 'p'],
    available: true,
    permission: 'JOB_MANAGE_READ',
  },
  {
    id: 'talents',
    path: '/search/talents',
    labelKey: 'msp.v2.nav.talents',
    icon: 'users',
    shortcut: ['g', 't'],
    available: true,
    permission: 'FREELANCER_HISTORY',
  },
  {
    id: 'pools',
    path: '/pools',
    labelKey: 'msp.v2.nav.pools',
    icon: 'layers',
    shortcut: ['g', 'o'],
    available: true,
  },
  {
    id: 'settings',
    path: '/settings',
    labelKey: 'msp.v2.nav.settings',
    icon: 'settings',
    shortcut: ['g', 's'],
    available: true,
  },
  {
    // Issue 19: every email the product sends, with its status (mail to talents: their history).
    id: 'outbox',
    path: '/outbox',
    labelKey: 'msp.v2.nav.outbox',
    icon: 'mail',
    shortcut: ['g', 'm'],
    available: true,
    permission: 'FREELANCER_HISTORY',
  },
  {
    // Issue 24 §3: tests candidates have not finished, where a legal entity uses assessments.
    id: 'assessments',
    path: '/assessments',
    labelKey: 'msp.v2.nav.assessments',
    icon: 'clipboard',
    shortcut: ['g', 'i'],
    available: true,
    permission: 'APPLICATION_VIEW',
    enabledFor: (_user, client) => client?.legalEntity.some((le) => le.config.assessmentsEnabled) === true,
  },
  {
    id: 'createProject',
    path: '/project/create',
    labelKey: 'msp.v2.nav.createProject',
    icon: 'plus',
    available: true,
    permission: 'JOB_MANAGE_CREATE',
  },
  {
    id: 'calendar',
    path: '/calendar/callback',
    labelKey: 'msp.v2.nav.calendar',
    icon: 'calendar',
    available: true,
    permission: 'CALENDAR',
    enabledFor: (user, client) => user.calendar.enabled && client?.config.calendarEnabled === true,
  },
]

/** The items this user may see now: screen exists, permission held, flags on. */
export function visibleNavItems(
  items: readonly NavItem[],
  user: LoggedUser | undefined,
  client: ClientContext | undefined,
): NavItem[] {
  if (!user) return []
  return items.filter(
    (item) =>
      item.available &&
      (!item.permission || hasPermission(user.permissions, item.permission)) &&
      (!item.enabledFor || item.enabledFor(user, client)),
  )
}

/** The item whose section the path belongs to, for the current-page marker. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`)
}
