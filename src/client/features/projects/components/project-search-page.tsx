import '../projects.css'
import { Badge, Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { ProjectRow } from '../../../../shared/contracts/project-search'
import { projectSearchFromParams } from '../../../../shared/domain/project-search'
import { errorText } from '../../../app/api-error'
import { currentUserQuery } from '../../../app/session-queries'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { useUrlPage } from '../../../ui/data-table/use-url-page'
import { useUrlSelection } from '../../../ui/data-table/use-url-selection'
import { FormError } from '../../../ui/forms/form-error'
import { lazyComponent } from '../../../ui/lazy-component'
import { ListPager } from '../../../ui/list-pager'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { projectSearchQuery } from '../api'
import { projectListCommands, projectRowsAtom, projectStatusCommands, projectTotalAtom } from '../commands'
import { getProjectRowId, projectColumns } from '../project-columns'
import { ProjectFilterBar } from './project-filter-bar'

const NO_ROWS: ProjectRow[] = []

/* The summary pane and the action dialog load after the list's first paint (lazy-component.tsx). */
const ProjectSummary = lazyComponent(() => import('./project-summary').then((m) => m.ProjectSummary))
const ListActionDialog = lazyComponent(() => import('./list-action-dialog').then((m) => m.ListActionDialog))
const ProjectBucketDialogs = lazyComponent(() =>
  import('./project-bucket-dialogs').then((m) => m.ProjectBucketDialogs),
)

/**
 * /search/projects (§2 Searches): the caller's projects as a server-paged table with the
 * project in focus beside it. Filters, sort, page and selection live in the URL.
 */
export function ProjectSearchPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const state = useMemo(() => projectSearchFromParams(params), [params])
  const { setPage, setFilters } = useUrlPage()
  const [selectedIds, setSelectedIds] = useUrlSelection()
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const setTotal = useSetAtom(projectTotalAtom)
  useRegisterCommands(projectListCommands)
  useRegisterCommands(projectStatusCommands)

  const query = useQuery(projectSearchQuery(state))
  const rows = query.data?.results ?? NO_ROWS
  const total = query.data?.totalResults ?? 0
  useEffect(() => setTotal(total), [total, setTotal])
  const setRows = useSetAtom(projectRowsAtom)
  useEffect(() => setRows(rows), [rows, setRows])
  const permissions = useQuery(currentUserQuery).data?.permissions ?? []
  const columns = useMemo(() => projectColumns(t, i18n.language), [t, i18n.language])

  const onFilters = useCallback(
    (apply: (p: URLSearchParams) => void) =>
      setFilters((p) => {
        apply(p)
        p.delete('selectedItems')
      }),
    [setFilters],
  )
  const focused = rows.find((row) => getProjectRowId(row) === focusedId) ?? null
  const first = total === 0 ? 0 : (state.page - 1) * state.size + 1
  const last = Math.min(total, state.page * state.size)
  const lastPage = Math.max(1, Math.ceil(total / state.size))

  return (
    <Flex direction="column" className="workspace-screen">
      <Flex align="center" justify="between" px="3" pt="3">
        <Heading as="h1" size="5">
          {t('msp.v2.projects.title')}
        </Heading>
        <Flex gap="2" align="center">
          {state.bucketId ? (
            <Badge variant="soft" color="indigo">
              {t('msp.v2.projects.bucket.active')}
            </Badge>
          ) : null}
          <Text size="2" color="gray" role="status">
            {t('msp.v2.projects.range', { first, last, total })}
          </Text>
        </Flex>
      </Flex>
      <ProjectFilterBar state={state} onChange={onFilters} />
      {query.isError && (
        <Box px="3">
          <FormError message={errorText(query.error, translateIfKnown)} />
        </Box>
      )}
      <div className="workspace-screen-body">
        <WorkspacePanes
          storageId="project-search"
          listLabel={t('msp.v2.projects.list')}
          detailLabel={t('msp.v2.projects.detail')}
          onCloseDetail={() => setDetailOpen(false)}
          list={
            <LazyDataTable
              label={t('msp.v2.projects.table')}
              columns={columns}
              rows={rows}
              loading={query.isPending}
              totalCount={rows.length}
              emptyText={t('msp.v2.projects.empty')}
              getRowId={getProjectRowId}
              manualSorting
              selectedIds={selectedIds}
              onSelectionChange={setSelectedIds}
              focusedId={focusedId}
              onFocusChange={setFocusedId}
              onOpen={(row) => {
                setFocusedId(getProjectRowId(row))
                setDetailOpen(true)
              }}
              selectionKind="project"
            />
          }
          detail={detailOpen && focused ? <ProjectSummary project={focused} /> : null}
        />
      </div>
      <ListActionDialog permissions={permissions} />
      <ProjectBucketDialogs />
      <ListPager
        page={state.page}
        hasNext={state.page < lastPage}
        pageText={t('msp.v2.projects.page', { page: state.page, pages: lastPage })}
        previousLabel={t('msp.v2.projects.command.page.previous')}
        nextLabel={t('msp.v2.projects.command.page.next')}
        onPage={setPage}
      />
    </Flex>
  )
}
