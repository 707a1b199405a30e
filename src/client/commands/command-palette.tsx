import { Command } from 'cmdk'
import { useAtom } from 'jotai'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { buildSearchSuggestions } from '../../shared/domain/search-suggestions'
import { CommandDialog } from './command-dialog'
import './command-surfaces.css'
import { PaletteGroupedRows } from './palette-grouped-rows'
import {
  buildPaletteRows,
  firstItemKey,
  indexCommands,
  type PaletteRow,
  stepSelection,
} from './palette-model'
import { paletteOpenAtom, paletteQueryAtom } from './palette-state'
import { PaletteVirtualRows } from './palette-virtual-rows'
import { availableCommands, type CommandContext } from './registry'
import { useCommands } from './use-commands'

/** Above this many rows only the visible ones are mounted (ARCHITECTURE.md budgets: 3,000 rows). */
export const VIRTUALIZE_ABOVE = 1000

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
  const [query, setQuery] = useAtom(paletteQueryAtom)
  const commands = useCommands()

  // Titles are translated and lowercased once per open, so a keystroke only does substring checks.
  const groups = useMemo(() => {
    if (!open) return []
    const visible = availableCommands(commands, getContext()).filter((c) => !c.hideInPalette)
    return indexCommands(visible, t, (key) => i18n.exists(key))
  }, [open, commands, getContext, t, i18n])
  const rows = useMemo(
    () => buildPaletteRows(buildSearchSuggestions(query), t('msp.v2.palette.group.search'), groups, query),
    [groups, query, t],
  )

  // The selection belongs to one result list; a new list selects its first row.
  const [selected, setSelected] = useState<{ rows: readonly PaletteRow[]; key: string } | null>(null)
  const value = selected && selected.rows === rows ? selected.key : firstItemKey(rows)
  const virtual = rows.length > VIRTUALIZE_ABOVE

  const inputRef = useRef<HTMLInputElement>(null)
  const descriptionId = useId()
  const activate = (row: PaletteRow) => {
    // Close first (synchronously) so the dialog has returned focus before the command moves it.
    flushSync(() => setOpen(false))
    const ctx = getContext()
    if (row.kind === 'suggestion') ctx.navigate(row.suggestion.href)
    if (row.kind === 'command') {
      const { command } = row.entry
      setTimeout(() => {
        Promise.resolve(command.run(getContext())).catch((error: unknown) => console.error(error))
      }, 0)
    }
  }

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
      onClose={() => setOpen(false)}
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
        onValueChange={(key) => setSelected({ rows, key })}
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
              key={query}
              rows={rows}
              selectedIndex={rows.findIndex((r) => r.key === value)}
              onActivate={activate}
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
