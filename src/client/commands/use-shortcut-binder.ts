import { useEffect, useRef } from 'react'
import { attachChordRunner, keysHeld, queuedKeys, queueKey } from './key-queue'
import { type CommandContext, commandRegistry, type KeyChord } from './registry'
import { chordOf, isInsideDialog, isTypingTarget, matchShortcut } from './shortcut-matcher'

const SEQUENCE_TIMEOUT_MS = 1000
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

/** A chord a field would take as text: one character, at most with Shift. */
const isText = (chord: KeyChord) => chord.length === 1 || /^shift\+.$/.test(chord) || chord === 'Space'

/**
 * The one keydown listener of the app: loops over the registry, so a shortcut exists only
 * if a command defines it. Off while typing or inside a dialog unless the command allows it.
 * While the screen is not ready (key-queue.ts) the keys are kept and run here once it is;
 * a kept key that finds a text field focused by then (the note opened by Shift N) is typed
 * into it.
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
    /** Runs the command the chord completes; false when it matches nothing. */
    const process = (chord: KeyChord, target: EventTarget | null): boolean => {
      const guarded = isTypingTarget(target) || isInsideDialog(target)
      const ctx = contextRef.current()
      const candidates = guarded ? commandRegistry.inFields() : commandRegistry.all()
      let result = matchShortcut([...buffer, chord], candidates, ctx)
      if (result.kind === 'none' && buffer.length > 0) {
        // A broken sequence: try the key on its own.
        reset()
        result = matchShortcut([chord], candidates, ctx)
      }
      if (result.kind === 'none') {
        reset()
        return false
      }
      if (result.kind === 'pending') {
        buffer = [...buffer, chord]
        if (timer) clearTimeout(timer)
        timer = setTimeout(reset, SEQUENCE_TIMEOUT_MS)
        return true
      }
      reset()
      void result.command.run(ctx)
      return true
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || MODIFIER_KEYS.has(e.key)) return
      const chord = chordOf(e)
      const guarded = isTypingTarget(e.target) || isInsideDialog(e.target)
      // Commands bound in fields too (the palette) never wait: they are how one gets out.
      const always = matchShortcut([chord], commandRegistry.inFields(), contextRef.current()).kind !== 'none'
      // While kept keys wait, later ones wait behind them (also in a field), so order holds.
      const waiting = queuedKeys().length > 0
      if (!always && ((!guarded && keysHeld()) || waiting)) {
        e.preventDefault()
        queueKey({ chord, key: e.key })
        return
      }
      if (process(chord, e.target)) e.preventDefault()
    }
    const detach = attachChordRunner(({ chord, key }) => {
      const target = document.activeElement
      if (isTypingTarget(target) && (isText(chord) || chord === 'Backspace')) {
        // Typed before the field was there: it belongs in it.
        if (chord === 'Backspace') document.execCommand('delete')
        else document.execCommand('insertText', false, key)
        return 'typed'
      }
      process(chord, target)
      return 'ran'
    })
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      detach()
      reset()
    }
  }, [])
}
