import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { parseIdList, sameIds } from '../../../ui/data-table/selection'
import { MAX_URL_SELECTION, SELECTED_ITEMS_PARAM } from '../../../ui/data-table/use-url-selection'

/**
 * §2 `selectedItems` for the pipeline, as ui/data-table/use-url-selection.ts does it, with
 * the difference fast triage needs: the address is adopted after commit, and only when it
 * holds a value this hook did not write. useUrlSelection compares during render with the
 * value it wrote last, so a render before its navigation lands (every x press renders at
 * once) reads the old address as an outside change and drops the toggle: x j x j typed
 * quickly loses selections.
 */
export function useSelectionParam(
  /** Writes the new `selectedItems` value (null: none) into the address. */
  write: (value: string | null) => void,
): [readonly string[], (ids: readonly string[]) => void] {
  const [searchParams] = useSearchParams()
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
      // Back/forward, a link, another stage: the address wins.
      own.pending.clear()
      own.latest = undefined
      const fromUrl = parseIdList(raw)
      setIds((current) => (sameIds(current, fromUrl) ? current : fromUrl))
    }
  }, [raw])

  const update = useCallback(
    (next: readonly string[]) => {
      setIds(next)
      const value = next.length > 0 && next.length <= MAX_URL_SELECTION ? next.join(',') : null
      written.current.pending.add(value)
      written.current.latest = value
      write(value)
    },
    [write],
  )
  return [ids, update]
}
