import type { PoolMembershipStatus } from './statuses'
import type { TalentHistoryEvent } from './talent-history'

/**
 * §4 pool membership transitions a recruiter makes (issue 22 §3). A talent applies (PENDING)
 * and withdraws (DELETED) on their side; here a pending membership is accepted or denied, an
 * accepted one archived and restored, and any live one removed (the talent page's pool delete
 * modal). Adding a talent (pool/freelancer/add) makes a new membership ACCEPTED and brings a
 * removed or rejected one back. Nothing else moves: an archived member is restored before it
 * can be archived again, a rejected one is added again, not accepted.
 */
export const MEMBERSHIP_ACTIONS = ['accept', 'deny', 'archive', 'restore', 'remove'] as const
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number]

export interface MembershipTransition {
  from: readonly PoolMembershipStatus[]
  to: PoolMembershipStatus
  /** The talent history event written beside the change (the pools filter of the talent page). */
  event: TalentHistoryEvent
}

export const MEMBERSHIP_TRANSITIONS: Record<MembershipAction, MembershipTransition> = {
  accept: { from: ['PENDING'], to: 'ACCEPTED', event: 'MSP_ACCEPTS_POOL' },
  deny: { from: ['PENDING'], to: 'REJECTED', event: 'MSP_REJECTS_POOL' },
  archive: { from: ['ACCEPTED'], to: 'ARCHIVED_ACCEPTED', event: 'MSP_ARCHIVES_POOL' },
  restore: { from: ['ARCHIVED_ACCEPTED'], to: 'ACCEPTED', event: 'MSP_RESTORES_POOL' },
  remove: { from: ['PENDING', 'ACCEPTED', 'ARCHIVED_ACCEPTED'], to: 'DELETED', event: 'MSP_REMOVES_POOL' },
}

/** Statuses from which pool/freelancer/add (re)admits a talent as ACCEPTED; none means a new membership. */
export const READMIT_FROM: readonly PoolMembershipStatus[] = ['DELETED', 'REJECTED']

/** Statuses that count as being in the pool (the pool's members, the talent search's pool filter). */
export const LIVE_MEMBERSHIP_STATUSES: readonly PoolMembershipStatus[] = [
  'PENDING',
  'ACCEPTED',
  'ARCHIVED_ACCEPTED',
]

export type MembershipCheck = { ok: true; to: PoolMembershipStatus } | { ok: false; already: boolean }

/** Whether `action` may move a membership in `status`; `already` when it is where the action leads. */
export function checkMembershipTransition(
  action: MembershipAction,
  status: PoolMembershipStatus,
): MembershipCheck {
  const t = MEMBERSHIP_TRANSITIONS[action]
  if (t.from.includes(status)) return { ok: true, to: t.to }
  return { ok: false, already: status === t.to }
}

/** The actions open to a membership in `status`, in menu order. */
export const membershipActionsOf = (status: PoolMembershipStatus): MembershipAction[] =>
  MEMBERSHIP_ACTIONS.filter((a) => MEMBERSHIP_TRANSITIONS[a].from.includes(status))

/** The pool's talents list shows the statuses as these tabs, pending first (listed separately, §2). */
export const MEMBER_TABS = [
  'PENDING',
  'ACCEPTED',
  'ARCHIVED_ACCEPTED',
  'REJECTED',
  'DELETED',
] as const satisfies readonly PoolMembershipStatus[]
