import '../sourcing.css'
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useNavigate } from 'react-router'
import type { DataHarbourStatus } from '../../../../shared/contracts/sourcing'
import { hasPermission } from '../../../../shared/domain/permissions'
import { pipelineStagesQuery } from '../../../api/projects'
import { currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { useRememberRecent } from '../../../commands/recent-items'
import { useHoldKeys } from '../../../commands/use-hold-keys'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { lazyComponent } from '../../../ui/lazy-component'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { StageMenu } from '../../../ui/stage-menu/stage-menu'
import type { SourcingStage } from '../../../ui/stage-menu/stage-paths'
import { sourcingCommands } from '../commands'
import { sourcingColumns } from '../sourcing-columns'
import { type SourcingController, sourcingController } from '../sourcing-controller'
import type { sourcingLoader } from '../sourcing-loader'
import { DH_STATUSES, getSourcingRowId } from '../sourcing-rows'
import { useSourcingList } from '../use-sourcing-list'

/** The pane (facts, actions, CV, reasons) loads after the list, on idle or on the first Enter. */
const SourcingDetail = lazyComponent(
  () => import('./sourcing-detail').then((m) => m.SourcingDetail),
  ({ row }) => <strong className="sourcing-detail-loading">{row.name}</strong>,
)

/** §9 input debounce of the name search. */
const SEARCH_DEBOUNCE_MS = 500

/**
 * Issue 22 §2: a sourcing stage of the project (invited, data harbour, suggested) as a working
 * list in the pipeline's workspace: the stage menu, the rows, the focused row in the pane;
 * every action is a registry command on the selection or the focused row.
 */
function SourcingPage({ stage }: { stage: SourcingStage }) {
  const { t, i18n } = useTranslation()
  const { projectId } = useLoaderData<typeof sourcingLoader>()
  const navigate = useNavigate()
  const stages = useQuery(pipelineStagesQuery(projectId)).data
  useHoldKeys(!stages)
  useRememberRecent(
    stages
      ? { kind: 'project', id: projectId, label: stages.project.title, href: `/project/${projectId}/active` }
      : null,
  )
  const user = useQuery(currentUserQuery).data
  const [dhStatus, setDhStatus] = useState<DataHarbourStatus>('spotted')
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [search])
  const list = useSourcingList(projectId, stage, dhStatus, query)
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  const [detailOpen, setDetailOpen] = useState(false)
  const columns = useMemo(() => sourcingColumns(stage, t, i18n.language), [stage, t, i18n.language])

  // Another list (stage, status, search) starts without focus or selection.
  const listKey = `${projectId}/${stage}/${dhStatus}/${query}`
  const shownKey = useRef(listKey)
  useLayoutEffect(() => {
    if (shownKey.current === listKey) return
    shownKey.current = listKey
    setFocusedId(null)
    setSelectedIds([])
    setDetailOpen(false)
  })
  // A row that leaves the list (invited, archived, withdrawn...) hands the focus to the one after it.
  const lastIndex = useRef(-1)
  const byId = useMemo(() => new Map(list.rows.map((row) => [row.id, row])), [list.rows])
  const focused = focusedId === null ? null : (byId.get(focusedId) ?? null)
  useEffect(() => {
    if (focusedId === null || focused || list.loading || lastIndex.current < 0) return
    const next = list.rows[Math.min(lastIndex.current, list.rows.length - 1)]
    setFocusedId(next ? next.id : null)
  })

  const live = useRef({ byId, selectedIds, focused, user, dhStatus })
  live.current = { byId, selectedIds, focused, user, dhStatus }
  const searchRef = useRef<HTMLInputElement>(null)
  const listPane = useRef<HTMLDivElement>(null)
  const controller = useMemo<SourcingController>(() => {
    const s = () => live.current
    return {
      projectId,
      stage,
      targets: () => {
        const { selectedIds: ids, byId: rows, focused: row } = s()
        if (ids.length === 0) return row ? [row] : []
        return ids.map((id) => rows.get(id)).filter((r) => r !== undefined)
      },
      canManage: () => hasPermission(s().user?.permissions ?? [], 'APPLICATION_MANAGE'),
      canEmail: () => hasPermission(s().user?.permissions ?? [], 'FREELANCER_ACTION_LOG'),
      dataHarbourStatus: () => s().dhStatus,
      showDataHarbourStatus: setDhStatus,
      goTo: (path) => void navigate(path),
      clearSelection: () => setSelectedIds([]),
      focusSearch: () => searchRef.current?.focus(),
    }
  }, [projectId, stage, navigate])
  sourcingController.usePublish(controller)
  useRegisterCommands(sourcingCommands)
  SourcingDetail.usePreload()
  useLayoutEffect(() => {
    listPane.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true })
  }, [])

  if (!stages) return null
  const stageName = t(`msp.v2.pipeline.stage.${stage}`)
  const focusGrid = () => listPane.current?.querySelector<HTMLElement>('[role="grid"]')?.focus()
  const counts = list.dhCounts
  const listContent = (
    <div ref={listPane} className="sourcing-list">
      <Flex gap="3" align="center" wrap="wrap" className="sourcing-toolbar">
        {stage !== 'suggested' ? (
          <TextField.Root
            ref={searchRef}
            aria-label={t('msp.v2.sourcing.search.label')}
            size="2"
            type="search"
            placeholder={t('msp.v2.sourcing.search.placeholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === 'ArrowDown' || (e.key === 'Escape' && !search)) {
                e.preventDefault()
                focusGrid()
              } else if (e.key === 'Escape') setSearch('')
            }}
          />
        ) : (
          <Text size="2" color="gray">
            {t('msp.v2.sourcing.suggested.intro')}
          </Text>
        )}
        {stage === 'dataHarbour' ? (
          <Flex gap="1" role="group" aria-label={t('msp.v2.sourcing.dataHarbour.statuses')}>
            {DH_STATUSES.map((status) => (
              <Button
                key={status}
                size="1"
                variant={status === dhStatus ? 'solid' : 'soft'}
                color="gray"
                highContrast
                aria-pressed={status === dhStatus}
                onClick={() => setDhStatus(status)}
              >
                {t(`msp.v2.sourcing.dataHarbour.status.${status}`)}
              </Button>
            ))}
          </Flex>
        ) : null}
        <Text size="2" color="gray" role="status" data-testid="sourcing-count">
          {counts
            ? t('msp.v2.sourcing.dataHarbour.counts', { spotted: counts.spotted, others: counts.others })
            : t('msp.v2.sourcing.count', { count: list.total })}
        </Text>
      </Flex>
      {list.error ? (
        <Text size="2" color="red" mx="3" role="alert">
          {errorText(list.error, translateIfKnown)}
        </Text>
      ) : null}
      <div className="sourcing-table">
        <LazyDataTable
          label={t('msp.v2.sourcing.table.label', { stage: stageName })}
          columns={columns}
          rows={list.rows}
          getRowId={getSourcingRowId}
          totalCount={list.total}
          loading={list.loading}
          loadingMore={list.loadingMore}
          onEndReached={list.onEndReached}
          emptyText={t(query ? 'msp.v2.sourcing.empty.search' : `msp.v2.sourcing.empty.${stage}`)}
          manualSorting
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          focusedId={focusedId}
          onFocusChange={(id, row) => {
            setFocusedId(id)
            if (row) lastIndex.current = list.rows.indexOf(row)
          }}
          onOpen={(row) => {
            setFocusedId(row.id)
            setDetailOpen(true)
          }}
          selectionKind="talent"
          columnsKey={`sourcing-${stage}`}
        />
      </div>
    </div>
  )

  return (
    <div className="workspace-screen sourcing-page">
      <title>{t('msp.v2.app.page.title', { page: `${stageName} · ${stages.project.title}` })}</title>
      <header className="sourcing-header">
        <Heading as="h1" size="5">
          {stages.project.title}
        </Heading>
        <Text size="2" color="gray">
          {stageName}
        </Text>
      </header>
      <div className="workspace-screen-body">
        <WorkspacePanes
          storageId="pipeline"
          navLabel={t('msp.v2.pipeline.stages')}
          nav={<StageMenu response={stages} stage={stage} labelId={undefined} />}
          listLabel={t('msp.v2.sourcing.pane.list')}
          detailLabel={t('msp.v2.sourcing.pane.detail')}
          list={listContent}
          detail={detailOpen && focused ? <SourcingDetail row={focused} /> : null}
          onCloseDetail={() => setDetailOpen(false)}
        />
      </div>
    </div>
  )
}

export const InvitedPage = () => <SourcingPage stage="invited" />
export const DataHarbourPage = () => <SourcingPage stage="dataHarbour" />
export const SuggestedPage = () => <SourcingPage stage="suggested" />
