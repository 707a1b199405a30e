import { useEffect, useState } from 'react'

/**
 * How long the pane rests on an application before it fetches it: j/k through the pipeline
 * shows each row's preview at once and asks the server only for the one the focus stops on
 * (and, once it rests, for its neighbours).
 */
export const PANE_REST_MS = 100

/**
 * Whether `id` has stayed the same for `ms` since it last changed (always, when `ms` is 0; and
 * the id the component mounts with counts as rested). The pipeline's pane passes many
 * applications under j/k: only the one it rests on is worth fetching and recording as viewed.
 */
export function useRested(id: number, ms: number): boolean {
  const [rested, setRested] = useState(id)
  useEffect(() => {
    if (ms <= 0) return
    const timer = window.setTimeout(() => setRested(id), ms)
    return () => window.clearTimeout(timer)
  }, [id, ms])
  return ms <= 0 || rested === id
}
