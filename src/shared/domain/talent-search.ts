import {
  type FilterOperator,
  filtersFromParams,
  pagingFromParams,
  savedSearchQuery,
  searchRequest,
  setFilterParam,
} from './search-filters'

/**
 * The talent search's query (§2 "Searches"): which filter keys apply to talents, the sorts,
 * and how a search travels in the /search/talents query string
 * (`?skill=like:java&postalcoderadius=10115:25&sortBy=name&page=2`). No zod here: the page
 * imports it eagerly.
 */

export const TALENT_FILTER_KEYS = [
  'name',
  'talentName',
  'title',
  'skill',
  'previous_job',
  'keyword',
  'any',
  'email',
  'phone',
  'tag',
  'status',
  'available',
  'location',
  'country',
  'city',
  'postalcoderadius',
  'rateRange',
  'pool_id',
  'pools',
  'pool_stage',
  'owner_id',
  'assigned_msp_id',
  'is_unassigned',
  'vms_id',
] as const
export type TalentFilterKey = (typeof TALENT_FILTER_KEYS)[number]

/** Keys whose value is picked from a fixed list rather than typed. */
export const TALENT_STATUS_FILTER_VALUES = ['ACTIVE', 'UNVERIFIED', 'DEACTIVATED'] as const
export const TALENT_BOOLEAN_FILTERS: readonly TalentFilterKey[] = ['available', 'is_unassigned']

export const TALENT_SORTS = ['relevance', 'last_updated', 'name', 'rate'] as const
export type TalentSort = (typeof TALENT_SORTS)[number]

export const TALENT_PAGE_SIZES = [10, 25, 50, 100] as const
/** §9 page size default. */
export const DEFAULT_TALENT_PAGE_SIZE = 10

export interface TalentFilterValue {
  field: TalentFilterKey
  operator: FilterOperator
  value: string
}

export interface TalentSearchState {
  filters: TalentFilterValue[]
  query: string
  sort: TalentSort
  page: number
  size: number
  /** A saved selection (search bucket of mode "selection") the results are limited to. */
  bucketId?: number
}

/** `10115:25` -> postal code 10115, 25 km. The postal code may contain spaces ("1012 AB"). */
export function parsePostalRadius(value: string): { postalCode: string; km: number } | undefined {
  const match = /^(.+?)\s*:\s*(\d+(?:\.\d+)?)$/.exec(value.trim())
  if (!match) return undefined
  const km = Number(match[2])
  if (!(km > 0 && km <= 1000)) return undefined
  return { postalCode: match[1].trim(), km }
}

const isSort = (v: string | null): v is TalentSort => (TALENT_SORTS as readonly (string | null)[]).includes(v)

/** Reads a search from the query string; unknown parameters (selectedItems, project, tab) are ignored. */
export function talentSearchFromParams(params: URLSearchParams): TalentSearchState {
  const query = (params.get('simpleQuery') ?? '').trim()
  const sortBy = params.get('sortBy')
  const bucket = Number(params.get('bucket'))
  return {
    filters: filtersFromParams(params, TALENT_FILTER_KEYS),
    query,
    // Ranked by relevance when there is text to rank by, else the most recently updated first.
    sort: isSort(sortBy) ? sortBy : query ? 'relevance' : 'last_updated',
    ...pagingFromParams(params, TALENT_PAGE_SIZES, DEFAULT_TALENT_PAGE_SIZE),
    ...(Number.isInteger(bucket) && bucket > 0 ? { bucketId: bucket } : {}),
  }
}

/** Writes one filter into the params (replacing that key); an empty value removes it. */
export function setTalentFilter(
  params: URLSearchParams,
  filter: TalentFilterValue | { field: TalentFilterKey; value: '' },
): void {
  setFilterParam(params, filter)
}

/** The request body of POST search/freelancer/query for a search state. */
export const talentSearchRequest = (state: TalentSearchState) => searchRequest(state)

/** The query string of a search without paging and selection: what a bucket of mode "bucket" keeps. */
export const savedTalentQuery = (params: URLSearchParams): string =>
  savedSearchQuery(params, TALENT_FILTER_KEYS)
