import type { SearchSuggestion } from '../../shared/domain/search-suggestions'
import { type CommandText, commandText } from './palette-index'
import type { Command } from './registry'
import type { Translate } from './shortcut-label'

/** A command with its search text prepared once per palette open, not per keystroke. */
export interface IndexedCommand {
  readonly command: Command
  readonly title: string
  /** Lowercased title, keywords and id, space-separated. */
  readonly haystack: string
}

export interface CommandGroupIndex {
  group: string
  label: string
  entries: IndexedCommand[]
}

export type PaletteRow =
  | { kind: 'heading'; key: string; label: string }
  | { kind: 'suggestion'; key: string; suggestion: SearchSuggestion }
  | { kind: 'command'; key: string; entry: IndexedCommand }
  /** An object (a talent, project, pool found by name) or a recent screen: opens its page. */
  | { kind: 'link'; key: string; label: string; hint?: string; href: string }

export const SUGGESTION_GROUP = 'search'

/** Translated group heading; unknown groups show their id rather than a raw key. */
export function groupLabel(group: string, t: Translate, exists: (key: string) => boolean): string {
  const key = `msp.v2.command.group.${group}`
  return exists(key) ? t(key) : group.charAt(0).toUpperCase() + group.slice(1)
}

/** Groups that lead, so the palette and `?` sheet keep one order whichever page registered first. */
const LEADING_GROUPS = ['general', 'navigation']

const groupRank = (group: string) => {
  const rank = LEADING_GROUPS.indexOf(group)
  return rank < 0 ? LEADING_GROUPS.length : rank
}

/** Groups commands (leading groups first, then first-seen order) and precomputes their lowercase search text. */
export function indexCommands(
  commands: readonly Command[],
  t: Translate,
  exists: (key: string) => boolean,
  /** More text to match on, e.g. the shortcut's label in the `?` sheet. */
  extraText?: (command: Command) => string,
  /** Title and search text of a command, e.g. from the cache kept across opens (palette-index.ts). */
  texts: (command: Command) => CommandText = (command) => commandText(command, t),
): CommandGroupIndex[] {
  const groups = new Map<string, CommandGroupIndex>()
  for (const command of commands) {
    let group = groups.get(command.group)
    if (!group) {
      group = { group: command.group, label: groupLabel(command.group, t, exists), entries: [] }
      groups.set(command.group, group)
    }
    group.entries.push(lazyEntry(command, texts, extraText))
  }
  // Array sort is stable: groups of equal rank keep their first-seen order.
  return [...groups.values()].sort((a, b) => groupRank(a.group) - groupRank(b.group))
}

/**
 * Title and search text are read on first use: an open without a query shows a screenful,
 * so only those titles are translated then (the rest when the first term is typed, or
 * earlier while the browser is idle: palette-index.ts). A class, not an object literal with
 * getters: an open creates one per command (3,000 in the budget), and literals with
 * accessors are several times slower to create.
 */
class LazyEntry implements IndexedCommand {
  private cachedHaystack: string | undefined

  constructor(
    readonly command: Command,
    private readonly texts: (command: Command) => CommandText,
    private readonly extraText?: (command: Command) => string,
  ) {}

  get title(): string {
    return this.texts(this.command).title
  }

  get haystack(): string {
    this.cachedHaystack ??= this.extraText
      ? `${this.texts(this.command).text} ${this.extraText(this.command).toLowerCase()}`
      : this.texts(this.command).text
    return this.cachedHaystack
  }
}

export function lazyEntry(
  command: Command,
  texts: (command: Command) => CommandText,
  extraText?: (command: Command) => string,
): IndexedCommand {
  return new LazyEntry(command, texts, extraText)
}

/** Lowercase terms of the typed text; every term must occur in a match. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean)
}

/** Case-insensitive substring match of every term (so word prefixes match too). */
export function matchesTerms(haystack: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!haystack.includes(term)) return false
  return true
}

/**
 * The commands' rows flattened once per palette open (headings in place), with their search
 * texts read once on the first typed term: a keystroke at 3,000 entries is then one loop of
 * substring checks over plain strings, pushing rows that already exist.
 */
interface FlatIndex {
  rows: PaletteRow[]
  haystacks?: string[]
}

const flatIndexes = new WeakMap<readonly CommandGroupIndex[], FlatIndex>()

function flatIndex(groups: readonly CommandGroupIndex[]): FlatIndex {
  let flat = flatIndexes.get(groups)
  if (!flat) {
    const rows: PaletteRow[] = []
    for (const group of groups) {
      rows.push({ kind: 'heading', key: `h:${group.group}`, label: group.label })
      for (const entry of group.entries) rows.push({ kind: 'command', key: `c:${entry.command.id}`, entry })
    }
    flat = { rows }
    flatIndexes.set(groups, flat)
  }
  return flat
}

/** The commands' search texts in row order, read from the entries once per palette open. */
function searchTexts(flat: FlatIndex): string[] {
  flat.haystacks ??= flat.rows.map((row) => (row.kind === 'command' ? row.entry.haystack : ''))
  return flat.haystacks
}

