import { useEffect } from 'react'
import { readPreference, writePreference } from '../ui/user-preferences'

/**
 * Screens the user opened lately (a talent, a project's pipeline, an application), newest
 * first, for the palette (issue 21 §3), remembered per user in this browser.
 */
export interface RecentItem {
  kind: 'talent' | 'project' | 'application' | 'pool'
  id: number
  label: string
  /** What the palette shows beside the label (the project of an application ...). */
  hint?: string
  href: string
}

const NAME = 'recent'
const KEPT = 8

export const recentItems = (): RecentItem[] => readPreference<RecentItem[]>(NAME, [])

export function rememberRecent(item: RecentItem): void {
  const others = recentItems().filter((r) => !(r.kind === item.kind && r.id === item.id))
  writePreference(NAME, [item, ...others].slice(0, KEPT))
}

/** Remembers the screen's item once it is shown (null while its data loads). */
export function useRememberRecent(item: RecentItem | null): void {
  const key = item ? `${item.kind}:${item.id}:${item.label}:${item.href}` : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds what is remembered.
  useEffect(() => {
    if (item) rememberRecent(item)
  }, [key])
}
