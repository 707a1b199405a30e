import { IS_MAC } from './platform'
import { type Command, type CommandContext, chordsOf, type KeyChord } from './registry'

/** The chord of a key event: modifiers in a fixed order, then the key ('mod+shift+k', 'shift+J' -> 'shift+j'). */
export function chordOf(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): KeyChord {
  const mods: string[] = []
  if (IS_MAC ? e.metaKey : e.ctrlKey) mods.push('mod')
  if (IS_MAC ? e.ctrlKey : e.metaKey) mods.push('meta')
  if (e.altKey) mods.push('alt')
  let key = e.key
  // Shift is implied by printable symbols ('?', '[' vs '{'): only letters and named keys carry it.
  const printable = key.length === 1
  const letter = printable && /[a-z]/i.test(key)
  if (e.shiftKey && (letter || !printable)) mods.push('shift')
  if (letter) key = key.toLowerCase()
  if (key === ' ') key = 'Space'
  return [...mods, key].join('+')
}

/** Canonical form of a chord written in a command definition ('Shift+J' -> 'shift+j'). */
export function normaliseChord(chord: KeyChord): KeyChord {
  const parts = chord.split('+')
  const key = parts.pop() ?? ''
  const mods = parts.map((p) => p.toLowerCase())
  const order = ['mod', 'meta', 'alt', 'shift']
  const sorted = order.filter((m) => mods.includes(m))
  const k = key.length === 1 && /[a-z]/i.test(key) ? key.toLowerCase() : key
  return [...sorted, k].join('+')
}

export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || typeof el.closest !== 'function') return false
  if (el.isContentEditable) return true
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]')
}

/**
 * Dialogs, and the open lists of selects and menus: Radix portals those outside the dialog
 * that opened them, and typing a letter there picks an option, not a shortcut.
 */
export function isInsideDialog(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return (
    !!el &&
    typeof el.closest === 'function' &&
    !!el.closest(
      '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [data-radix-popper-content-wrapper]',
    )
  )
}

export type MatchResult = { kind: 'run'; command: Command } | { kind: 'pending' } | { kind: 'none' }

/**
 * Matches typed chords against the registry. Sequences ('g' then 'd') keep a buffer; a
 * command of the focused pane's scope wins over a global one with the same keys.
 */
export function matchShortcut(
  buffer: readonly KeyChord[],
  commands: readonly Command[],
  ctx: CommandContext,
): MatchResult {
  let prefix = false
  let best: Command | undefined
  for (const command of commands) {
    const chords = chordsOf(command.shortcut).map(normaliseChord)
    if (chords.length === 0) continue
    const scope = command.scope ?? 'global'
    if (scope !== 'global' && scope !== ctx.pane) continue
    if (command.when && !command.when(ctx)) continue
    if (chords.length < buffer.length) continue
    if (!buffer.every((c, i) => chords[i] === c)) continue
    if (chords.length > buffer.length) {
      prefix = true
      continue
    }
    if (!best || (best.scope ?? 'global') === 'global') best = command
  }
  if (best && !prefix) return { kind: 'run', command: best }
  if (prefix) return { kind: 'pending' }
  if (best) return { kind: 'run', command: best }
  return { kind: 'none' }
}
