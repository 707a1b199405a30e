import { atom } from 'jotai'
import type { CommandSelection } from './registry'

/**
 * UI state that commands read: pages publish their selection and focused row here, panes
 * publish which of them has focus. Route and navigate are added by the command layer.
 */
export const focusedPaneAtom = atom<string | null>(null)
export const selectionAtom = atom<CommandSelection>({ kind: null, ids: [] })
export const focusedRowAtom = atom<unknown>(null)
