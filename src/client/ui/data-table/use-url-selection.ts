import { useCallback, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { parseIdList, sameIds } from './selection'

export const SELECTED_ITEMS_PARAM = 'selectedItems'
/**
 * Beyond this many ids the selection stays in memory only: a select-all over a big list
 * would make the address unusable (browsers and proxies cap URLs around 8-64 KB).
 */
export const MAX_URL_SELECTION = 200

/**
 * §2 `selectedItems`: the selection of a list page mirrored to the query string (replace,
 * so j/k and x do not fill the history). The URL seeds the selection on load and wins when
 * it changes from outside (back/forward, a pasted link).
 */
export function useUrlSelection(): [readonly string[], (ids: readonly string[]) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = searchParams.get(SELECTED_ITEMS_PARAM)
  const fromUrl = useMemo(() => parseIdList(raw), [raw])
  const [ids, setIds] = useState<readonly string[]>(fromUrl)
  const lastRaw = useRef(raw)

  let current = ids
  if (raw !== lastRaw.current) {
    // Changed outside this hook: adopt the URL (render-time sync instead of an effect).
    lastRaw.current = raw
    if (!sameIds(fromUrl, ids)) {
      current = fromUrl
      setIds(fromUrl)
    }
  }

  const update = useCallback(
    (next: readonly string[]) => {
      setIds(next)
      const value = next.length > 0 && next.length <= MAX_URL_SELECTION ? next.join(',') : null
      lastRaw.current = value
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params)
          if (value === null) copy.delete(SELECTED_ITEMS_PARAM)
          else copy.set(SELECTED_ITEMS_PARAM, value)
          return copy
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )
  return [current, update]
}
