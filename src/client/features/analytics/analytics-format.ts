import type { TFunction } from 'i18next'

/** Hours as the charts show them: days from two days up, else hours. */
export function durationText(hours: number | null, t: TFunction, language: string): string {
  if (hours === null) return '–'
  const nf = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  return hours >= 48
    ? t('msp.v2.analytics.duration.days', { value: nf.format(hours / 24) })
    : t('msp.v2.analytics.duration.hours', { value: nf.format(hours) })
}

export const percentText = (share: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share)

const day = (d: Date) => d.toISOString().slice(0, 10)

/** The last `days` days up to today (UTC), both ends inclusive. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: day(new Date(now.getTime() - (days - 1) * 86_400_000)), to: day(now) }
}

export const PERIODS = [30, 90, 180, 365] as const
export const DEFAULT_PERIOD = 90
