import { useStore } from 'jotai'
import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { focusedPaneAtom, focusedRowAtom, selectionAtom } from '../../../commands/command-context'
import type { Command, CommandContext } from '../../../commands/registry'

/** Buttons and menus run registry commands with the same context the keys and the palette use. */
export function useCommandRunner(): { context: () => CommandContext; run: (command: Command) => void } {
  const store = useStore()
  const navigate = useNavigate()
  const location = useLocation()
  const route = `${location.pathname}${location.search}`
  const context = useCallback(
    (): CommandContext => ({
      route,
      pane: store.get(focusedPaneAtom),
      selection: store.get(selectionAtom),
      focusedRow: store.get(focusedRowAtom),
      navigate: (to) => {
        void navigate(to)
      },
    }),
    [store, navigate, route],
  )
  const run = useCallback(
    (command: Command) => {
      Promise.resolve(command.run(context())).catch((error: unknown) => console.error(error))
    },
    [context],
  )
  return { context, run }
}
