import { readPreference, usePreference, writePreference } from './user-preferences'

/** Row density of every table (issue 21 §1), chosen in Settings or the palette, remembered per user. */
export type Density = 'comfortable' | 'compact'
export const DENSITIES: readonly Density[] = ['comfortable', 'compact']

const ROW_HEIGHT: Record<Density, number> = { comfortable: 36, compact: 28 }

export const currentDensity = (): Density => readPreference<Density>('density', 'comfortable')
export const setDensity = (density: Density) => writePreference('density', density)

export function useDensity(): Density {
  return usePreference<Density>('density', 'comfortable')
}

export const rowHeightOf = (density: Density) => ROW_HEIGHT[density] ?? ROW_HEIGHT.comfortable
