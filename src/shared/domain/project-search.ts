import {
  type FilterOperator,
  filtersFromParams,
  pagingFromParams,
  savedSearchQuery,
  searchRequest,
  setFilterParam,
} from './search-filters'
import { PROJECT_STATUS_NAMES } from './search-suggestions'

/**
 * The project list's query (§2 "Searches"): which filter keys apply to projects, the status
 * values, the sorts, and how a search travels in the /search/projects query string
 * (`?title=like:java&status=OPEN&sortBy=hiring_deadline&page=2`). No zod here: the page
 * imports it eagerly.
 */

export const PROJECT_FILTER_KEYS = [
  'title',
  'vms_id',
  'status',
  'rateRange',
  'pool_id',
  'assigned_msp_id',
  'owner_id',
  'is_unassigned',
  'location',
] as const
export type ProjectFilterKey = (typeof PROJECT_FILTER_KEYS)[number]

/**
 * The project location filter (§2 "project location"): a site city, optionally its country and a
 * radius in km, written "city;CC;km" ("Berlin;DE;50", "Utrecht;NL", "Köln"). Without a radius
 * the site city matches (exactly for EQ, by part for LIKE); with one, every city within it does.
 */
export interface ProjectLocationFilter {
  city: string
  country: string | null
  km: number | null
}
export const LOCATION_RADII_KM = [10, 25, 50, 100, 250] as const

export function parseProjectLocation(value: string): ProjectLocationFilter | null {
  const [city = '', country = '', km = ''] = value.split(';').map((s) => s.trim())
  if (!city || city.length > 100) return null
  if (country && !/^[A-Za-z]{2}$/.test(country)) return null
  const radius = km === '' ? null : Number(km)
  if (radius !== null && !(Number.isFinite(radius) && radius > 0 && radius <= 1000)) return null
  return { city, country: country ? country.toUpperCase() : null, km: radius }
}

export function projectLocationValue(l: ProjectLocationFilter): string {
  return [l.city, l.country ?? '', l.km === null ? '' : String(l.km)].join(';').replace(/;+$/, '')
}

/** Status filter values: the project statuses plus the chip names of §4, upper case (as the search box reads them). */
export const PROJECT_STATUS_FILTER_VALUES = PROJECT_STATUS_NAMES
export type ProjectStatusFilterValue = (typeof PROJECT_STATUS_FILTER_VALUES)[number]

export const PROJECT_SORTS = ['last_updated', 'new_application', 'hiring_deadline'] as const
export type ProjectSort = (typeof PROJECT_SORTS)[number]

export const PROJECT_PAGE_SIZES = [10, 25, 50, 100] as const
/** §9 page size default. */
export const DEFAULT_PAGE_SIZE = 10

export interface ProjectFilterValue {
  field: ProjectFilterKey
  operator: FilterOperator
  value: string
}

export interface ProjectSearchState {
  filters: ProjectFilterValue[]
  query: string
  sort: ProjectSort
  page: number
  size: number
  /** A saved selection (search bucket of mode "selection") the results are limited to. */
  bucketId?: number
}

const isSort = (v: string | null): v is ProjectSort =>
  (PROJECT_SORTS as readonly (string | null)[]).includes(v)

/** Reads a search from the query string; unknown parameters (selectedItems, tab) are ignored. */
export function projectSearchFromParams(params: URLSearchParams): ProjectSearchState {
  const sortBy = params.get('sortBy')
  const bucket = Number(params.get('bucket'))
  return {
    filters: filtersFromParams(params, PROJECT_FILTER_KEYS),
    query: (params.get('simpleQuery') ?? '').trim(),
    sort: isSort(sortBy) ? sortBy : 'last_updated',
    ...pagingFromParams(params, PROJECT_PAGE_SIZES, DEFAULT_PAGE_SIZE),
    ...(Number.isInteger(bucket) && bucket > 0 ? { bucketId: bucket } : {}),
  }
}

/** Writes one filter into the params (replacing that key); an empty value removes it. */
export function setProjectFilter(
  params: URLSearchParams,
  filter: ProjectFilterValue | { field: ProjectFilterKey; value: '' },
): void {
  setFilterParam(params, filter)
}

/** The request body of POST search/project/query for a search state. */
export const projectSearchRequest = (state: ProjectSearchState) => searchRequest(state)

/** The query string of a search without paging and selection: what a bucket of mode "bucket" keeps. */
export const savedProjectQuery = (params: URLSearchParams): string =>
  savedSearchQuery(params, PROJECT_FILTER_KEYS)
