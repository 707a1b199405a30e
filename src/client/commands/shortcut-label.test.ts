import { describe, expect, it } from 'vitest'
import { chordLabel, shortcutLabel } from './shortcut-label'

const words: Record<string, string> = {
  'msp.v2.key.ctrl': 'Ctrl',
  'msp.v2.key.shift': 'Shift',
  'msp.v2.key.alt': 'Alt',
  'msp.v2.key.enter': 'Enter',
  'msp.v2.key.then': 'then',
}
const t = (key: string) => words[key] ?? key

describe('shortcut labels', () => {
  it("shows 'mod' as Ctrl elsewhere and ⌘ on macOS", () => {
    expect(chordLabel('mod+k', t, false)).toBe('Ctrl+K')
    expect(chordLabel('mod+k', t, true)).toBe('⌘K')
    expect(chordLabel('shift+mod+Enter', t, false)).toBe('Ctrl+Shift+Enter')
    expect(chordLabel('shift+mod+Enter', t, true)).toBe('⌘⇧Enter')
  })
  it('reads sequences with "then" and keeps symbols and arrows', () => {
    expect(shortcutLabel(['g', 'd'], t, false)).toBe('G then D')
    expect(shortcutLabel('?', t, false)).toBe('?')
    expect(shortcutLabel('shift+ArrowDown', t, false)).toBe('Shift+↓')
    expect(shortcutLabel('mod+[', t, false)).toBe('Ctrl+[')
    expect(shortcutLabel('mod++', t, false)).toBe('Ctrl++')
    expect(shortcutLabel(undefined, t, false)).toBe('')
  })
})
