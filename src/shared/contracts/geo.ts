import { z } from 'zod'
import { text } from './text'

const countryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'msp.v2.geo.error.country')
  .transform((v) => v.toUpperCase())

/** A place of the offline gazetteer (GeoNames cities of 1000+ inhabitants). */
export interface GeoPlace {
  city: string
  country: string
  /** The GeoNames first-level administrative code (state, province), where known. */
  state: string | null
  latitude: number
  longitude: number
  population: number
}

/** POST geo/autocomplete: cities whose name starts with `input`, most populous first. */
export const geoAutocompleteSchema = z.object({
  input: text().trim().min(1, 'msp.v2.geo.error.input').max(100),
  country: countryCode.optional(),
  limit: z.number().int().min(1).max(50).default(10),
})

/**
 * GET /napi/location: a location as country, city, latitude and longitude (§7) — the city
 * named (with its country, if given), or the city nearest to a point.
 */
export const locationQuerySchema = z.union([
  z.object({ city: text().trim().min(1).max(100), country: countryCode.optional() }),
  z.object({
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
  }),
])
