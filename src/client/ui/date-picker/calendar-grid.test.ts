import { describe, expect, it } from 'vitest'
import { monthGrid, parseValue, shiftDay, shiftMonth, withinBounds, yearsList } from './calendar-grid'

describe('the date picker calendar (§5)', () => {
  it('starts weeks on Monday', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthGrid(2026, 11)
    expect(weeks[0]).toEqual([null, 1, 2, 3, 4, 5, 6])
    expect(weeks.at(-1)).toEqual([28, 29, 30, 31, null, null, null])
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthGrid(2027, 1)).toHaveLength(4)
  })
  it('reads YYYY-MM-DD and YYYY-MM, and nothing that is not a real date', () => {
    expect(parseValue('2026-02-28', 'day')).toEqual({ year: 2026, month: 1, day: 28 })
    expect(parseValue('2026-02-30', 'day')).toBeNull()
    expect(parseValue('2026-13', 'month')).toBeNull()
    expect(parseValue('2026-07', 'month')).toEqual({ year: 2026, month: 6, day: 1 })
    expect(parseValue('07/01/2026', 'day')).toBeNull()
  })
  it('lists the years from ten ahead down to ninety back', () => {
    const years = yearsList(2026)
    expect(years[0]).toBe(2036)
    expect(years.at(-1)).toBe(1936)
  })
  it('moves across months and years and keeps to the bounds', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(withinBounds('2026-05-01', '2026-05-02')).toBe(false)
    expect(withinBounds('2026-05-01', undefined, '2026-05-01')).toBe(true)
  })
})
