import { atom, getDefaultStore } from 'jotai'
import type { ExternalProvider, ExternalResultRow } from '../../../shared/contracts/external-search'
import { navigateWithParams, pagingCommands, routeParams } from '../../commands/list-route'
import { type CommandContext, defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'
import type { ListScreenState } from '../../ui/list-screen/list-screen-state'

/*
 * Commands of the external talent search (/search/external/talents/:provider?). Registered
 * while the screen is mounted; the query, provider, page and project live in the address.
 */

export const EXTERNAL_SEARCH_PAGE = 'external-search'
export const EXTERNAL_QUERY_INPUT_ID = 'external-search-query'
export const EXTERNAL_PATH = '/search/external/talents'
export const PROJECT_PARAM = 'project'
export const QUERY_PARAM = 'q'

/** A result row of one provider: the provider travels with it, ids are unique per provider only. */
export interface ExternalRow extends ExternalResultRow {
  provider: ExternalProvider
}
export const externalRowId = (row: ExternalRow) => `${row.provider}:${row.id}`

/** What an import does besides creating or merging the talent. */
export type ImportMode = 'import' | 'invite' | 'apply' | 'merge'

/** The mounted screen, as its commands read it. */
export interface ExternalSearchScreen extends ListScreenState<ExternalRow> {
  /** The user may create talents and (with a project) invite them. */
  canImport(): boolean
  canInvite(): boolean
  /** … and apply them to the project (the legal entities' talent consent rule, as in talent search). */
  canApply(): boolean
  /** Runs an import (the screen shows what happened). */
  importRows(rows: ExternalRow[], mode: ImportMode): Promise<void>
}
export const externalSearchScreen = screenController<ExternalSearchScreen>()

/** A merge asks first: it shows whom the profile merges into. */
export type ExternalSearchDialog = { kind: 'merge'; row: ExternalRow } | null
export const externalSearchDialogAtom = atom<ExternalSearchDialog>(null)

const store = getDefaultStore()
const screen = () => externalSearchScreen.current()

/** The path of the route the command runs on (keeps the provider segment). */
const pathOf = (ctx: CommandContext) => new URL(ctx.route, 'http://local').pathname
export const projectOf = (ctx: CommandContext) => Number(routeParams(ctx).get(PROJECT_PARAM)) || null
const currentPage = (ctx: CommandContext) => Number(routeParams(ctx).get('page')) || 1

/**
 * The focused row as the last answer has it: an import changes its badge, and the command
 * context may still hold the row as it was when the focus arrived.
 */
function focusedRow(ctx: CommandContext): ExternalRow | null {
  const focused = ctx.focusedRow as ExternalRow | null
  const s = screen()
  if (!focused || !s) return null
  const id = externalRowId(focused)
  return s.rows().find((row) => externalRowId(row) === id) ?? focused
}

/** The selected rows, else the focused one: what import and invite work on. */
export function targetRows(ctx: CommandContext): ExternalRow[] {
  if (ctx.selection.kind === 'external' && ctx.selection.ids.length > 0) return screen()?.selectedRows() ?? []
  const focused = focusedRow(ctx)
  return focused ? [focused] : []
}

const providerCommand = (provider: ExternalProvider | 'all') =>
  defineCommand({
    id: `externalSearch.provider.${provider}`,
    titleKey: `msp.v2.external.command.provider.${provider}`,
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    keywords: ['provider', 'monster', 'textkernel', 'external'],
    run: (ctx) => {
      const params = routeParams(ctx)
      params.delete('page')
      params.delete('selectedItems')
      const query = params.toString()
      const path = provider === 'all' ? EXTERNAL_PATH : `${EXTERNAL_PATH}/${provider}`
      ctx.navigate(query ? `${path}?${query}` : path)
    },
  })

export const externalSearchCommands = [
  ...pagingCommands({
    idPrefix: 'externalSearch',
    titleKeyPrefix: 'msp.v2.external.command',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    path: EXTERNAL_PATH,
    currentPage,
    hasNextPage: () => screen()?.hasNextPage() ?? false,
  }).map((command) => ({
    ...command,
    // The provider segment stays: page through the same provider(s).
    run: (ctx: CommandContext) =>
      navigateWithParams(ctx, pathOf(ctx), (p) => {
        const next = currentPage(ctx) + (command.id.endsWith('next') ? 1 : -1)
        if (next <= 1) p.delete('page')
        else p.set('page', String(next))
      }),
  })),
  defineCommand({
    id: 'externalSearch.query.focus',
    titleKey: 'msp.v2.external.command.query',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    shortcut: '/',
    run: () => document.getElementById(EXTERNAL_QUERY_INPUT_ID)?.focus(),
  }),
  defineCommand({
    id: 'externalSearch.import',
    titleKey: 'msp.v2.external.command.import',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'shift+i',
    keywords: ['import', 'talent', 'create', 'selected'],
    when: (ctx) => screen()?.canImport() === true && targetRows(ctx).some((row) => row.existing === null),
    run: (ctx) => screen()?.importRows(targetRows(ctx), 'import'),
  }),
  defineCommand({
    id: 'externalSearch.invite',
    titleKey: 'msp.v2.external.command.invite',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'i',
    keywords: ['invite', 'project', 'import', 'selected'],
    when: (ctx) => projectOf(ctx) !== null && screen()?.canInvite() === true && targetRows(ctx).length > 0,
    run: (ctx) => screen()?.importRows(targetRows(ctx), 'invite'),
  }),
  defineCommand({
    id: 'externalSearch.apply',
    titleKey: 'msp.v2.external.command.apply',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'a',
    keywords: ['apply', 'application', 'project', 'import', 'selected'],
    when: (ctx) => projectOf(ctx) !== null && screen()?.canApply() === true && targetRows(ctx).length > 0,
    run: (ctx) => screen()?.importRows(targetRows(ctx), 'apply'),
  }),
  defineCommand({
    id: 'externalSearch.merge',
    titleKey: 'msp.v2.external.command.merge',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'm',
    keywords: ['merge', 'known', 'duplicate', 'existing', 'talent'],
    when: (ctx) => screen()?.canImport() === true && focusedRow(ctx)?.existing != null,
    run: (ctx) => {
      const row = focusedRow(ctx)
      if (row?.existing) store.set(externalSearchDialogAtom, { kind: 'merge', row })
    },
  }),
  defineCommand({
    id: 'externalSearch.openTalent',
    titleKey: 'msp.v2.external.command.openTalent',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'shift+o',
    keywords: ['open', 'known', 'talent', 'existing'],
    when: (ctx) => focusedRow(ctx)?.existing != null,
    run: (ctx) => {
      const talent = focusedRow(ctx)?.existing
      if (talent) ctx.navigate(`/talent/${talent.talentId}`)
    },
  }),
  defineCommand({
    id: 'externalSearch.talentSearch',
    titleKey: 'msp.v2.external.command.talentSearch',
    group: 'external',
    page: EXTERNAL_SEARCH_PAGE,
    keywords: ['own', 'talents', 'internal', 'search'],
    run: (ctx) => {
      const project = projectOf(ctx)
      ctx.navigate(project ? `/search/talents?${PROJECT_PARAM}=${project}` : '/search/talents')
    },
  }),
  providerCommand('all'),
  providerCommand('monster'),
  providerCommand('textkernel'),
]
