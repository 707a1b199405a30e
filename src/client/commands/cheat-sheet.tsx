import { Box, Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useAtom } from 'jotai'
import { type RefObject, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from './command-dialog'
import './command-surfaces.css'
import { commandTexts } from './palette-index'
import { type CommandGroupIndex, matchesTerms, queryTerms } from './palette-model'
import { isFocusCommand, isScreenCommand, rankedCommandGroups } from './palette-sources'
import { cheatSheetOpenAtom } from './palette-state'
import { availableCommands, type CommandContext, chordsOf } from './registry'
import { ShortcutKeys } from './shortcut-keys'
import { shortcutLabel } from './shortcut-label'
import { useCommands } from './use-commands'

export type CheatSheetProps = {
  /** Portal target inside Radix <Theme>. */
  container: HTMLElement
  getContext: () => CommandContext
}

/**
 * The `?` sheet: every shortcut usable in the current context, generated from the registry
 * (so it cannot drift from what the binder does), with a filter focused on open.
 */
export function CheatSheet({ container, getContext }: CheatSheetProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useAtom(cheatSheetOpenAtom)
  const inputRef = useRef<HTMLInputElement>(null)
  const titleId = useId()
  return (
    <CommandDialog
      open={open}
      onClose={() => setOpen(false)}
      container={container}
      labelledBy={titleId}
      className="cheat-sheet"
      initialFocus={inputRef}
    >
      <Heading as="h2" size="5" mb="3" id={titleId}>
        {t('msp.v2.shortcuts.title')}
      </Heading>
      {/* The dialog unmounts when closed, so the filter starts empty every time. */}
      <CheatSheetBody getContext={getContext} inputRef={inputRef} />
      <Flex justify="end" mt="3">
        <Button variant="soft" color="gray" onClick={() => setOpen(false)}>
          {t('msp.v2.shortcuts.close')}
        </Button>
      </Flex>
    </CommandDialog>
  )
}

type CheatSheetBodyProps = Pick<CheatSheetProps, 'getContext'> & {
  inputRef: RefObject<HTMLInputElement | null>
}

function CheatSheetBody({ getContext, inputRef }: CheatSheetBodyProps) {
  const { t, i18n } = useTranslation()
  const idPrefix = useId()
  const commands = useCommands()
  const [filter, setFilter] = useState('')
  const groups = useMemo(() => {
    const ctx = getContext()
    // The keys of this screen and of the focused pane lead, also those that wait for a row
    // (issue 21 §3: "r" is listed on the pipeline before any row has the focus).
    const own = commands.filter((c) => isFocusCommand(c, ctx) || isScreenCommand(c, ctx))
    const available = availableCommands(commands, ctx).filter((c) => !own.includes(c))
    const withKeys = [...own, ...available].filter((c) => chordsOf(c.shortcut).length > 0)
    // The key names are searchable too: typing "ctrl" or "g" finds the shortcuts using them.
    const { leading, groups: rest } = rankedCommandGroups(
      withKeys,
      ctx,
      t,
      (key) => i18n.exists(key),
      (c) => commandTexts.get(c, i18n.language, t),
      (c) => shortcutLabel(c.shortcut, t),
    )
    return [...leading, ...rest]
  }, [commands, getContext, t, i18n])
  const visible = useMemo(() => {
    const terms = queryTerms(filter)
    const result: CommandGroupIndex[] = []
    for (const group of groups) {
      const entries = group.entries.filter((e) => matchesTerms(e.haystack, terms))
      if (entries.length > 0) result.push({ ...group, entries })
    }
    return result
  }, [groups, filter])

  return (
    <>
      <TextField.Root
        ref={inputRef}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t('msp.v2.shortcuts.filter')}
        aria-label={t('msp.v2.shortcuts.filter')}
      />
      {/* Focusable: the list scrolls, and keyboard users scroll it too. */}
      <Box className="cheat-sheet-list" tabIndex={0} role="region" aria-label={t('msp.v2.shortcuts.title')}>
        {visible.length === 0 ? (
          <Text as="p" color="gray" size="2">
            {t('msp.v2.shortcuts.empty')}
          </Text>
        ) : (
          visible.map((group) => (
            <section
              key={group.group}
              className="cheat-sheet-group"
              aria-labelledby={`${idPrefix}-${group.group}`}
            >
              <Heading as="h3" size="2" color="gray" mb="1" id={`${idPrefix}-${group.group}`}>
                {group.label}
              </Heading>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.command.id} className="cheat-sheet-row">
                    <Text size="2">{entry.title}</Text>
                    <ShortcutKeys shortcut={entry.command.shortcut} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </Box>
    </>
  )
}
