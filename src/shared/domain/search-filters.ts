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
