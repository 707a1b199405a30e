import type { ExternalSearchInput } from '../../../shared/contracts/external-search'

/*
 * The location and facet filters of the external search, kept in the address beside the query:
 * `city`, `country`, `radius` (km) and one `facet.<name>` per facet (values comma-separated).
 */

export const CITY_PARAM = 'city'
export const COUNTRY_PARAM = 'country'
export const RADIUS_PARAM = 'radius'
export const FACET_NAMES = ['country', 'skills'] as const
export type FacetName = (typeof FACET_NAMES)[number]
export const DEFAULT_RADIUS_KM = 25
const facetParam = (name: FacetName) => `facet.${name}`

export interface ExternalFilters {
  location: NonNullable<ExternalSearchInput['location']> | null
  facets: Partial<Record<FacetName, string[]>>
}

/** The filters in the address; a location needs a city and a country, the radius is clamped to 1–500 km. */
export function filtersOf(params: URLSearchParams): ExternalFilters {
  const city = params.get(CITY_PARAM)?.trim() ?? ''
  const countryCode = params.get(COUNTRY_PARAM)?.trim().toUpperCase() ?? ''
  const radius = Math.round(Number(params.get(RADIUS_PARAM)) || DEFAULT_RADIUS_KM)
  const facets: ExternalFilters['facets'] = {}
  for (const name of FACET_NAMES) {
    const values = (params.get(facetParam(name)) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.length > 0) facets[name] = [...new Set(values)].slice(0, 20)
  }
  return {
    location:
      city && /^[A-Z]{2}$/.test(countryCode)
        ? { city: city.slice(0, 100), countryCode, radiusKm: Math.min(500, Math.max(1, radius)) }
        : null,
    facets,
  }
}

/** The address with the location set (or cleared when the city is empty); back to page 1. */
export function withLocation(
  params: URLSearchParams,
  location: { city: string; countryCode: string; radiusKm: number },
): URLSearchParams {
  const copy = new URLSearchParams(params)
  const city = location.city.trim()
  if (city && location.countryCode) {
    copy.set(CITY_PARAM, city)
    copy.set(COUNTRY_PARAM, location.countryCode)
    copy.set(RADIUS_PARAM, String(location.radiusKm))
  } else for (const p of [CITY_PARAM, COUNTRY_PARAM, RADIUS_PARAM]) copy.delete(p)
  copy.delete('page')
  return copy
}

/** The address with one facet value switched on or off; back to page 1. */
export function withFacetToggled(params: URLSearchParams, name: FacetName, value: string): URLSearchParams {
  const copy = new URLSearchParams(params)
  const chosen = filtersOf(params).facets[name] ?? []
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]
  if (next.length > 0) copy.set(facetParam(name), next.join(','))
  else copy.delete(facetParam(name))
  copy.delete('page')
  return copy
}

/** The filters as the search call sends them (nothing for what is not set). */
export function filtersBody(filters: ExternalFilters): Pick<ExternalSearchInput, 'location' | 'facets'> {
  return {
    ...(filters.location ? { location: filters.location } : {}),
    ...(Object.keys(filters.facets).length > 0 ? { facets: filters.facets } : {}),
  }
}
