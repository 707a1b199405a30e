import type { DenyEmail } from './api'

/** The pool page's dialogs, opened by its commands. */
export type PoolDialog = 'rename' | 'delete' | 'publish' | 'add'

/**
 * The mounted pool page's state for its commands (the registry's commands are module-level,
 * the page registers them while mounted): the focused member, the selection, the actions.
 */
export interface PoolPageController {
  can: (permission: 'POOL_MANAGE' | 'JOB_MANAGE_POOL' | 'FREELANCER_ACTION_LOG') => boolean
  /** Membership ids the action applies to: the selection, or the focused pending member. */
  targets: () => number[]
  /** Accepted members ticked in the members table. */
  memberTargets: () => number[]
  /** Archived members ticked in the archived table. */
  archivedTargets: () => number[]
  /** Accepted members the pool has (an email to the pool needs one). */
  hasMembers: () => boolean
  move: (delta: number) => void
  toggleFocused: () => void
  change: (action: 'accept' | 'deny', email?: DenyEmail) => Promise<void>
  changeMembers: (action: 'archive' | 'remove' | 'restore') => Promise<void>
  /** The compose dialog for the ticked members, or the whole pool. */
  email: () => void
  open: (dialog: PoolDialog) => void
}

let active: PoolPageController | null = null

export function registerPoolPage(controller: PoolPageController): () => void {
  active = controller
  return () => {
    if (active === controller) active = null
  }
}

export const getActivePoolPage = () => active
