import type { Currency, RateUnit } from './statuses'

/** §9 currency symbol map (17 currencies); unknown codes fall back to the euro sign. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  EUR: '€',
  USD: '$',
  CHF: 'CHF',
  GBP: '£',
  CNY: '¥',
  CAD: 'C$',
  INR: '₹',
  HKD: 'HK$',
  SGD: 'S$',
  SEK: 'kr',
  MXN: 'MX$',
  CRC: '₡',
  BRL: 'R$',
  AUD: 'A$',
  JPY: '¥',
  MYR: 'RM',
  NZD: 'NZ$',
}

export function currencySymbol(code: string | null | undefined): string {
  return (code && CURRENCY_SYMBOLS[code as Currency]) || '€'
}

/** i18n keys of the rate units of §9: hour, day, week, month, year, project. */
export const RATE_UNIT_KEYS: Record<RateUnit, string> = {
  HR: 'msp.v2.rate.unit.hour',
  DAY: 'msp.v2.rate.unit.day',
  WEEK: 'msp.v2.rate.unit.week',
  MONTH: 'msp.v2.rate.unit.month',
  YEAR: 'msp.v2.rate.unit.year',
  PROJECT: 'msp.v2.rate.unit.project',
}

/** §9 short number format: K above 999 (1,000 -> 1K, 1,250 -> 1.3K, 12,400 -> 12K). */
export function formatShortNumber(value: number): string {
  if (Math.abs(value) <= 999) return String(value)
  const thousands = value / 1000
  const rounded = Math.abs(thousands) >= 10 ? Math.round(thousands) : Math.round(thousands * 10) / 10
  return `${rounded}K`
}

/** §9 "Years list from current year +10 down to -90". */
export function yearsList(currentYear: number): number[] {
  const years: number[] = []
  for (let y = currentYear + 10; y >= currentYear - 90; y--) years.push(y)
  return years
}

/** §9: states are shown in addresses only for these countries. */
export const COUNTRIES_WITH_STATES = ['US', 'AU', 'UK', 'GB', 'CA', 'IN', 'BR', 'MX'] as const

export function showsState(countryCode: string | null | undefined): boolean {
  return !!countryCode && (COUNTRIES_WITH_STATES as readonly string[]).includes(countryCode.toUpperCase())
}
