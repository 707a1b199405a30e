import { useSyncExternalStore } from 'react'
import { type Command, commandRegistry } from './registry'

/** The registered commands, re-rendering when the registry changes. */
export function useCommands(): readonly Command[] {
  return useSyncExternalStore(
    (l) => commandRegistry.subscribe(l),
    () => commandRegistry.all(),
    () => commandRegistry.all(),
  )
}
