import { getDefaultStore } from 'jotai'
import { latestUndoToast, runToastUndo } from '../ui/toasts/toast-store'
import { cheatSheetOpenAtom, paletteOpenAtom } from './palette-state'
import { defineCommand } from './registry'

/*
 * The always-there commands. They live in module scope (not in a component) so the registry
 * integrity test sees them; they drive jotai's default store, which is the app's store
 * (the app mounts no jotai Provider).
 */
const store = getDefaultStore()

export const globalCommands = [
  defineCommand({
    id: 'palette.open',
    titleKey: 'msp.v2.command.palette.open',
    group: 'general',
    shortcut: 'mod+k',
    // Works from the header search field and toggles the palette closed from inside it.
    allowInFields: true,
    hideInPalette: true,
    keywords: ['search', 'command', 'palette'],
    run: () => {
      store.set(cheatSheetOpenAtom, false)
      store.set(paletteOpenAtom, (open) => !open)
    },
  }),
  defineCommand({
    id: 'help.shortcuts',
    titleKey: 'msp.v2.command.shortcuts.open',
    group: 'general',
    shortcut: '?',
    keywords: ['help', 'keyboard', 'shortcuts', 'keys', 'cheat sheet'],
    run: () => {
      store.set(paletteOpenAtom, false)
      store.set(cheatSheetOpenAtom, true)
    },
  }),
  defineCommand({
    id: 'toast.undo',
    titleKey: 'msp.v2.command.undo',
    group: 'general',
    shortcut: 'u',
    keywords: ['undo', 'revert', 'back'],
    when: () => latestUndoToast(store) !== undefined,
    run: async () => {
      const toast = latestUndoToast(store)
      if (toast) await runToastUndo(toast, store)
    },
  }),
]
