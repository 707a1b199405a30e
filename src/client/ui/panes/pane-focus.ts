import { getDefaultStore } from 'jotai'
import type { FocusEvent } from 'react'
import { focusedPaneAtom } from '../../commands/command-context'
import type { PaneId } from './panes-controller'

const store = getDefaultStore()
/** In priority order: the pane's grid first, then a marked element, then anything focusable. */
const FOCUS_TARGETS = [
  '[role="grid"]',
  '[data-pane-autofocus]',
  'button, [href], input, select, textarea, [tabindex="0"]',
]

/** Focus that leaves for the palette (a dialog) or the page background keeps the pane's keys working. */
function leavesPanes(event: FocusEvent): boolean {
  const next = event.relatedTarget as HTMLElement | null
  return !!next && !next.closest('[data-pane]') && !next.closest('[role="dialog"], [role="alertdialog"]')
}

export function focusInside(element: HTMLElement | null) {
  if (!element) return
  const target =
    FOCUS_TARGETS.map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean) ?? element
  target.focus({ preventScroll: true })
}

/** The pane holding the focus inside `element`, if any. */
export function focusedPaneIn(element: HTMLElement | null): PaneId | null {
  const active = document.activeElement
  if (!element || !active || !element.contains(active)) return null
  const pane = active.closest<HTMLElement>('[data-pane]')?.dataset.pane
  return pane === 'nav' || pane === 'list' || pane === 'detail' ? pane : null
}

/**
 * A pane's section attributes: each pane publishes itself to `focusedPaneAtom` while it holds
 * focus, which scopes the shortcut binder to it.
 */
export function paneProps(pane: PaneId, label: string, maximised = false) {
  return {
    'data-pane': pane,
    'data-maximised': maximised || undefined,
    'aria-label': label,
    className: 'workspace-pane',
    tabIndex: -1,
    onFocus: () => {
      if (store.get(focusedPaneAtom) !== pane) store.set(focusedPaneAtom, pane)
    },
    onBlur: (event: FocusEvent) => {
      if (leavesPanes(event) && store.get(focusedPaneAtom) === pane) store.set(focusedPaneAtom, null)
    },
  }
}

/** Forgets the pane focus when the panes unmount (a screen change). */
export function clearPaneFocus() {
  const pane = store.get(focusedPaneAtom)
  if (pane === 'nav' || pane === 'list' || pane === 'detail') store.set(focusedPaneAtom, null)
}
