import { Command } from 'cmdk'
import { useAtom } from 'jotai'
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { buildSearchSuggestions } from '../../shared/domain/search-suggestions'
import { CommandDialog } from './command-dialog'
import { whenIdle } from './lazy-module'
import './command-surfaces.css'
import { usePreference } from '../ui/user-preferences'
import { PaletteGroupedRows } from './palette-grouped-rows'
import { commandTexts } from './palette-index'
import {
  buildPaletteRows,
  firstItemKey,
  type PaletteRow,
  prepareSearch,
  stepSelection,
} from './palette-model'
import { rankedCommandGroups, recentRows, usePaletteObjects } from './palette-sources'
import { paletteOpenAtom, paletteQueryAtom } from './palette-state'
import { PaletteVirtualRows } from './palette-virtual-rows'
import { availableCommands, type CommandContext, type Command as RegistryCommand } from './registry'
import type { Translate } from './shortcut-label'
import { useCommands } from './use-commands'

/**
 * Above this many rows only the visible ones are mounted, as plain options (issue 3 asks for
 * virtualisation above 1,000; ARCHITECTURE.md's budget is 16 ms per keystroke at 3,000).
 * Mounting ~110 cmdk items took 40-60 ms, so only short lists, which is what real contexts
 * show (a few dozen commands and suggestions), use cmdk's grouped items.
 */
export const VIRTUALIZE_ABOVE = 100

/** Translates the titles of `commands` while the browser is idle, so the next open finds them cached. */
export function warmPaletteTitles(
  commands: readonly RegistryCommand[],
  language: string,
  t: Translate,
): () => void {
  return commandTexts.warm(commands, language, t)
}

const STEPS: Record<string, number> = {
  ArrowDown: 1,
  ArrowUp: -1,
  PageDown: 10,
  PageUp: -10,
  End: Number.POSITIVE_INFINITY,
  Home: Number.NEGATIVE_INFINITY,
}

export type CommandPaletteProps = {
  /** Where the dialog portals to: inside Radix <Theme> so it gets the theme's tokens. */
  container: HTMLElement
  getContext: () => CommandContext
}

/**
 * The command palette: §2 search suggestions for the typed text, then the commands valid in
 * the current context. Filtering is ours (cmdk's scorer re-sorts the DOM per keystroke).
 * The shell is CommandDialog rather than cmdk's Command.Dialog (Radix modal): see there why.
 */
