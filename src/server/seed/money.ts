/** Rough exchange rates and unit conversions, so rates look plausible in every currency. */

const PER_EUR: Record<string, number> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.95,
  SEK: 11.5,
  INR: 90,
  CAD: 1.47,
  MXN: 18.5,
  BRL: 5.9,
  SGD: 1.45,
  AUD: 1.65,
  NZD: 1.8,
  JPY: 160,
  CNY: 7.8,
  HKD: 8.4,
  MYR: 5.1,
  CRC: 560,
}

/** Local market level relative to Western Europe. */
const MARKET: Record<string, number> = {
  IN: 0.35,
  PL: 0.65,
  RO: 0.6,
  HU: 0.6,
  CZ: 0.65,
  TR: 0.55,
  PT: 0.7,
  BR: 0.55,
  MX: 0.55,
  ES: 0.8,
  IT: 0.85,
  GR: 0.7,
  CH: 1.3,
  US: 1.15,
  GB: 1.05,
}

export function marketFactor(country: string): number {
  return MARKET[country] ?? 1
}

/** Converts a day rate in EUR to `unit` in `currency`, rounded the way people quote. */
export function convertDayRate(dayRateEur: number, unit: string, currency: string): number {
  const fx = PER_EUR[currency] ?? 1
  let value = dayRateEur * fx
  if (unit === 'HR') value /= 8
  else if (unit === 'WEEK') value *= 5
  else if (unit === 'MONTH') value *= 20
  else if (unit === 'YEAR') value *= 140
  else if (unit === 'PROJECT') value *= 60
  const step = value < 200 ? 1 : value < 2000 ? 10 : value < 20000 ? 100 : 1000
  return Math.round(value / step) * step
}

export const RATE_UNIT_WEIGHTS: [string, number][] = [
  ['HR', 60],
  ['DAY', 30],
  ['MONTH', 5],
  ['YEAR', 4],
  ['WEEK', 1],
]
