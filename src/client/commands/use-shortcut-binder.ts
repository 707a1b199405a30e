import { useEffect, useRef } from 'react'
import { type CommandContext, commandRegistry, type KeyChord } from './registry'
import { chordOf, isInsideDialog, isTypingTarget, matchShortcut } from './shortcut-matcher'

const SEQUENCE_TIMEOUT_MS = 1000
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

/**
 * The one keydown listener of the app: loops over the registry, so a shortcut exists only
 * if a command defines it. Off while typing or inside a dialog unless the command allows it.
 */
export function useShortcutBinder(getContext: () => CommandContext): void {
  const contextRef = useRef(getContext)
  contextRef.current = getContext
  useEffect(() => {
    let buffer: KeyChord[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const reset = () => {
      buffer = []
      if (timer) clearTimeout(timer)
      timer = undefined
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || MODIFIER_KEYS.has(e.key)) return
      const guarded = isTypingTarget(e.target) || isInsideDialog(e.target)
      const ctx = contextRef.current()
      const candidates = guarded ? commandRegistry.inFields() : commandRegistry.all()
      const chord = chordOf(e)
      let result = matchShortcut([...buffer, chord], candidates, ctx)
      if (result.kind === 'none' && buffer.length > 0) {
        // A broken sequence: try the key on its own.
        reset()
        result = matchShortcut([chord], candidates, ctx)
      }
      if (result.kind === 'none') {
        reset()
        return
      }
      e.preventDefault()
      if (result.kind === 'pending') {
        buffer = [...buffer, chord]
        if (timer) clearTimeout(timer)
        timer = setTimeout(reset, SEQUENCE_TIMEOUT_MS)
        return
      }
      reset()
      void result.command.run(ctx)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      reset()
    }
  }, [])
}
