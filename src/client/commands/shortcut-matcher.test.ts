import { describe, expect, it } from 'vitest'
import { type Command, type CommandContext, defineCommand } from './registry'
import { chordOf, matchShortcut, normaliseChord } from './shortcut-matcher'

const ctx = (pane: string | null = null): CommandContext => ({
  route: '/',
  pane,
  selection: { kind: null, ids: [] },
  focusedRow: null,
  navigate: () => {},
})
const cmd = (id: string, shortcut: Command['shortcut'], extra: Partial<Command> = {}) =>
  defineCommand({ id, titleKey: id, group: 'test', shortcut, run: () => {}, ...extra })

const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
  chordOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods })

describe('chords', () => {
  it('normalises letters, shift and symbols', () => {
    expect(key('J', { shiftKey: true })).toBe('shift+j')
    expect(key('?', { shiftKey: true })).toBe('?')
    expect(key('k', { ctrlKey: true })).toBe('mod+k')
    expect(key(' ')).toBe('Space')
    expect(normaliseChord('Shift+J')).toBe('shift+j')
    expect(normaliseChord('shift+mod+K')).toBe('mod+shift+k')
  })
})

describe('matchShortcut', () => {
  const commands = [
    cmd('nav.dashboard', ['g', 'd']),
    cmd('nav.projects', ['g', 'p']),
    cmd('table.next', 'j', { scope: 'list' }),
    cmd('detail.next', 'j', { scope: 'detail' }),
    cmd('help', '?'),
    cmd('guarded', 'r', { when: (c) => c.selection.ids.length > 0 }),
  ]
  it('waits for the rest of a sequence, then runs it', () => {
    expect(matchShortcut(['g'], commands, ctx())).toEqual({ kind: 'pending' })
    expect(matchShortcut(['g', 'd'], commands, ctx())).toMatchObject({
      kind: 'run',
      command: { id: 'nav.dashboard' },
    })
  })
  it('scopes pane shortcuts to the focused pane', () => {
    expect(matchShortcut(['j'], commands, ctx(null))).toEqual({ kind: 'none' })
    expect(matchShortcut(['j'], commands, ctx('list'))).toMatchObject({ command: { id: 'table.next' } })
    expect(matchShortcut(['j'], commands, ctx('detail'))).toMatchObject({ command: { id: 'detail.next' } })
  })
  it('respects when', () => {
    expect(matchShortcut(['r'], commands, ctx())).toEqual({ kind: 'none' })
    expect(matchShortcut(['r'], commands, { ...ctx(), selection: { kind: 'row', ids: [1] } })).toMatchObject({
      kind: 'run',
    })
  })
})
