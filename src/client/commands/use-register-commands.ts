import { useEffect } from 'react'
import { type Command, commandRegistry } from './registry'

/**
 * Registers `commands` while the calling component is mounted. Pass a stable array (module
 * constant or useMemo): `run`/`when` read live state through the CommandContext, or through
 * refs, so the list rarely needs to change.
 */
export function useRegisterCommands(commands: readonly Command[]): void {
  useEffect(() => commandRegistry.register(commands), [commands])
}
