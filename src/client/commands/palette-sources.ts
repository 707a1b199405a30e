import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { objectSearchQuery } from '../api/objects'
import type { CommandText } from './palette-index'
import { type CommandGroupIndex, indexCommands, lazyEntry, type PaletteRow } from './palette-model'
import { recentItems } from './recent-items'
import type { Command, CommandContext } from './registry'
import type { Translate } from './shortcut-label'

/*
 * What the palette lists besides the registry's plain order (issue 21 §3): the commands of
 * what has the focus and of the current screen first, the objects named like the typed text
 * (fetched as one types), and the recently opened screens.
 */

/** A command of the focused pane (the row's actions while the list has the focus). */
export const isFocusCommand = (command: Command, ctx: CommandContext) =>
  command.scope !== undefined && command.scope !== 'global' && command.scope === ctx.pane

/** A command of the screen that is mounted (it carries its page). */
export const isScreenCommand = (command: Command, ctx: CommandContext) =>
  !isFocusCommand(command, ctx) && command.page !== undefined

/**
 * The available commands as two leading groups (what has the focus, the screen) and the
 * usual groups for the rest, each group's search text prepared once per open.
 */
export function rankedCommandGroups(
  commands: readonly Command[],
  ctx: CommandContext,
  t: Translate,
  exists: (key: string) => boolean,
  texts: (command: Command) => CommandText,
  extraText?: (command: Command) => string,
): { leading: CommandGroupIndex[]; groups: CommandGroupIndex[] } {
  // The screen's own actions on what has the focus (Reject on the row) before the generic
  // ones of every list (select all, columns).
  const focus = commands
    .filter((c) => isFocusCommand(c, ctx))
    .sort((a, b) => Number(b.page !== undefined) - Number(a.page !== undefined))
  const screen = commands.filter((c) => isScreenCommand(c, ctx))
  const rest = commands.filter((c) => !isFocusCommand(c, ctx) && !isScreenCommand(c, ctx))
  const lead = (group: string, list: Command[]): CommandGroupIndex[] =>
    list.length === 0
      ? []
      : [
          {
            group,
            label: t(`msp.v2.palette.group.${group}`),
            entries: list.map((command) => lazyEntry(command, texts, extraText)),
          },
        ]
  return {
    leading: [...lead('focus', focus), ...lead('screen', screen)],
    groups: indexCommands(rest, t, exists, extraText, texts),
  }
}

/** The recently opened screens as palette rows (newest first), with their heading. */
export function recentRows(t: Translate): PaletteRow[] {
  const items = recentItems()
  if (items.length === 0) return []
  return [
    { kind: 'heading', key: 'h:recent', label: t('msp.v2.palette.group.recent') },
    ...items.map(
      (item): PaletteRow => ({
        kind: 'link',
        key: `r:${item.kind}:${item.id}`,
        label: item.label,
        hint: item.hint ?? t(`msp.v2.palette.kind.${item.kind}`),
        href: item.href,
      }),
    ),
  ]
}

/** Waits this long after the last key before asking the server (the budget is 150 ms to rows). */
const OBJECT_DEBOUNCE_MS = 60

/** Talents, projects and pools named like `query` (two characters or more), as palette rows. */
export function usePaletteObjects(query: string): PaletteRow[] {
  const { t } = useTranslation()
  const [asked, setAsked] = useState(query.trim())
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query.trim()), OBJECT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query])
  const { data } = useQuery(objectSearchQuery(asked))
  return useMemo(() => {
    if (!data || query.trim().length < 2) return []
    const rows: PaletteRow[] = []
    const section = (kind: string, links: PaletteRow[]) => {
      if (links.length === 0) return
      rows.push({ kind: 'heading', key: `h:objects:${kind}`, label: t(`msp.v2.palette.group.${kind}`) })
      rows.push(...links)
    }
    section(
      'talents',
      data.talents.map((x) => ({
        kind: 'link',
        key: `o:talent:${x.id}`,
        label: `${x.firstName} ${x.lastName}`,
        hint: x.title ?? undefined,
        href: `/talent/${x.id}`,
      })),
    )
    section(
      'projects',
      data.projects.map((x) => ({
        kind: 'link',
        key: `o:project:${x.id}`,
        label: x.title,
        hint: t(`msp.v2.project.chip.${x.chip}`),
        href: `/project/${x.id}/active`,
      })),
    )
    section(
      'pools',
      data.pools.map((x) => ({
        kind: 'link',
        key: `o:pool:${x.id}`,
        label: x.name,
        href: `/search/talents?pool_id=${x.id}`,
      })),
    )
    return rows
  }, [data, query, t])
}
