import '../projects.css'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { ProjectRow } from '../../../../shared/contracts/project-search'
import { projectSearchFromParams } from '../../../../shared/domain/project-search'
import { currentUserQuery } from '../../../api/session'
import { projectStatusCommands } from '../../../commands/project-filter-commands'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { lazyComponent } from '../../../ui/lazy-component'
import { ListScreen } from '../../../ui/list-screen/list-screen'
import { useListScreen } from '../../../ui/list-screen/list-screen-state'
import { projectSearchQuery } from '../api'
import { projectListCommands, projectListScreen } from '../commands'
import { getProjectRowId, projectColumns } from '../project-columns'
import { ProjectFilterBar } from './project-filter-bar'

const NO_ROWS: ProjectRow[] = []

/* The summary pane and the action dialog load after the list's first paint (lazy-component.tsx). */
const ProjectSummary = lazyComponent(() => import('./project-summary').then((m) => m.ProjectSummary))
const ListActionDialog = lazyComponent(() => import('./list-action-dialog').then((m) => m.ListActionDialog))

const projectSummary = (project: ProjectRow) => <ProjectSummary project={project} />

/**
 * /search/projects (§2 Searches): the caller's projects as a server-paged table with the
 * project in focus beside it. Filters, sort, page and selection live in the URL.
 */
export function ProjectSearchPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const state = useMemo(() => projectSearchFromParams(params), [params])
  useRegisterCommands(projectListCommands)
  useRegisterCommands(projectStatusCommands)

  const query = useQuery(projectSearchQuery(state))
  const list = useListScreen({
    rows: query.data?.results ?? NO_ROWS,
    total: query.data?.totalResults ?? 0,
    page: state.page,
    size: state.size,
    getRowId: getProjectRowId,
    loaded: query.isSuccess && !query.isPlaceholderData,
  })
  projectListScreen.usePublish(list.state)
  const permissions = useQuery(currentUserQuery).data?.permissions ?? []
  const columns = useMemo(() => projectColumns(t, i18n.language), [t, i18n.language])

  return (
    <ListScreen
      model={list}
      title={t('msp.v2.projects.title')}
      rangeText={t('msp.v2.projects.range', { first: list.first, last: list.last, total: list.input.total })}
      filters={<ProjectFilterBar state={state} onChange={list.setFilters} />}
      error={query.isError ? query.error : undefined}
      table={{
        label: t('msp.v2.projects.table'),
        columns,
        loading: query.isPending,
        emptyText: t('msp.v2.projects.empty'),
        selectionKind: 'project',
      }}
      panes={{
        storageId: 'project-search',
        listLabel: t('msp.v2.projects.list'),
        detailLabel: t('msp.v2.projects.detail'),
      }}
      detail={projectSummary}
      dialogs={<ListActionDialog permissions={permissions} />}
      pager={{
        pageText: t('msp.v2.projects.page', { page: state.page, pages: list.lastPage ?? 1 }),
        previousLabel: t('msp.v2.projects.command.page.previous'),
        nextLabel: t('msp.v2.projects.command.page.next'),
      }}
    />
  )
}
