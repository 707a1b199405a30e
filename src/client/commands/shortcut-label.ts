import { IS_MAC } from './platform'
import { chordsOf, type KeyChord, type Shortcut } from './registry'
import { normaliseChord } from './shortcut-matcher'

/** The i18n `t` (or any key -> text function): labels are pure so tooltips and tests can use them. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

const MAC_MODIFIERS: Record<string, string> = { mod: '⌘', meta: '⌃', alt: '⌥', shift: '⇧' }
const MODIFIER_KEYS: Record<string, string> = {
  mod: 'msp.v2.key.ctrl',
  meta: 'msp.v2.key.meta',
  alt: 'msp.v2.key.alt',
  shift: 'msp.v2.key.shift',
}
const NAMED_KEYS: Record<string, string> = {
  Enter: 'msp.v2.key.enter',
  Escape: 'msp.v2.key.escape',
  Space: 'msp.v2.key.space',
  Backspace: 'msp.v2.key.backspace',
  Delete: 'msp.v2.key.delete',
  Tab: 'msp.v2.key.tab',
}
const SYMBOL_KEYS: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
}

function keyLabel(key: string, t: Translate): string {
  if (NAMED_KEYS[key]) return t(NAMED_KEYS[key])
  if (SYMBOL_KEYS[key]) return SYMBOL_KEYS[key]
  return key.length === 1 ? key.toUpperCase() : key
}

/** One chord as shown on a key chip: '⌘K' on macOS, 'Ctrl+K' elsewhere (the platforms' own conventions). */
export function chordLabel(chord: KeyChord, t: Translate, mac = IS_MAC): string {
  // A chord ending in '+' names the plus key itself ('mod++').
  const plusKey = chord.endsWith('++') || chord === '+'
  const normalised = plusKey ? chord.slice(0, -1) : normaliseChord(chord)
  const mods = normalised.split('+').filter((p) => p !== '')
  const key = plusKey ? '+' : (mods.pop() ?? '')
  if (mac) return [...mods.map((m) => MAC_MODIFIERS[m] ?? m), keyLabel(key, t)].join('')
  return [...mods.map((m) => (MODIFIER_KEYS[m] ? t(MODIFIER_KEYS[m]) : m)), keyLabel(key, t)].join('+')
}

/** The chip texts of a shortcut, one per chord of a sequence. */
export function shortcutChips(shortcut: Shortcut | undefined, t: Translate, mac = IS_MAC): string[] {
  return chordsOf(shortcut).map((c) => chordLabel(c, t, mac))
}

/** Plain text of a shortcut for titles, aria labels and search: 'Ctrl+K', 'G then D'. */
export function shortcutLabel(shortcut: Shortcut | undefined, t: Translate, mac = IS_MAC): string {
  return shortcutChips(shortcut, t, mac).join(` ${t('msp.v2.key.then')} `)
}
