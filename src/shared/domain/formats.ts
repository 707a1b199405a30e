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

/*
 * The one date formatter and the one money formatter of every screen (issue 21 §5), in the
 * reader's language: "12. März 2026", "77 € / Stunde" in German, "Mar 12, 2026", "€77 / hour"
 * in English. Formatters are built once per language and style.
 */

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/**
 * §9 short number format: up to 999 as is, above that shortened as the language does it
 * ("1.3K" in English, "1,7 k" in French; German writes "1700"), at most one decimal.
 */
export function formatShortNumber(value: number, locale = 'en'): string {
  if (Math.abs(value) <= 999) return cached(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(value)
  return cached(
    `c|${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value)
}

export type DateStyle = 'day' | 'dayTime' | 'month'

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  dayTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  month: { year: 'numeric', month: 'short' },
}

/** A day without a time (YYYY-MM-DD, or stored as UTC midnight): the same day in every time zone. */
const DATE_ONLY = /^\d{4}-\d{2}(-\d{2})?(T00:00:00(\.000)?Z)?$/

/** A date (ISO text or Date) in the reader's language; nothing for no or an unreadable date. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: string,
  style: DateStyle = 'day',
): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const utc = typeof value === 'string' && DATE_ONLY.test(value)
  return cached(
    `d|${locale}|${style}|${utc}`,
    () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], ...(utc ? { timeZone: 'UTC' } : {}) }),
  ).format(date)
}

/** A list's day column: formatDate of the list's language. */
export function dayFormatter(locale: string): (value: string | null | undefined) => string {
  return (value) => formatDate(value, locale, 'day')
}

const currencyOf = (code: string | null | undefined) => (code && code in CURRENCY_SYMBOLS ? code : 'EUR')

function moneyFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  return cached(
    `m|${locale}|${currency}|${whole}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  )
}

const amountOf = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value)

/** An amount of money in the reader's language ("77 €", "€77.50"); nothing without an amount. */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string {
  const n = amountOf(amount)
  if (n === null || Number.isNaN(n)) return ''
  return moneyFormat(locale, currencyOf(currency), Number.isInteger(n)).format(n)
}

/**
 * A rate: one amount or a range, per unit ("80–95 € / Stunde", "€80 – €95 / hour"); one end
 * when the other is missing; nothing without an amount. `unitLabel` names the unit (i18n).
 */
export function formatRate(
  rate: {
    min: string | number | null | undefined
    max?: string | number | null
    currency: string | null | undefined
    unit: string | null | undefined
  },
  locale: string,
  unitLabel: (unitKey: string) => string,
): string {
  const min = amountOf(rate.min)
  const max = amountOf(rate.max)
  const low = min ?? max
  if (low === null || Number.isNaN(low)) return ''
  const high = min !== null && max !== null && max !== min ? max : null
  const whole = Number.isInteger(low) && (high === null || Number.isInteger(high))
  const format = moneyFormat(locale, currencyOf(rate.currency), whole)
  const amount = high === null ? format.format(low) : format.formatRange(low, high)
  const unitKey = rate.unit ? RATE_UNIT_KEYS[rate.unit as RateUnit] : undefined
  return unitKey ? `${amount} / ${unitLabel(unitKey)}` : amount
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
