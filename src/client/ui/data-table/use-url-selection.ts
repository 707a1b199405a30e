import { useCallback, useLayoutEffect, useRef, useState } from 'react'
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
 * it changes from outside (back/forward, a pasted link). The address is adopted after
 * commit, and only when it holds a value this hook did not write: a render that happens
 * before the hook's own navigation lands (x j x j typed quickly) must not undo a toggle.
 */
export function useUrlSelection(
  /** Writes the new `selectedItems` value (null: none); by default into this route's query. */
  write?: (value: string | null) => void,
): [readonly string[], (ids: readonly string[]) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = searchParams.get(SELECTED_ITEMS_PARAM)
  const [ids, setIds] = useState<readonly string[]>(() => parseIdList(raw))
  // Values written here whose navigation may still land (fast typing writes several).
  const written = useRef({
    pending: new Set<string | null>(),
    latest: undefined as string | null | undefined,
  })

  useLayoutEffect(() => {
    const own = written.current
    if (raw === own.latest) {
      own.pending.clear()
      own.latest = undefined
    } else if (!own.pending.has(raw)) {
      own.pending.clear()
      own.latest = undefined
      const fromUrl = parseIdList(raw)
      setIds((current) => (sameIds(current, fromUrl) ? current : fromUrl))
    }
  }, [raw])

  const writeParam = useCallback(
    (value: string | null) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params)
          if (value === null) copy.delete(SELECTED_ITEMS_PARAM)
          else copy.set(SELECTED_ITEMS_PARAM, value)
          return copy
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  const writer = write ?? writeParam

  const update = useCallback(
    (next: readonly string[]) => {
      setIds(next)
      const value = next.length > 0 && next.length <= MAX_URL_SELECTION ? next.join(',') : null
      written.current.pending.add(value)
      written.current.latest = value
      writer(value)
    },
    [writer],
  )
  return [ids, update]
}
