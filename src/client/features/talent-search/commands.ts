import { atom, getDefaultStore } from 'jotai'
import type { TalentBulkAction, TalentRow } from '../../../shared/contracts/talent-search'
import { TALENT_SORTS, talentSearchFromParams } from '../../../shared/domain/talent-search'
import { requestCompose } from '../../commands/email-requests'
import { navigateWithParams, pagingCommands, routeParams } from '../../commands/list-route'
import { type CommandContext, defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'
import type { ListScreenState } from '../../ui/list-screen/list-screen-state'

/*
 * Commands of the talent search (/search/talents). Registered while the page is mounted;
 * they change the search through the query string, so back/forward and links keep working.
 */

export const TALENT_SEARCH_PAGE = 'talent-search'
export const TALENT_SEARCH_INPUT_ID = 'talent-search-input'
export const PROJECT_PARAM = 'project'
/** What the user may do to selected talents (permissions, the client's consent setting). */
export interface TalentAbilities {
  invite: boolean
  apply: boolean
  pool: boolean
  tag: boolean
  /** Send email to the talents (issue 19). */
  contact: boolean
}

/** The mounted talent search, as its commands read it. */
export interface TalentSearchScreen extends ListScreenState<TalentRow> {
  abilities(): TalentAbilities
}
export const talentSearchScreen = screenController<TalentSearchScreen>()

export type TalentSearchDialog =
  | { kind: 'filter'; field?: string }
  | { kind: 'bucketSave'; mode: 'selection' | 'bucket'; ids: number[] }
  | { kind: 'bucketOpen' }
  | { kind: 'project' }
  | { kind: 'bulk'; action: TalentBulkAction | 'tag'; talents: TalentRow[] }
export const talentSearchDialogAtom = atom<TalentSearchDialog | null>(null)

const store = getDefaultStore()
const open = (dialog: TalentSearchDialog) => store.set(talentSearchDialogAtom, dialog)

const navigateWith = (ctx: CommandContext, apply: (params: URLSearchParams) => void) =>
  navigateWithParams(ctx, '/search/talents', apply)

const currentPage = (ctx: CommandContext) => talentSearchFromParams(routeParams(ctx)).page
const hasNextPage = () => talentSearchScreen.current()?.hasNextPage() ?? false
const projectId = (ctx: CommandContext) => Number(routeParams(ctx).get(PROJECT_PARAM)) || null

/** The selected talents, else the focused one: what a bulk action works on. */
export function targetTalents(ctx: CommandContext): TalentRow[] {
  if (ctx.selection.kind === 'talent' && ctx.selection.ids.length > 0)
    return talentSearchScreen.current()?.selectedRows() ?? []
  const focused = ctx.focusedRow as TalentRow | null
  return focused ? [focused] : []
}

const can = (what: keyof TalentAbilities) => talentSearchScreen.current()?.abilities()[what] === true
const focusedTalent = (ctx: CommandContext) => ctx.focusedRow as TalentRow | null

const bulk = (
  id: string,
  action: TalentBulkAction | 'tag',
  shortcut: string,
  when: (ctx: CommandContext) => boolean,
) =>
  defineCommand({
    id: `talentSearch.bulk.${id}`,
    titleKey: `msp.v2.talent.search.command.${id}`,
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    scope: 'list',
    shortcut,
    keywords: ['selected', 'talents', action],
    when: (ctx) => targetTalents(ctx).length > 0 && when(ctx),
    run: (ctx) => open({ kind: 'bulk', action, talents: targetTalents(ctx) }),
  })

export const talentSearchCommands = [
  ...pagingCommands({
    idPrefix: 'talentSearch',
    titleKeyPrefix: 'msp.v2.talent.search.command',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    path: '/search/talents',
    currentPage,
    hasNextPage,
  }),
  defineCommand({
    id: 'talentSearch.search.focus',
    titleKey: 'msp.v2.talent.search.command.search',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    shortcut: '/',
    run: () => document.getElementById(TALENT_SEARCH_INPUT_ID)?.focus(),
  }),
  defineCommand({
    id: 'talentSearch.filter.add',
    titleKey: 'msp.v2.talent.search.command.filter.add',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    shortcut: 'f',
    keywords: ['filter', 'skill', 'postal', 'radius', 'tag', 'pool', 'rate'],
    run: () => open({ kind: 'filter' }),
  }),
  defineCommand({
    id: 'talentSearch.filters.clear',
    titleKey: 'msp.v2.talent.search.command.filters.clear',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    keywords: ['reset', 'all talents'],
    when: (ctx) => [...routeParams(ctx).keys()].some((k) => k !== PROJECT_PARAM),
    run: (ctx) => {
      const project = projectId(ctx)
      ctx.navigate(project ? `/search/talents?${PROJECT_PARAM}=${project}` : '/search/talents')
    },
  }),
  defineCommand({
    id: 'talentSearch.open.page',
    titleKey: 'msp.v2.talent.search.command.open.page',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'shift+o',
    when: (ctx) => focusedTalent(ctx) !== null,
    run: (ctx) => {
      const talent = focusedTalent(ctx)
      if (talent) ctx.navigate(`/talent/${talent.id}`)
    },
  }),
  defineCommand({
    id: 'talentSearch.bucket.saveSearch',
    titleKey: 'msp.v2.talent.search.command.bucket.search',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    shortcut: 'shift+s',
    keywords: ['bucket', 'save', 'search'],
    run: () => open({ kind: 'bucketSave', mode: 'bucket', ids: [] }),
  }),
  defineCommand({
    id: 'talentSearch.bucket.saveSelection',
    titleKey: 'msp.v2.talent.search.command.bucket.selection',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    keywords: ['bucket', 'save', 'selection'],
    when: (ctx) => ctx.selection.kind === 'talent' && ctx.selection.ids.length > 0,
    run: (ctx) => open({ kind: 'bucketSave', mode: 'selection', ids: ctx.selection.ids.map(Number) }),
  }),
  defineCommand({
    id: 'talentSearch.bucket.open',
    titleKey: 'msp.v2.talent.search.command.bucket.open',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    shortcut: 'shift+b',
    keywords: ['bucket', 'saved', 'open'],
    run: () => open({ kind: 'bucketOpen' }),
  }),
  defineCommand({
    id: 'talentSearch.project.choose',
    titleKey: 'msp.v2.talent.search.command.project',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    shortcut: 'w',
    keywords: ['project', 'work for', 'across panes', 'invite'],
    run: () => open({ kind: 'project' }),
  }),
  // Issue 23: the same search at Monster and Textkernel, for the project beside, if any.
  defineCommand({
    id: 'talentSearch.external',
    titleKey: 'msp.v2.external.command.open',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    keywords: ['external', 'monster', 'textkernel', 'provider', 'source', 'import'],
    run: (ctx) => {
      const params = new URLSearchParams()
      const text = routeParams(ctx).get('simpleQuery')
      if (text) params.set('q', text)
      const project = projectId(ctx)
      if (project) params.set(PROJECT_PARAM, String(project))
      const query = params.toString()
      ctx.navigate(query ? `/search/external/talents?${query}` : '/search/external/talents')
    },
  }),
  defineCommand({
    id: 'talentSearch.project.close',
    titleKey: 'msp.v2.talent.search.command.project.close',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    keywords: ['project', 'close'],
    when: (ctx) => projectId(ctx) !== null,
    run: (ctx) => navigateWith(ctx, (p) => p.delete(PROJECT_PARAM)),
  }),
  bulk('invite', 'invite', 'i', (ctx) => projectId(ctx) !== null && can('invite')),
  bulk('apply', 'apply', 'a', (ctx) => projectId(ctx) !== null && can('apply')),
  bulk('pool', 'pool', 'p', () => can('pool')),
  bulk('tag', 'tag', 'shift+t', () => can('tag')),
  // §7 freelancer/contact: an email to the selected talents (the dialog says who gets none, and why).
  defineCommand({
    id: 'talentSearch.email',
    titleKey: 'msp.v2.email.command.talents',
    group: 'talent',
    page: TALENT_SEARCH_PAGE,
    scope: 'list',
    shortcut: 'e',
    keywords: ['email', 'mail', 'contact', 'selected', 'talents', 'message'],
    when: (ctx) => targetTalents(ctx).length > 0 && can('contact'),
    run: (ctx) => {
      const talents = targetTalents(ctx)
      requestCompose({
        kind: 'talents',
        ids: talents.map((row) => row.id),
        motivation: 'talentEmailByMsp',
        label: talents.length === 1 ? `${talents[0].firstName} ${talents[0].lastName}` : undefined,
      })
    },
  }),
  ...TALENT_SORTS.map((sort) =>
    defineCommand({
      id: `talentSearch.sort.${sort}`,
      titleKey: `msp.v2.talent.search.sort.${sort}`,
      group: 'talent',
      page: TALENT_SEARCH_PAGE,
      keywords: ['sort', 'order'],
      run: (ctx) =>
        navigateWith(ctx, (p) => {
          p.delete('page')
          p.set('sortBy', sort)
        }),
    }),
  ),
]
