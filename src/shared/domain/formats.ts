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

/**
 * §9 short number format: up to 999 as is, above that in thousands with a "K" and at
 * most one decimal (1,250 -> "1.3K", 12,000 -> "12K"), in the reader's locale.
 */
export function formatShortNumber(value: number, locale = 'en'): string {
  if (Math.abs(value) <= 999) return new Intl.NumberFormat(locale).format(value)
  const thousands = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value / 1000)
  return `${thousands}K`
}

/**
 * A list's day column ("12 Mar 2026" in English, "12. März 2026" in German): one formatter
 * per list and language; an empty or unreadable value shows as nothing.
 */
export function dayFormatter(locale: string): (value: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' })
  return (value) => {
    const date = value ? new Date(value) : null
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : ''
  }
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
