import { getDefaultStore } from 'jotai'
import type { FocusEvent } from 'react'
import { focusedPaneAtom } from '../../commands/command-context'

/** Focus handlers that make the template list a shortcut scope while the focus is inside it. */
export function scopeFocusHandlers(scope: string) {
  const store = getDefaultStore()
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Focus bubbling out of a portal (the editor dialog) does not claim the scope.
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
