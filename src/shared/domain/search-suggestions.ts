import { encodeFilterValue, type FilterOperator } from './search-filters'

/** Project status names a recruiter may type into the search box (§4, including the "also seen" ones). */
export const PROJECT_STATUS_NAMES = [
  'ACTIVE',
  'PAUSED',
  'CLOSED',
  'DELETED',
  'UNPUBLISHED',
  'OPEN',
  'PARTLY_FILLED',
  'FILLED',
  'NOT_IN_POOL',
  'FINISHED',
] as const

export type SearchTarget = 'talents' | 'projects'

export interface SearchSuggestion {
  id: string
  target: SearchTarget
  /** Filter key of §2 (query parameter name); absent for the "all" entries. */
  filter?: string
  operator?: FilterOperator
  value?: string
  /** i18n key of the entry's label; the value is shown beside it. */
  labelKey: string
  href: string
}

const ROUTE: Record<SearchTarget, string> = { talents: '/search/talents', projects: '/search/projects' }

function suggestion(
  target: SearchTarget,
  filter: string,
  operator: FilterOperator,
  value: string,
): SearchSuggestion {
  const params = new URLSearchParams({ [filter]: encodeFilterValue({ operator, value }) })
  return {
    id: `${target}:${filter}:${operator}`,
    target,
    filter,
    operator,
    value,
    labelKey: `msp.v2.search.suggestion.${target}.${filter}`,
    href: `${ROUTE[target]}?${params}`,
  }
}

const ALL: SearchSuggestion[] = [
  {
    id: 'talents:all',
    target: 'talents',
    labelKey: 'msp.v2.search.suggestion.talents.all',
    href: ROUTE.talents,
  },
  {
    id: 'projects:all',
    target: 'projects',
    labelKey: 'msp.v2.search.suggestion.projects.all',
    href: ROUTE.projects,
  },
]

const NUMERIC = /^\d+([.,]\d+)?$/
const EMAIL_LIKE = /^[^\s@]*@\S*$/

/** The status the text names, if any: case-insensitive, underscores read as spaces. */
export function matchProjectStatus(text: string): string | undefined {
  const normalised = text.trim().replace(/_/g, ' ').replace(/\s+/g, ' ').toUpperCase()
  return PROJECT_STATUS_NAMES.find((s) => s.replace(/_/g, ' ') === normalised)
}

/**
 * The global search box suggestions of §2, in the order they are listed. Pure: the palette
 * calls it on every keystroke, so it does no I/O and allocates little.
 */
export function buildSearchSuggestions(input: string): SearchSuggestion[] {
  const text = input.trim()
  if (text === '') return ALL
  if (NUMERIC.test(text)) {
    const n = text.replace(',', '.')
    return [
      suggestion('talents', 'rateRange', 'EQ', `0-${n}`),
      suggestion('talents', 'pool_id', 'EQ', text),
      suggestion('talents', 'phone', 'EQ', text),
      suggestion('talents', 'tag', 'EQ', text),
      suggestion('projects', 'rateRange', 'EQ', `0-${n}`),
      suggestion('projects', 'vms_id', 'LIKE', text),
      suggestion('projects', 'title', 'LIKE', text),
      suggestion('projects', 'pool_id', 'EQ', text),
      suggestion('projects', 'assigned_msp_id', 'EQ', text),
      ...ALL,
    ]
  }
  if (EMAIL_LIKE.test(text)) {
    return [
      suggestion('talents', 'email', 'EQ', text),
      suggestion('talents', 'previous_job', 'LIKE', text),
      ...ALL,
    ]
  }
  const status = matchProjectStatus(text)
  if (status) return [suggestion('projects', 'status', 'EQ', status), ...ALL]
  return [
    suggestion('talents', 'name', 'EQ', text),
    suggestion('talents', 'previous_job', 'LIKE', text),
    suggestion('talents', 'skill', 'LIKE', text),
    suggestion('talents', 'phone', 'LIKE', text),
    suggestion('talents', 'email', 'LIKE', text),
    suggestion('talents', 'tag', 'LIKE', text),
    suggestion('projects', 'title', 'LIKE', text),
    suggestion('projects', 'vms_id', 'LIKE', text),
    ...ALL,
  ]
}