export function CommandPalette({ container, getContext }: CommandPaletteProps) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useAtom(paletteOpenAtom)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useAtom(paletteQueryAtom)
  const commands = useCommands()

  const language = i18n.language
  useEffect(() => {
    // Translations added to the current language (a late locale chunk) make cached titles stale.
    const clear = () => commandTexts.clear()
    i18n.store.on('added', clear)
    return () => i18n.store.off('added', clear)
  }, [i18n])
  // Titles are translated once per command and language (cached across opens, warmed on idle
  // by the command layer), so an open only groups and a keystroke only does substring checks.
  const { leading, groups } = useMemo(() => {
    if (!open) return { leading: [], groups: [] }
    const ctx = getContext()
    const visible = availableCommands(commands, ctx).filter((c) => !c.hideInPalette)
    const exists = (key: string) => i18n.exists(key)
    const texts = (c: RegistryCommand) => commandTexts.get(c, language, t)
    return rankedCommandGroups(visible, ctx, t, exists, texts)
  }, [open, commands, getContext, t, i18n, language])
  // The first keystroke then only filters: the search texts are read while the browser is idle.
  useEffect(
    () =>
      groups.length + leading.length > 0
        ? whenIdle(() => {
            prepareSearch(leading)
            prepareSearch(groups)
          })
        : undefined,
    [leading, groups],
  )
  const objects = usePaletteObjects(open ? query : '')
  // Read again when the screen behind remembers one (it may finish loading while this is open).
  const recentVersion = JSON.stringify(usePreference<unknown[]>('recent', [])[0] ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: recentVersion is the change signal.
  const recents = useMemo(() => (open ? recentRows(t) : []), [open, t, recentVersion])
  const rows = useMemo(
    () =>
      buildPaletteRows(
        {
          suggestions: buildSearchSuggestions(query),
          suggestionHeading: t('msp.v2.palette.group.search'),
          leading,
          groups,
          objects,
          recents,
        },
        query,
      ),
    [leading, groups, objects, recents, query, t],
  )

  // The selection belongs to one result list; a new list selects its first row.
  const [selected, setSelected] = useState<{ rows: readonly PaletteRow[]; key: string } | null>(null)
  const value = selected && selected.rows === rows ? selected.key : firstItemKey(rows)
  const virtual = rows.length > VIRTUALIZE_ABOVE
  const selectedIndex = useMemo(() => rows.findIndex((r) => r.key === value), [rows, value])
  const selectKey = useCallback((key: string) => setSelected({ rows, key }), [rows])

  const listId = useId()
  const optionId = useCallback((key: string) => `${listId}-${key}`, [listId])
  useLayoutEffect(() => {
    // cmdk points the combobox at its own items only; the virtual list's options are ours.
    if (virtual && value) inputRef.current?.setAttribute('aria-activedescendant', optionId(value))
  })

  const descriptionId = useId()
  const activate = useCallback(
    (row: PaletteRow) => {
      // Close first (synchronously) so the dialog has returned focus before the command moves it.
      flushSync(() => setOpen(false))
      // What was typed served this choice; the next open starts empty.
      setQuery('')
      const ctx = getContext()
      if (row.kind === 'suggestion') ctx.navigate(row.suggestion.href)
      if (row.kind === 'link') ctx.navigate(row.href)
      if (row.kind === 'command') {
        const { command } = row.entry
        setTimeout(() => {
          Promise.resolve(command.run(getContext())).catch((error: unknown) => console.error(error))
        }, 0)
      }
    },
    [setOpen, setQuery, getContext],
  )

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.nativeEvent.isComposing) return
    if (e.key === 'Enter') {
      // By the row model, not the DOM: in the virtualized list the row may not be mounted.
      e.preventDefault()
      const row = rows.find((r) => r.key === value)
      if (row) activate(row)
      return
    }
    const step = STEPS[e.key]
    if (!virtual || step === undefined) return
    e.preventDefault()
    const row = rows[stepSelection(rows, value, step)]
    if (row && row.kind !== 'heading') setSelected({ rows, key: row.key })
  }

  const label = t('msp.v2.palette.label')
  return (
    <CommandDialog
      open={open}
      onClose={() => {
        setOpen(false)
        // Reopening starts empty (issue 21 §3).
        setQuery('')
      }}
      // Escape first clears what was typed; on an empty query it closes.
      onEscape={() => {
        if (query === '') return false
        setQuery('')
        return true
      }}
      container={container}
      label={label}
      describedBy={descriptionId}
      className="command-palette"
      initialFocus={inputRef}
    >
      <span id={descriptionId} hidden>
        {t('msp.v2.palette.description')}
      </span>
      <Command
        label={label}
        shouldFilter={false}
        // Ctrl+K/J would otherwise move the selection instead of toggling the palette.
        vimBindings={false}
        value={value}
        // The virtual list selects by the row model (keys and pointer), not by cmdk's DOM queries.
        onValueChange={(key) => {
          if (!virtual && key) setSelected({ rows, key })
        }}
        onKeyDown={onKeyDown}
      >
        <Command.Input
          ref={inputRef}
          className="command-palette-input"
          value={query}
          onValueChange={setQuery}
          placeholder={t('msp.v2.palette.placeholder')}
        />
        <Command.List
          label={t('msp.v2.palette.results')}
          className={virtual ? 'command-palette-list is-virtual' : 'command-palette-list'}
        >
          {virtual ? (
            <PaletteVirtualRows
              rows={rows}
              selectedIndex={selectedIndex}
              optionId={optionId}
              onSelect={selectKey}
              onActivate={activate}
              t={t as Translate}
            />
          ) : (
            <PaletteGroupedRows rows={rows} onActivate={activate} />
          )}
        </Command.List>
        <div className="command-palette-footer" aria-hidden>
          {t('msp.v2.palette.footer')}
        </div>
      </Command>
    </CommandDialog>
  )
}
