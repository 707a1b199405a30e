import { describe, expect, it } from 'vitest'
import {
  CURRENCY_SYMBOLS,
  currencySymbol,
  dayFormatter,
  formatDate,
  formatMoney,
  formatRate,
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
    // Each language shortens its own way; German does not write "1,3K".
    expect(formatShortNumber(1250, 'de')).toBe('1250')
    expect(formatShortNumber(1250, 'fr')).toBe('1,3\u00a0k')
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
  it('formats a day without a time as that day everywhere, and a moment with its time', () => {
    expect(formatDate('2026-03-12', 'en')).toBe('Mar 12, 2026')
    expect(formatDate('2026-03-12T00:00:00.000Z', 'de')).toBe('12. März 2026')
    expect(formatDate('2026-03-12T14:05:00.000Z', 'en', 'month')).toBe('Mar 2026')
  })
  it('formats money and rates in the reader’s language, never "€ 77.00 / Stunde"', () => {
    const unit = (key: string) => ({ 'msp.v2.rate.unit.hour': 'Stunde' })[key] ?? key
    expect(formatMoney('77.00', 'EUR', 'de')).toBe('77\u00a0€')
    expect(formatMoney(77.5, 'EUR', 'en')).toBe('€77.50')
    expect(formatRate({ min: '77.00', currency: 'EUR', unit: 'HR' }, 'de', unit)).toBe('77\u00a0€ / Stunde')
    expect(formatRate({ min: 80, max: 95, currency: 'EUR', unit: null }, 'de', unit)).toBe('80–95\u00a0€')
    expect(formatRate({ min: null, max: 95, currency: 'GBP', unit: null }, 'en', unit)).toBe('£95')
    expect(formatRate({ min: null, currency: 'EUR', unit: 'HR' }, 'en', unit)).toBe('')
  })
})
