import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

export const PAGE_PARAM = 'page'

/** Reads a 1-based page number; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export interface UrlPage {
  page: number
  /** Pushes a history entry: paging is navigation the user may want to go back through. */
  setPage: (page: number, options?: { replace?: boolean }) => void
  /**
   * Applies filter changes to the query and puts the list back on page 1 (§2), in one
   * navigation. Page 1 is the default, so the parameter is removed rather than set.
   */
  setFilters: (apply: (params: URLSearchParams) => void) => void
}

/** §2 `page` query parameter of list pages. */
/**
 * The newest address, not the one this component rendered last: navigations render in
 * transitions, so right after one (e.g. "Show all talents" from the palette) the hook's
 * params can still be the old ones, and a change built on them would bring old filters back.
 */
const latestParams = () => new URLSearchParams(window.location.search)

export function useUrlPage(): UrlPage {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = parsePage(searchParams.get(PAGE_PARAM))
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams(
        () => {
          const copy = latestParams()
          if (next <= 1) copy.delete(PAGE_PARAM)
          else copy.set(PAGE_PARAM, String(next))
          return copy
        },
        { replace: options?.replace },
      ),
    [setSearchParams],
  )
  const setFilters = useCallback(
    (apply: (params: URLSearchParams) => void) =>
      setSearchParams(() => {
        const copy = latestParams()
        apply(copy)
        copy.delete(PAGE_PARAM)
        return copy
      }),
    [setSearchParams],
  )
  return { page, setPage, setFilters }
}
