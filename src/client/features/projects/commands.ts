import { atom, getDefaultStore } from 'jotai'
import type { ProjectRow } from '../../../shared/contracts/project-search'
import { PROJECT_SORTS, projectSearchFromParams } from '../../../shared/domain/project-search'
import { navigateWithParams, pagingCommands, routeParams } from '../../commands/list-route'
import { refilter } from '../../commands/project-filter-commands'
import { type CommandContext, defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'
import type { ListScreenState } from '../../ui/list-screen/list-screen-state'

/*
 * Commands of the project list (/search/projects). They are registered while the page is
 * mounted and change the search through the query string, so back/forward and links keep
 * working.
 */

export const PROJECTS_PAGE = 'projects'
export const PROJECT_SEARCH_INPUT_ID = 'project-search-input'
export const PROJECT_LOCATION_INPUT_ID = 'project-location-input'
/** The mounted project list, as its commands read it. */
export const projectListScreen = screenController<ListScreenState<ProjectRow>>()

/** The selection action the user asked for; the page's dialog takes it from here. */
export type ProjectListDialog = { kind: 'status' | 'delete' | 'invite'; projects: readonly ProjectRow[] }
export const projectListDialogAtom = atom<ProjectListDialog | null>(null)

/** §2 search buckets of projects: save the search or the selection, or open a saved one. */
export type ProjectBucketDialog =
  | { kind: 'save'; mode: 'selection' | 'bucket'; ids: number[] }
  | { kind: 'open' }
export const projectBucketDialogAtom = atom<ProjectBucketDialog | null>(null)
const openBucketDialog = (dialog: ProjectBucketDialog) => store.set(projectBucketDialogAtom, dialog)

function selectedProjects(ctx: CommandContext): ProjectRow[] {
  if (ctx.selection.kind !== 'project') return []
  return projectListScreen.current()?.selectedRows() ?? []
}

const store = getDefaultStore()

const navigateWith = (ctx: CommandContext, apply: (params: URLSearchParams) => void) =>
  navigateWithParams(ctx, '/search/projects', apply)

const currentPage = (ctx: CommandContext) => projectSearchFromParams(routeParams(ctx)).page

const focusedProject = (ctx: CommandContext) => ctx.focusedRow as ProjectRow | null

export const projectListCommands = [
  defineCommand({
    id: 'projects.bucket.saveSearch',
    titleKey: 'msp.v2.projects.command.bucket.search',
    group: 'project',
    page: PROJECTS_PAGE,
    shortcut: 'shift+s',
    keywords: ['bucket', 'save', 'search'],
    run: () => openBucketDialog({ kind: 'save', mode: 'bucket', ids: [] }),
  }),
  defineCommand({
    id: 'projects.bucket.saveSelection',
    titleKey: 'msp.v2.projects.command.bucket.selection',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['bucket', 'save', 'selection'],
    when: (ctx) => ctx.selection.kind === 'project' && ctx.selection.ids.length > 0,
    run: (ctx) => openBucketDialog({ kind: 'save', mode: 'selection', ids: ctx.selection.ids.map(Number) }),
  }),
  defineCommand({
    id: 'projects.bucket.open',
    titleKey: 'msp.v2.projects.command.bucket.open',
    group: 'project',
    page: PROJECTS_PAGE,
    shortcut: 'shift+b',
    keywords: ['bucket', 'saved', 'open'],
    run: () => openBucketDialog({ kind: 'open' }),
  }),
  defineCommand({
    id: 'projects.bucket.leave',
    titleKey: 'msp.v2.projects.bucket.leave',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['bucket', 'selection', 'all'],
    when: (ctx) => projectSearchFromParams(routeParams(ctx)).bucketId !== undefined,
    run: (ctx) =>
      navigateWith(ctx, (params) => {
        params.delete('bucket')
        refilter(params)
      }),
  }),
  ...pagingCommands({
    idPrefix: 'projects',
    titleKeyPrefix: 'msp.v2.projects.command',
    group: 'project',
    page: PROJECTS_PAGE,
    path: '/search/projects',
    currentPage,
    hasNextPage: () => projectListScreen.current()?.hasNextPage() ?? false,
  }),
  defineCommand({
    id: 'projects.search.focus',
    titleKey: 'msp.v2.projects.command.search',
    group: 'project',
    page: PROJECTS_PAGE,
    shortcut: '/',
    run: () => document.getElementById(PROJECT_SEARCH_INPUT_ID)?.focus(),
  }),
  defineCommand({
    id: 'projects.filter.location',
    titleKey: 'msp.v2.projects.command.location',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['location', 'city', 'radius', 'site', 'where'],
    run: () => document.getElementById(PROJECT_LOCATION_INPUT_ID)?.focus(),
  }),
  defineCommand({
    id: 'projects.open.pipeline',
    titleKey: 'msp.v2.projects.open.pipeline',
    group: 'project',
    page: PROJECTS_PAGE,
    scope: 'list',
    shortcut: 'o',
    when: (ctx) => focusedProject(ctx) !== null,
    run: (ctx) => {
      const project = focusedProject(ctx)
      if (project) ctx.navigate(`/project/${project.id}/active`)
    },
  }),
  defineCommand({
    id: 'projects.open.summary',
    titleKey: 'msp.v2.projects.open.summary',
    group: 'project',
    page: PROJECTS_PAGE,
    scope: 'list',
    shortcut: 'shift+o',
    when: (ctx) => focusedProject(ctx) !== null,
    run: (ctx) => {
      const project = focusedProject(ctx)
      if (project) ctx.navigate(`/project/${project.id}/summary`)
    },
  }),
  defineCommand({
    id: 'projects.selection.status',
    titleKey: 'msp.v2.projects.action.status',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['pause', 'close', 'reopen', 'status', 'selected'],
    when: (ctx) => selectedProjects(ctx).length > 0,
    run: (ctx) => store.set(projectListDialogAtom, { kind: 'status', projects: selectedProjects(ctx) }),
  }),
  defineCommand({
    id: 'projects.selection.invite',
    titleKey: 'msp.v2.projects.action.invite',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['invite', 'talents', 'selected'],
    when: (ctx) => selectedProjects(ctx).length > 0,
    run: (ctx) => store.set(projectListDialogAtom, { kind: 'invite', projects: selectedProjects(ctx) }),
  }),
  defineCommand({
    id: 'projects.selection.delete',
    titleKey: 'msp.v2.projects.action.delete',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['remove', 'selected'],
    when: (ctx) => selectedProjects(ctx).length > 0,
    run: (ctx) => store.set(projectListDialogAtom, { kind: 'delete', projects: selectedProjects(ctx) }),
  }),
  defineCommand({
    id: 'projects.filters.clear',
    titleKey: 'msp.v2.projects.command.filters.clear',
    group: 'project',
    page: PROJECTS_PAGE,
    keywords: ['reset', 'all projects'],
    when: (ctx) => routeParams(ctx).size > 0,
    run: (ctx) => ctx.navigate('/search/projects'),
  }),
  ...PROJECT_SORTS.map((sort) =>
    defineCommand({
      id: `projects.sort.${sort}`,
      titleKey: `msp.v2.projects.sort.${sort}`,
      group: 'project',
      page: PROJECTS_PAGE,
      keywords: ['sort', 'order'],
      run: (ctx) =>
        navigateWith(ctx, (p) => {
          refilter(p)
          if (sort === 'last_updated') p.delete('sortBy')
          else p.set('sortBy', sort)
        }),
    }),
  ),
]
