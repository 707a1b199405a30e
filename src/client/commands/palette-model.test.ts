import { describe, expect, it } from 'vitest'
import { buildSearchSuggestions } from '../../shared/domain/search-suggestions'
import { commandText } from './palette-index'
import {
  buildPaletteRows,
  firstItemKey,
  indexCommands,
  type PaletteRow,
  type PaletteSections,
  prepareSearch,
  stepSelection,
} from './palette-model'
import { defineCommand } from './registry'

const t = (key: string) => key
const cmd = (id: string, group: string, keywords?: string[]) =>
  defineCommand({ id, titleKey: `Title of ${id}`, group, keywords, run: () => {} })

describe('palette rows', () => {
  const groups = indexCommands(
    [
      cmd('pipeline.reject', 'pipeline', ['decline']),
      cmd('nav.dashboard', 'navigation'),
      cmd('app.logout', 'general'),
    ],
    t,
    () => false,
  )
  it('puts the leading groups first and labels unknown groups by their id', () => {
    expect(groups.map((g) => g.label)).toEqual(['General', 'Navigation', 'Pipeline'])
  })
  const sections = (query: string, extra: Partial<PaletteSections> = {}): PaletteSections => ({
    suggestions: buildSearchSuggestions(query),
    suggestionHeading: 'Search',
    leading: [],
    groups,
    ...extra,
  })
  it('lists matching commands by substring of title or keyword, then the complete search suggestions', () => {
    const rows = buildPaletteRows(sections('DECL'), 'DECL')
    expect(rows.filter((r) => r.kind === 'command').map((r) => r.key)).toEqual(['c:pipeline.reject'])
    expect(firstItemKey(rows)).toBe('c:pipeline.reject')
    expect(rows.filter((r) => r.kind === 'suggestion')).toHaveLength(buildSearchSuggestions('DECL').length)
    // Every term must match, in any order.
    const none = buildPaletteRows({ ...sections(''), suggestions: [] }, 'title dashboard zzz')
    expect(none).toEqual([])
  })
  it('ranks as Linear: focused and screen commands, other commands, objects, recent items, suggestions', () => {
    const leading = indexCommands([cmd('pipeline.hire', 'focus')], t, () => false)
    const link = (key: string, label: string): PaletteRow => ({ kind: 'link', key, label, href: `/${key}` })
    const objects = [
      { kind: 'heading', key: 'h:talents', label: 'Talents' } as PaletteRow,
      link('o:1', 'Title of Ada'),
    ]
    const recents = [
      { kind: 'heading', key: 'h:recent', label: 'Recent' } as PaletteRow,
      link('r:1', 'Title of Bo'),
    ]
    const typed = buildPaletteRows(sections('title of', { leading, objects, recents }), 'title of')
    const kinds = typed.filter((r) => r.kind !== 'heading').map((r) => r.key)
    expect(kinds.indexOf('c:pipeline.hire')).toBe(0)
    expect(kinds.indexOf('c:app.logout')).toBeLessThan(kinds.indexOf('o:1'))
    expect(kinds.indexOf('o:1')).toBeLessThan(kinds.indexOf('r:1'))
    expect(kinds.indexOf('r:1')).toBeLessThan(kinds.findIndex((k) => k.startsWith('s:')))
    // Before anything is typed: the leading commands, the recent items, the suggestions, the rest.
    const empty = buildPaletteRows(sections('', { leading, objects, recents }), '')
    expect(empty.filter((r) => r.kind !== 'heading').map((r) => r.key)).toEqual([
      'c:pipeline.hire',
      'r:1',
      's:talents:all',
      's:projects:all',
      'c:app.logout',
      'c:nav.dashboard',
      'c:pipeline.reject',
    ])
  })
  it('steps over headings and clamps at the ends', () => {
    const rows = buildPaletteRows({ ...sections(''), suggestions: [] }, '')
    const keys = rows.map((r) => r.key)
    expect(keys).toEqual([
      'h:general',
      'c:app.logout',
      'h:navigation',
      'c:nav.dashboard',
      'h:pipeline',
      'c:pipeline.reject',
    ])
    expect(stepSelection(rows, 'c:app.logout', 1)).toBe(3)
    expect(stepSelection(rows, 'c:nav.dashboard', -1)).toBe(1)
    expect(stepSelection(rows, 'c:app.logout', -1)).toBe(1)
    expect(stepSelection(rows, 'c:app.logout', Number.POSITIVE_INFINITY)).toBe(5)
    expect(stepSelection(rows, 'c:pipeline.reject', Number.NEGATIVE_INFINITY)).toBe(1)
  })
})

describe('palette search texts', () => {
  it('are read once, ahead of the first keystroke when prepared, and the keystroke finds the same rows', () => {
    const commands = Array.from({ length: 50 }, (_, i) => cmd(`entry.${i}`, i % 2 ? 'odd' : 'even'))
    let reads = 0
    const texts = (command: (typeof commands)[number]) => {
      reads++
      return commandText(command, t)
    }
    const groups = indexCommands(commands, t, () => false, undefined, texts)
    prepareSearch(groups)
    expect(reads).toBe(50)
    const none = { suggestions: [], suggestionHeading: 'Search', leading: [], groups }
    const rows = buildPaletteRows(none, 'entry.1')
    // No search text is built again for the next keystroke.
    const searchReads = reads
    buildPaletteRows(none, 'entry.2')
    expect(rows.filter((r) => r.kind === 'command')).toHaveLength(11)
    expect(reads - searchReads).toBeLessThanOrEqual(11)
  })
})
