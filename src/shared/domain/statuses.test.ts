import { describe, expect, it } from 'vitest'
import { projectChip, stageOfApplicationStatus } from './statuses'

describe('stageOfApplicationStatus (§4 mapping)', () => {
  it.each([
    ['a', 'active'],
    ['uc', 'active'],
    ['h', 'hired'],
    ['s2c', 'send2vms'],
    ['sf', 'send2vms'],
    ['sp', 'send2vms'],
    ['rm', 'rejectedOrWithdrawn'],
    ['w', 'rejectedOrWithdrawn'],
    ['rv', 'rejectedVms'],
    ['something-else', 'active'],
  ])('%s -> %s', (status, stage) => {
    expect(stageOfApplicationStatus(status)).toBe(stage)
  })
})

describe('projectChip (§4 chips)', () => {
  const base = { status: 'ACTIVE' as const, freelancerVisible: true, filled: false, partiallyFilled: false }
  it('is unpublished when active and hidden from freelancers', () => {
    expect(projectChip({ ...base, freelancerVisible: false })).toBe('unpublished')
  })
  it('is filled when closed and filled, closed otherwise', () => {
    expect(projectChip({ ...base, status: 'CLOSED', filled: true })).toBe('filled')
    expect(projectChip({ ...base, status: 'CLOSED' })).toBe('closed')
  })
  it('shows partly filled, paused, deleted and open', () => {
    expect(projectChip({ ...base, partiallyFilled: true })).toBe('partlyFilled')
    expect(projectChip({ ...base, status: 'PAUSED' })).toBe('paused')
    expect(projectChip({ ...base, status: 'DELETED' })).toBe('deleted')
    expect(projectChip(base)).toBe('open')
  })
})
