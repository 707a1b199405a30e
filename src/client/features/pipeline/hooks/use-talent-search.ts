import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useUrlPage } from '../../../ui/data-table/use-url-page'
import { SELECTED_ITEMS_PARAM } from '../../../ui/data-table/use-url-selection'

/** §2 filter key of the talent name search in the query string. */
export const TALENT_NAME_PARAM = 'talentName'
/** §9 input debounce. */
export const SEARCH_DEBOUNCE_MS = 500

export interface TalentSearch {
  /** What the field shows. */
  value: string
  setValue: (value: string) => void
  /** The committed search (after the debounce), read from the URL. */
  query: string
}

/**
 * The talent name search of the pipeline: typed into a field, committed to the URL after
 * 500 ms of quiet; a new search starts the list again (page and selection reset).
 */
export function useTalentSearch(): TalentSearch {
  const [searchParams] = useSearchParams()
  const query = searchParams.get(TALENT_NAME_PARAM) ?? ''
  const { setFilters } = useUrlPage()
  const [value, setValue] = useState(query)
  // The field follows the address when it changes from outside (back/forward, a link), not
  // when our own debounced write lands while the user is still typing.
  const shown = useRef({ query, written: null as string | null })
  useLayoutEffect(() => {
    const s = shown.current
    if (s.query === query) return
    s.query = query
    if (query !== s.written) setValue(query)
    s.written = null
  }, [query])

  useEffect(() => {
    const next = value.trim()
    if (next === query) return
    const timer = setTimeout(() => {
      shown.current.written = next
      setFilters((params) => {
        if (next) params.set(TALENT_NAME_PARAM, next)
        else params.delete(TALENT_NAME_PARAM)
        params.delete(SELECTED_ITEMS_PARAM)
      })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, query, setFilters])

  return { value, setValue, query }
}
