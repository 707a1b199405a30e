import type { ProjectRow } from '../../shared/contracts/project-search'
import { formatRate } from '../../shared/domain/formats'
import type { ProjectChip } from '../../shared/domain/statuses'
import { PROJECT_CHIP_TONES } from './status-tones'

type T = (key: string, options?: Record<string, unknown>) => string

/** Chip colours: one per meaning (status-tones.ts). */
export const CHIP_TONES = PROJECT_CHIP_TONES

export const chipLabel = (t: T, chip: ProjectChip) => t(`msp.v2.project.chip.${chip}`)

/** "€80 – €95 / hour", "80–95 € / Stunde"; one end when the other is missing; empty without a rate. */
export function formatRateRange(
  t: T,
  row: {
    rateMin: string | number | null
    rateMax: string | number | null
    rateUnit: string | null
    currency: string | null
  },
  language: string,
) {
  return formatRate(
    { min: row.rateMin, max: row.rateMax, currency: row.currency, unit: row.rateUnit },
    language,
    (key) => t(key),
  )
}

export function formatLocation(row: Pick<ProjectRow, 'city' | 'countryCode'>) {
  return [row.city, row.countryCode].filter(Boolean).join(', ')
}

/** "3 / 5" sent to the client against max submissions; -1 means unlimited (∞). */
export function formatSubmissions(sent: number, max: number) {
  return `${sent} / ${max === -1 ? '∞' : max}`
}
