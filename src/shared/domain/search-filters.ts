/** Search filter operators of §2 and how a filter travels in a search route's query string. */
export const FILTER_OPERATORS = ['EQ', 'NEQ', 'LIKE'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

export interface FilterValue {
  operator: FilterOperator
  value: string
}

const PREFIX: Record<FilterOperator, string> = { EQ: '', NEQ: 'not:', LIKE: 'like:' }

/** `?email=like:anna` means email LIKE anna; a bare value means EQ. */
export function encodeFilterValue({ operator, value }: FilterValue): string {
  return `${PREFIX[operator]}${value}`
}

export function decodeFilterValue(raw: string): FilterValue {
  if (raw.startsWith(PREFIX.LIKE)) return { operator: 'LIKE', value: raw.slice(PREFIX.LIKE.length) }
  if (raw.startsWith(PREFIX.NEQ)) return { operator: 'NEQ', value: raw.slice(PREFIX.NEQ.length) }
  return { operator: 'EQ', value: raw }
}

/** Every filter of `keys` a search route's query string carries (a key may repeat). */
export function filtersFromParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): ({ field: K } & FilterValue)[] {
  const filters: ({ field: K } & FilterValue)[] = []
  for (const field of keys) {
    for (const raw of params.getAll(field)) {
      if (raw.trim()) filters.push({ field, ...decodeFilterValue(raw.trim()) })
    }
  }
  return filters
}

/** `page` (1 when missing or invalid) and `size` (one of `sizes`, else the default). */
export function pagingFromParams(
  params: URLSearchParams,
  sizes: readonly number[],
  defaultSize: number,
): { page: number; size: number } {
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: sizes.includes(size) ? size : defaultSize,
  }
}

/** Writes one filter into the params (replacing that key); an empty value removes it. */
export function setFilterParam(
  params: URLSearchParams,
  filter: ({ field: string } & FilterValue) | { field: string; value: '' },
): void {
  params.delete(filter.field)
  if ('operator' in filter && filter.value) params.set(filter.field, encodeFilterValue(filter))
}

/** The request body of a search route (POST search/project/query, search/freelancer/query) for a search state. */
export function searchRequest<F, S>(state: {
  filters: F
  query: string
  sort: S
  page: number
  size: number
  bucketId?: number
}) {
  return {
    filters: state.filters,
    query: state.query,
    sort: state.sort,
    offset: (state.page - 1) * state.size,
    size: state.size,
    ...(state.bucketId ? { bucketId: state.bucketId } : {}),
  }
}

/** The query string of a search without paging and selection: what a bucket of mode "bucket" keeps. */
export function savedSearchQuery(params: URLSearchParams, filterKeys: readonly string[]): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) {
    if (filterKeys.includes(key) || key === 'simpleQuery' || key === 'sortBy') kept.append(key, value)
  }
  return kept.toString()
}

/** `100-650` -> 100..650 (both ends inclusive). */
export function parseRateRange(value: string): { from: number; to: number } | undefined {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value.trim())
  if (!match) return undefined
  const [from, to] = [Number(match[1]), Number(match[2])]
  return from <= to ? { from, to } : undefined
}
