import { describe, expect, it } from 'vitest'
import { buildSearchSuggestions } from '../../shared/domain/search-suggestions'
import { commandText } from './palette-index'
import { buildPaletteRows, firstItemKey, indexCommands, prepareSearch, stepSelection } from './palette-model'
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
  it('lists suggestions first, then matching commands by substring of title or keyword', () => {
    const rows = buildPaletteRows(buildSearchSuggestions('DECL'), 'Search', groups, 'DECL')
    expect(rows.filter((r) => r.kind === 'command').map((r) => r.key)).toEqual(['c:pipeline.reject'])
    expect(rows[0]).toEqual({ kind: 'heading', key: 'h:search', label: 'Search' })
    expect(firstItemKey(rows)).toBe(rows[1].key)
    // Every term must match, in any order.
    const none = buildPaletteRows([], 'Search', groups, 'title dashboard zzz')
    expect(none).toEqual([])
  })
  it('puts commands first when the typed text is in a command title', () => {
    const rows = buildPaletteRows(buildSearchSuggestions('title of app'), 'Search', groups, 'Title of app')
    expect(firstItemKey(rows)).toBe('c:app.logout')
    expect(rows.some((r) => r.kind === 'suggestion')).toBe(true)
  })
  it('steps over headings and clamps at the ends', () => {
    const rows = buildPaletteRows([], 'Search', groups, '')
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
    const rows = buildPaletteRows([], 'Search', groups, 'entry.1')
    // Titles of the matches are read for the title-first rule; no search text is built again.
    const searchReads = reads
    buildPaletteRows([], 'Search', groups, 'entry.2')
    expect(rows.filter((r) => r.kind === 'command')).toHaveLength(11)
    expect(reads - searchReads).toBeLessThanOrEqual(11)
  })
})
