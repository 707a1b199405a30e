import type { ProjectRow } from '../../shared/contracts/project-search'
import { currencySymbol, RATE_UNIT_KEYS } from '../../shared/domain/formats'
import type { ProjectChip } from '../../shared/domain/statuses'
import { PROJECT_CHIP_TONES } from './status-tones'

type T = (key: string, options?: Record<string, unknown>) => string

/** Chip colours: one per meaning (status-tones.ts). */
export const CHIP_TONES = PROJECT_CHIP_TONES

export const chipLabel = (t: T, chip: ProjectChip) => t(`msp.v2.project.chip.${chip}`)

/** "€80–95 / hour"; one end only when the other is missing; empty when no rate is set. */
export function formatRateRange(
  t: T,
  row: {
    rateMin: string | number | null
    rateMax: string | number | null
    rateUnit: string | null
    currency: string | null
  },
) {
  if (row.rateMin == null && row.rateMax == null) return ''
  const symbol = currencySymbol(row.currency)
  const num = (v: string | number | null) => (v == null ? '' : String(Number(v)))
  const range =
    row.rateMin != null && row.rateMax != null && row.rateMin !== row.rateMax
      ? `${symbol}${num(row.rateMin)}–${num(row.rateMax)}`
      : `${symbol}${num(row.rateMin ?? row.rateMax)}`
  const unitKey = row.rateUnit ? RATE_UNIT_KEYS[row.rateUnit as keyof typeof RATE_UNIT_KEYS] : undefined
  return unitKey ? `${range} / ${t(unitKey)}` : range
}

export function formatLocation(row: Pick<ProjectRow, 'city' | 'countryCode'>) {
  return [row.city, row.countryCode].filter(Boolean).join(', ')
}

/** "3 / 5" sent to the client against max submissions; -1 means unlimited (∞). */
export function formatSubmissions(sent: number, max: number) {
  return `${sent} / ${max === -1 ? '∞' : max}`
}
