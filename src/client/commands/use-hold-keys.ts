import { useLayoutEffect } from 'react'
import { holdKeys } from './key-queue'

/**
 * Keeps the keys typed while `active` (a screen's rows or code still loading) and lets them
 * go when it turns false (key-queue.ts). Set in the commit, before any key can arrive.
 */
export function useHoldKeys(active: boolean): void {
  useLayoutEffect(() => (active ? holdKeys() : undefined), [active])
}