/**
 * Reads the search texts ahead of the first typed term (3,000 reads, a few ms), e.g. while
 * the browser is idle after the palette opened, so the first keystroke only filters.
 */
export function prepareSearch(groups: readonly CommandGroupIndex[]): void {
  searchTexts(flatIndex(groups))
}

/** A typed text's better matches first: titles that start with it, then the shorter titles. */
function sortByFit(rows: PaletteRow[], typed: string): PaletteRow[] {
  // Each title read once (a read may translate it).
  const ranked = rows.map((row) => {
    const title = row.kind === 'command' ? row.entry.title.toLowerCase() : ''
    return { row, rank: (title.startsWith(typed) ? 0 : 10_000) + title.length }
  })
  ranked.sort((a, b) => a.rank - b.rank)
  return ranked.map((r) => r.row)
}

/**
 * The command rows of `groups` matching every term, each group's under its heading, the best
 * fitting first ("filled" finds "Show projects: filled" before "… partly filled").
 */
function matchingCommands(groups: readonly CommandGroupIndex[], terms: readonly string[]): PaletteRow[] {
  const flat = flatIndex(groups)
  if (terms.length === 0) return flat.rows
  const { rows } = flat
  const haystacks = searchTexts(flat)
  const matched: PaletteRow[] = []
  const typed = terms.join(' ')
  let heading: PaletteRow | null = null
  let group: PaletteRow[] = []
  const close = () => {
    if (group.length === 0) return
    if (heading) matched.push(heading)
    matched.push(...(group.length > 1 ? sortByFit(group, typed) : group))
    group = []
  }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]
    if (row.kind !== 'command') {
      close()
      heading = row
      continue
    }
    if (matchesTerms(haystacks[i], terms)) group.push(row)
  }
  close()
  return matched
}

/** Link rows under a heading whose label (and hint) hold every term. */
function matchingLinks(links: readonly PaletteRow[], terms: readonly string[]): PaletteRow[] {
  if (terms.length === 0) return [...links]
  const kept: PaletteRow[] = []
  let heading: PaletteRow | null = null
  for (const row of links) {
    if (row.kind === 'heading') {
      heading = row
      continue
    }
    if (row.kind !== 'link' || !matchesTerms(`${row.label} ${row.hint ?? ''}`.toLowerCase(), terms)) continue
    if (heading) {
      kept.push(heading)
      heading = null
    }
    kept.push(row)
  }
  return kept
}

export interface PaletteSections {
  /** §2 global search suggestions for the typed text (always complete). */
  suggestions: readonly SearchSuggestion[]
  suggestionHeading: string
  /** Commands of what has the focus, then of the current screen: they lead (issue 21 §3). */
  leading: readonly CommandGroupIndex[]
  /** Every other command, by group. */
  groups: readonly CommandGroupIndex[]
  /** Talents, projects, pools found by name for the typed text, with their headings. */
  objects?: readonly PaletteRow[]
  /** Recently opened screens, with their heading. */
  recents?: readonly PaletteRow[]
}

/**
 * The palette's flat row model, ranked as Linear's (issue 21 §3): the commands of what has
 * the focus and of the screen, then the other commands, then objects found by name, then
 * recent items, then the §2 search suggestions. Before anything is typed: the leading
 * commands, the recent items, the suggestions, then the rest. One array drives both the plain
 * and the virtualized list.
 */
export function buildPaletteRows(sections: PaletteSections, query: string): PaletteRow[] {
  const suggestionRows: PaletteRow[] = []
  if (sections.suggestions.length > 0) {
    suggestionRows.push({ kind: 'heading', key: `h:${SUGGESTION_GROUP}`, label: sections.suggestionHeading })
    for (const suggestion of sections.suggestions)
      suggestionRows.push({ kind: 'suggestion', key: `s:${suggestion.id}`, suggestion })
  }
  const terms = queryTerms(query)
  const leading = matchingCommands(sections.leading, terms)
  const rest = matchingCommands(sections.groups, terms)
  const recents = matchingLinks(sections.recents ?? [], terms)
  if (terms.length === 0) return [...leading, ...recents, ...suggestionRows, ...rest]
  return [...leading, ...rest, ...(sections.objects ?? []), ...recents, ...suggestionRows]
}

/** Key of the first selectable row, or '' when there is none. */
export function firstItemKey(rows: readonly PaletteRow[]): string {
  for (const row of rows) if (row.kind !== 'heading') return row.key
  return ''
}

/** Index of the selectable row `step` items away from `key` (clamped; headings skipped). */
export function stepSelection(rows: readonly PaletteRow[], key: string, step: number): number {
  let index = rows.findIndex((r) => r.key === key)
  if (index < 0) index = step > 0 ? -1 : rows.length
  let target = -1
  let remaining = Math.abs(step)
  const dir = step > 0 ? 1 : -1
  for (let i = index + dir; i >= 0 && i < rows.length && remaining > 0; i += dir) {
    if (rows[i].kind === 'heading') continue
    target = i
    remaining--
  }
  return target >= 0 ? target : Math.max(0, Math.min(rows.length - 1, index))
}
