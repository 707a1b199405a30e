import { getDefaultStore } from 'jotai'
import type { FocusEvent } from 'react'
import { focusedPaneAtom } from '../commands/command-context'

/**
 * Focus handlers that make an editor a shortcut scope while focus is inside it (like a pane):
 * its one-letter shortcuts then work there and nowhere else.
 */
export function scopeFocusHandlers(scope: string) {
  const store = getDefaultStore()
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // React bubbles focus out of portals (the editor's dialogs, a select's list): only focus
      // really inside the editor claims the scope, so typing there never fires its shortcuts.
      if (!event.currentTarget.contains(event.target as Node)) return
      if (store.get(focusedPaneAtom) !== scope) store.set(focusedPaneAtom, scope)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null
      if (next && event.currentTarget.contains(next)) return
      if (store.get(focusedPaneAtom) === scope) store.set(focusedPaneAtom, null)
    },
  }
}

/** The row a list key moves to (↑/↓, j/k, Home, End), or null when the key is not a move. */
export function rovingTarget(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  index: number,
  count: number,
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || count === 0) return null
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i))
  switch (event.key) {
    case 'ArrowDown':
    case 'j':
      return clamp(index + 1)
    case 'ArrowUp':
    case 'k':
      return clamp(index - 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** Enter without modifiers opens a row (Ctrl+Enter stays the page's save). */
export const isPlainEnter = (
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
) => event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
