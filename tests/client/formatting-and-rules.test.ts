import { describe, expect, it } from 'vitest'
import { shouldReloadForChunkError } from '../../src/client/app/lazy-page'
import { historyValue } from '../../src/client/features/project-page/components/project-history-panel'
import { formatShortNumber } from '../../src/shared/domain/formats'
import { passwordRuleResults } from '../../src/shared/domain/password-rules'

describe('formatShortNumber', () => {
  it('shows K only above 999', () => {
    expect(formatShortNumber(0)).toBe('0')
    expect(formatShortNumber(999)).toBe('999')
    expect(formatShortNumber(1000)).toBe('1K')
    expect(formatShortNumber(1250)).toBe('1.3K')
    expect(formatShortNumber(48_000)).toBe('48K')
  })
})

describe('passwordRuleResults (§5)', () => {
  const unmet = (password: string) =>
    passwordRuleResults(password)
      .filter((rule) => !rule.met)
      .map((rule) => rule.key)

  it('lists every rule as unmet for an empty password', () => {
    expect(unmet('')).toEqual([
      'msp.v2.pwd.error.length',
      'msp.v2.pwd.error.characters',
      'msp.v2.pwd.error.capitals',
      'msp.v2.pwd.error.lowers',
      'msp.v2.pwd.error.digits',
    ])
  })

  it('ticks rules off one by one', () => {
    expect(unmet('abc')).toEqual([
      'msp.v2.pwd.error.length',
      'msp.v2.pwd.error.characters',
      'msp.v2.pwd.error.capitals',
      'msp.v2.pwd.error.digits',
    ])
    expect(unmet('Recruit!2026')).toEqual([])
  })
})

describe('shouldReloadForChunkError', () => {
  it('reloads at most once per 60 seconds', () => {
    expect(shouldReloadForChunkError(null, 100_000)).toBe(true)
    expect(shouldReloadForChunkError(50_000, 100_000)).toBe(false)
    expect(shouldReloadForChunkError(40_000, 100_000)).toBe(true)
  })
})

describe('project history values', () => {
  const names = {
    pools: new Map([[23, 'Java pool']]),
    msps: new Map([
      [4, 'Max Recruiter'],
      [5, 'Nina Lead'],
    ]),
    legalEntities: new Map([[2, 'Acme Staffing GmbH']]),
  }
  it('name the pools, recruiters and legal entities they refer to, never "poolId: 23"', () => {
    expect(historyValue({ poolId: 23 }, names)).toBe('Java pool')
    expect(historyValue({ assigneeIds: [4, 5] }, names)).toBe('Max Recruiter, Nina Lead')
    expect(historyValue({ poolId: 99 }, names)).toBe('#99')
    expect(historyValue({ status: 'PAUSED' }, names)).toBe('PAUSED')
  })
})
