import '../pipeline.css'
import { Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import type { ApplicationRow, ApplicationStage } from '../../../../shared/contracts/pipeline'
import { hasPermission } from '../../../../shared/domain/permissions'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { dataTableColumnHelper } from '../../../ui/data-table/column-helper'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { tableController } from '../../../ui/data-table/table-controller'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { fetchQueuePage, queueListQuery } from '../api'
import { pipelineCommands } from '../commands'
import { flowsModule, useFlows } from '../flows-module'
import { useQueueList } from '../hooks/use-queue-list'
import { type PipelineController, pipelineController } from '../pipeline-controller'
import { queueFilterOf, queuePath } from '../queue-paths'
import { isUnseen, useListPosition, useNextUnseen } from '../review-memory/use-review-memory'
import { applicationColumns, getApplicationRowId } from './application-columns'
import { PipelineDetail } from './pipeline-detail'
import { PipelineDialogs } from './pipeline-dialogs'

// The commands' runs start loading with the screen, beside its rows (flows-module.ts).
flowsModule.load().catch(() => {})

const col = dataTableColumnHelper<ApplicationRow>()

/**
 * The dashboard's work queue: one stage's applications across every project of the user, in
 * the pipeline's table beside the application in focus, with every pipeline action by key
 * (they act on one project's rows at a time). The address holds the stage and the open
 * application; a row that leaves the stage hands the focus to the next one.
 */
export function QueuePage() {
  const { t, i18n } = useTranslation()
  const params = useParams()
  const navigate = useNavigate()
  const stage = params.stage as ApplicationStage
  const appId = params.appId ?? null
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const [search] = useSearchParams()
  const filterKey = search.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the filter's identity.
  const filter = useMemo(() => queueFilterOf(search), [filterKey])
  const list = useQueueList(stage, filter)
  const suffix = filterKey ? `?${filterKey}` : ''
  const [focusedId, setFocusedId] = useState<string | null>(appId)
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  useEffect(() => {
    if (appId !== null) setFocusedId(appId)
  }, [appId])
  const titles = list.projectTitles
  const columns = useMemo(() => {
    const project = col.accessor((row) => titles.get(row.projectId) ?? `#${row.projectId}`, {
      id: 'project',
      header: t('msp.v2.queue.column.project'),
      size: 220,
      enableSorting: false,
    })
    const [talent, ...rest] = applicationColumns(t, i18n.language)
    return [talent, project, ...rest]
  }, [t, i18n.language, titles])

  const lastIndex = useRef(-1)
  const open = appId !== null
  const onFocusChange = (id: string | null, row: ApplicationRow | null) => {
    setFocusedId(id)
    if (row) lastIndex.current = list.rows.indexOf(row)
    if (id && open) void navigate(`${queuePath(stage, id)}${suffix}`, { replace: true })
  }
  // A row that leaves the stage (rejected, hired ...) hands the focus to the one after it.
  const focusedGone = focusedId !== null && !list.loading && !list.rowsById.has(Number(focusedId))
  useEffect(() => {
    if (!focusedGone || lastIndex.current < 0) return
    const next = list.rows[Math.min(lastIndex.current, list.rows.length - 1)]
    if (!next) return
    setFocusedId(String(next.id))
    if (open) void navigate(`${queuePath(stage, next.id)}${suffix}`, { replace: true })
  })

  const live = useRef({ list, selectedIds, focusedId, user, client, stage })
  live.current = { list, selectedIds, focusedId, user, client, stage }
  // Coming back to this list (and filter) puts the focus where the recruiter left it.
  useListPosition(`queue:${stage}${suffix}`, appId === null, list, focusedId)
  // Shift+U: the next unseen row of the whole queue, loaded when beyond the rows.
  useNextUnseen({
    list: { kind: 'queue', stage, ...filter },
    queryKey: queueListQuery(stage, filter).queryKey,
    fetchRows: (offset, size) => fetchQueuePage(stage, filter, offset, size),
    rows: list.rows,
    rowsById: list.rowsById,
    total: list.total,
    focusedId,
  })

  const controller = useMemo<PipelineController>(() => {
    const s = () => live.current
    const c: PipelineController = {
      crossProject: true,
      get projectId() {
        const projects = new Set(c.targets().map((row) => row.projectId))
        return projects.size === 1 ? [...projects][0] : 0
      },
      get stage() {
        return s().stage
      },
      labelId: undefined,
      project: () => undefined,
      stages: () => [],
      selectedIds: () =>
        s()
          .selectedIds.map(Number)
          .filter((id) => Number.isInteger(id) && id > 0),
      focusedRow: () => {
        const id = s().focusedId
        return id === null ? null : (s().list.rowsById.get(Number(id)) ?? null)
      },
      targets() {
        const ids = c.selectedIds()
        if (ids.length === 0) {
          const row = c.focusedRow()
          return row ? [row] : []
        }
        return ids.map((id) => s().list.rowsById.get(id)).filter((row): row is ApplicationRow => !!row)
      },
      canManageApplications: () => hasPermission(s().user?.permissions ?? [], 'APPLICATION_MANAGE'),
      manualHire: () => s().client?.config.manualHire ?? false,
      teamEnabled: () => (s().client?.config.teamAssigneeLimit ?? 0) > 0,
      mspAppliesTalent: () => s().client?.config.mspAppliesTalent ?? false,
      canManagePools: () => hasPermission(s().user?.permissions ?? [], 'POOL_MANAGE'),
      goToStage: (next) => void navigate(queuePath(next)),
      openApplication: (id, extra) => {
        const query = new URLSearchParams(extra ?? {}).toString()
        void navigate(`${queuePath(s().stage, id)}${query ? `?${query}` : ''}`)
      },
      clearSelection: () => setSelectedIds([]),
      focusSearch: () => undefined,
    }
    return c
  }, [navigate])
  pipelineController.usePublish(controller)
  useRegisterCommands(pipelineCommands)
  useFlows()
  PipelineDetail.usePreload()
  const listPane = useRef<HTMLDivElement>(null)
  useEffect(() => {
    listPane.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true })
  }, [])
  // Another stage: another list, no focus, no selection.
  const shown = useRef(stage)
  useEffect(() => {
    if (shown.current === stage) return
    shown.current = stage
    setSelectedIds([])
    if (appId === null) setFocusedId(null)
  }, [stage, appId])

  const title = t('msp.v2.queue.title', { stage: t(`msp.v2.dashboard.stage.${stage}`) })
  const focusedRow = focusedId === null ? undefined : list.rowsById.get(Number(focusedId))
  const paneId = appId === null ? null : (focusedId ?? appId)
  const paneRow = paneId === null ? undefined : list.rowsById.get(Number(paneId))
  return (
    <div className="workspace-screen pipeline-page">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <WorkspacePanes
        storageId="queue"
        listLabel={t('msp.v2.pipeline.pane.list')}
        detailLabel={t('msp.v2.pipeline.pane.detail')}
        list={
          <div ref={listPane} className="pipeline-list">
            <header className="queue-header">
              <Heading as="h1" size="5">
                {title}
              </Heading>
              <Text as="p" size="2" color="gray">
                {t('msp.v2.queue.summary', { count: list.total })}
                {filter.olderThanDays
                  ? ` · ${t('msp.v2.queue.filter.olderThan', { count: filter.olderThanDays })}`
                  : ''}
                {filter.statuses
                  ? ` · ${filter.statuses.map((s) => t(`msp.v2.pipeline.status.${s}`)).join(', ')}`
                  : ''}
                {focusedRow ? ` · ${titles.get(focusedRow.projectId) ?? ''}` : ''}
              </Text>
              {suffix ? (
                <Text as="p" size="2">
                  <Link to={queuePath(stage)}>{t('msp.v2.queue.filter.clear')}</Link>
                </Text>
              ) : null}
            </header>
            <div className="pipeline-table">
              <LazyDataTable
                label={title}
                columns={columns}
                rows={list.rows}
                getRowId={getApplicationRowId}
                totalCount={list.total}
                loading={list.loading}
                loadingMore={list.loadingMore}
                onEndReached={list.onEndReached}
                emptyText={t('msp.v2.queue.empty')}
                selectedIds={selectedIds}
                onSelectionChange={setSelectedIds}
                focusedId={focusedId}
                onFocusChange={onFocusChange}
                onOpen={(row) => void navigate(`${queuePath(stage, row.id)}${suffix}`)}
                selectionKind="application"
                isRowUnread={isUnseen}
                unreadLabel={t('msp.v2.reviewMemory.unseen')}
              />
            </div>
          </div>
        }
        detail={
          paneId !== null ? (
            <PipelineDetail
              appId={Number(paneId)}
              preview={
                paneRow
                  ? {
                      talentId: paneRow.talent.id,
                      firstName: paneRow.talent.firstName,
                      lastName: paneRow.talent.lastName,
                      talentTitle: paneRow.talent.title,
                      projectTitle: titles.get(paneRow.projectId) ?? '',
                      status: paneRow.status,
                      stage: paneRow.stage,
                    }
                  : undefined
              }
              onPrevious={() => tableController.current()?.move(-1)}
              onNext={() => tableController.current()?.move(1)}
            />
          ) : null
        }
        onCloseDetail={() => void navigate(`${queuePath(stage)}${suffix}`)}
      />
      <PipelineDialogs />
    </div>
  )
}
