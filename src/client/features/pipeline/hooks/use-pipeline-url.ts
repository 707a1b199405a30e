import { useCallback, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'

export interface PipelineUrl {
  /** The address the next change builds on: the newest one written here, else the current one. */
  base: () => { pathname: string; search: string }
  /** Replaces the address (j/k following, selection); `push` for opening and closing the pane. */
  write: (pathname: string, search: string, push?: boolean) => void
}

const split = (url: string) => {
  const at = url.indexOf('?')
  return at < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) }
}

/**
 * The one writer of the pipeline's address. Keys come faster than navigations land (x,
 * then j before the selection's navigation finished): each change builds on the last one
 * written, not on the address React rendered last, so none undoes another. Addresses are
 * compared after commit only: the router renders in transitions, which React may render
 * and throw away, so a render is no proof that an address arrived.
 */
export function usePipelineUrl(onOutsideChange: () => void): PipelineUrl {
  const location = useLocation()
  const navigate = useNavigate()
  const current = `${location.pathname}${location.search}`
  const state = useRef({ base: current, latest: null as string | null, pending: new Set<string>() })
  const onOutside = useRef(onOutsideChange)
  onOutside.current = onOutsideChange

  useLayoutEffect(() => {
    const s = state.current
    if (current === s.latest) {
      s.pending.clear()
      s.latest = null
    } else if (!s.pending.has(current) && current !== s.base) {
      // Changed from outside (a link, back/forward, the search field): build on it.
      s.pending.clear()
      s.latest = null
      s.base = current
      onOutside.current()
    }
  }, [current])

  const base = useCallback(() => split(state.current.base), [])
  const write = useCallback(
    (pathname: string, search: string, push = false) => {
      const url = `${pathname}${search}`
      const s = state.current
      s.base = url
      s.latest = url
      s.pending.add(url)
      void navigate(url, { replace: !push, preventScrollReset: true })
    },
    [navigate],
  )
  return { base, write }
}
