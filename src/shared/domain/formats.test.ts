import { describe, expect, it } from 'vitest'
import {
  CURRENCY_SYMBOLS,
  currencySymbol,
  dayFormatter,
  formatShortNumber,
  showsState,
  yearsList,
} from './formats'
import { CURRENCIES } from './statuses'

describe('formats (§9)', () => {
  it('shows K above 999', () => {
    expect(formatShortNumber(999)).toBe('999')
    expect(formatShortNumber(1000)).toBe('1K')
    expect(formatShortNumber(1250)).toBe('1.3K')
    expect(formatShortNumber(12_000)).toBe('12K')
    expect(formatShortNumber(1250, 'de')).toBe('1,3K')
  })
  it('has a symbol for each of the 17 currencies and defaults to the euro', () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...CURRENCIES].sort())
    expect(currencySymbol('GBP')).toBe('£')
    expect(currencySymbol('XYZ')).toBe('€')
    expect(currencySymbol(null)).toBe('€')
  })
  it('lists years from +10 down to -90', () => {
    const years = yearsList(2026)
    expect(years[0]).toBe(2036)
    expect(years.at(-1)).toBe(1936)
    expect(years).toHaveLength(101)
  })
  it('shows states only for the listed countries', () => {
    expect(showsState('us')).toBe(true)
    expect(showsState('DE')).toBe(false)
  })
  it("formats a list day in the reader's language, and nothing for no or bad dates", () => {
    const noon = '2026-03-12T12:00:00.000Z'
    expect(dayFormatter('en')(noon)).toBe('Mar 12, 2026')
    expect(dayFormatter('de')(noon)).toBe('12. März 2026')
    expect(dayFormatter('en')(null)).toBe('')
    expect(dayFormatter('en')('not a date')).toBe('')
  })
})
