import { describe, expect, it } from 'vitest'
import {
  checkMembershipTransition,
  MEMBER_TABS,
  MEMBERSHIP_ACTIONS,
  MEMBERSHIP_TRANSITIONS,
  membershipActionsOf,
} from './pool-membership'
import { POOL_MEMBERSHIP_STATUSES } from './statuses'
import { TALENT_HISTORY_EVENTS, TALENT_HISTORY_GROUPS } from './talent-history'

describe('pool membership transitions (§4)', () => {
  it('moves only along the recruiter transitions', () => {
    const moves = POOL_MEMBERSHIP_STATUSES.flatMap((from) =>
      MEMBERSHIP_ACTIONS.flatMap((action) => {
        const check = checkMembershipTransition(action, from)
        return check.ok ? [`${from} -${action}-> ${check.to}`] : []
      }),
    )
    expect(moves.sort()).toEqual(
      [
        'PENDING -accept-> ACCEPTED',
        'PENDING -deny-> REJECTED',
        'ACCEPTED -archive-> ARCHIVED_ACCEPTED',
        'ARCHIVED_ACCEPTED -restore-> ACCEPTED',
        'PENDING -remove-> DELETED',
        'ACCEPTED -remove-> DELETED',
        'ARCHIVED_ACCEPTED -remove-> DELETED',
      ].sort(),
    )
  })

  it('says "already" when the membership is where the action leads', () => {
    expect(checkMembershipTransition('accept', 'ACCEPTED')).toEqual({ ok: false, already: true })
    expect(checkMembershipTransition('accept', 'REJECTED')).toEqual({ ok: false, already: false })
    expect(checkMembershipTransition('deny', 'REJECTED')).toEqual({ ok: false, already: true })
  })

  it('offers the actions of each status and lists every status as a tab, pending first', () => {
    expect(membershipActionsOf('PENDING')).toEqual(['accept', 'deny', 'remove'])
    expect(membershipActionsOf('DELETED')).toEqual([])
    expect(MEMBER_TABS[0]).toBe('PENDING')
    expect([...MEMBER_TABS].sort()).toEqual([...POOL_MEMBERSHIP_STATUSES].sort())
  })

  it('writes talent history events the pools filter shows', () => {
    for (const t of Object.values(MEMBERSHIP_TRANSITIONS)) {
      expect(TALENT_HISTORY_EVENTS).toContain(t.event)
      expect(TALENT_HISTORY_GROUPS.pools as readonly string[]).toContain(t.event)
    }
  })
})
