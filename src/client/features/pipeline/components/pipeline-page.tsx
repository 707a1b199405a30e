import '../pipeline.css'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useNavigate, useParams } from 'react-router'
import type { ApplicationRow, ApplicationStage } from '../../../../shared/contracts/pipeline'
import { hasPermission } from '../../../../shared/domain/permissions'
import { projectAvailabilityQuery } from '../../../api/availability'
import { legalEntityOf } from '../../../api/legal-entities'
import { pipelineKey, pipelineStagesQuery } from '../../../api/projects'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { useRememberRecent } from '../../../commands/recent-items'
import { useHoldKeys } from '../../../commands/use-hold-keys'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { tableController } from '../../../ui/data-table/table-controller'
import { useUrlSelection } from '../../../ui/data-table/use-url-selection'
import { PANE_REST_MS } from '../../../ui/panes/use-rested'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { StageMenu } from '../../../ui/stage-menu/stage-menu'
import { applicationListBody, applicationListQuery, fetchApplicationPage } from '../api'
import {
  applicationDetailQuery,
  applicationHistoryQuery,
  applicationQuestionsQuery,
} from '../application/api'
import type { ApplicationPreview } from '../application/components/application-detail'
import { assessmentPipelineCommands } from '../assessments/commands'
import { AssessmentFilterMenu } from '../assessments/components/assessment-filter-menu'
import { assessmentFilterKey, useAssessmentFilter } from '../assessments/filter'
import { availabilityPipelineCommands } from '../availability-commands'
import { calendarPipelineCommands } from '../calendar/commands'
import { pipelineCommands } from '../commands'
import { flowsModule, useFlows } from '../flows-module'
import { useApplicationList } from '../hooks/use-application-list'
import { usePipelineUrl } from '../hooks/use-pipeline-url'
import { useTalentSearch } from '../hooks/use-talent-search'
import { type PipelineController, pipelineController } from '../pipeline-controller'
import type { pipelineLoader } from '../pipeline-loader'
import { pipelinePath, withSelection } from '../pipeline-paths'
import { isUnseen, useListPosition, useNextUnseen } from '../review-memory/use-review-memory'
import { vmsPipelineCommands } from '../vms/commands'
import { useVmsStatusWatch } from '../vms/use-vms-status-watch'
import { applicationColumns, getApplicationRowId } from './application-columns'
import { ApplicationSearch } from './application-search'
import { PipelineDetail } from './pipeline-detail'
import { PipelineDialogs } from './pipeline-dialogs'
import { PipelineHeader } from './pipeline-header'

// The commands' runs start loading with the screen, beside its rows (flows-module.ts).
flowsModule.load().catch(() => {})

/** How long the focus rests before the address names the application in the pane. */
const FOLLOW_ADDRESS_MS = 250

function previewOf(row: ApplicationRow | undefined, projectTitle: string): ApplicationPreview | undefined {
  if (!row) return undefined
  const { talent } = row
  return {
    talentId: talent.id,
    firstName: talent.firstName,
    lastName: talent.lastName,
    talentTitle: talent.title,
    projectTitle,
    status: row.status,
    stage: row.stage,
  }
}

/**
 * §2 project pipeline: the stage's applications beside the application in focus. The URL
 * holds the stage, the label, the open application and the selection; j/k move the focus
 * and, while the detail pane is open, the pane follows (replace, so history stays clean).
 */
export function PipelinePage() {
  const { t, i18n } = useTranslation()
  const { projectId } = useLoaderData<typeof pipelineLoader>()
  const params = useParams()
  const navigate = useNavigate()
  const stage = params.status as ApplicationStage
  const labelId = params.labelId ? Number(params.labelId) : undefined
  const appId = params.appId ?? null

  const queryClient = useQueryClient()
  const stages = useQuery(pipelineStagesQuery(projectId)).data
  useHoldKeys(!stages)
  useRememberRecent(
    stages
      ? { kind: 'project', id: projectId, label: stages.project.title, href: `/project/${projectId}/active` }
      : null,
  )
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const talentSearch = useTalentSearch()
  const [focusedId, setFocusedId] = useState<string | null>(appId)
  // The open application wins when the address changes from outside (a link, back/forward);
  // the pane's own navigations (j/k) may land after the focus moved on and do not pull it back.
  const url = usePipelineUrl(() => {
    if (appId !== null && appId !== focusedId) setFocusedId(appId)
  })
  const assessment = useAssessmentFilter(url)
  const listParams = {
    projectId,
    stage,
    labelId,
    query: talentSearch.query,
    assessment: assessment.value,
  }
  const list = useApplicationList(listParams)
  const [selectedIds, onSelectionChange] = useUrlSelection((value) => {
    const { pathname, search } = url.base()
    url.write(pathname, withSelection(search, value === null ? [] : value.split(',')))
  })
  // The answers of availability questions of the project (issue 22 §2) show on the rows.
  const answers = useQuery(projectAvailabilityQuery(projectId)).data
  const availability = useMemo(
    () => new Map((answers?.results ?? []).map((a) => [a.talent.id, a.available])),
    [answers],
  )
  // The project's legal entity uses assessments (issue 24 §3): their filter and column show.
  const assessmentsOn =
    legalEntityOf(client, stages?.project.legalEntityId)?.config.assessmentsEnabled === true
  const columns = useMemo(
    () => applicationColumns(t, i18n.language, availability, assessmentsOn),
    [t, i18n.language, availability, assessmentsOn],
  )

  // Another list (stage, label, search) starts without focus unless an application is open.
  const listKey = `${projectId}/${stage}/${labelId ?? ''}/${talentSearch.query}/${assessmentFilterKey(assessment.value)}`
  const shownListKey = useRef(listKey)
  useLayoutEffect(() => {
    if (shownListKey.current === listKey) return
    shownListKey.current = listKey
    if (appId === null) setFocusedId(null)
  })

  // Coming back to this stage (label, search, filter) puts the focus where the recruiter left it.
  useListPosition(talentSearch.query ? null : `project:${listKey}`, appId === null, list, focusedId)
  // Shift+U: the next unseen row of the whole stage (with its filters), loaded when beyond the rows.
  useNextUnseen({
    list: { kind: 'stage', ...applicationListBody(listParams) },
    queryKey: applicationListQuery(listParams).queryKey,
    fetchRows: (offset, size) => fetchApplicationPage(listParams, offset, size),
    rows: list.rows,
    rowsById: list.rowsById,
    total: list.total,
    focusedId,
  })

  const pathFor = (id?: string) => pipelinePath(projectId, stage, { labelId, appId: id })
  // While the pane is open it shows the focused row at once (state, same frame as the key);
  // the address follows once the focus rests, so fast j/k does not re-render the route per row.
  const follow = useRef({ id: null as string | null, timer: 0 })
  const followTo = (id: string) => {
    follow.current.id = id
    window.clearTimeout(follow.current.timer)
    follow.current.timer = window.setTimeout(() => {
      const target = follow.current.id
      follow.current = { id: null, timer: 0 }
      const { pathname, search } = url.base()
      if (target && pathname.includes('/application/') && !pathname.endsWith(`/application/${target}`))
        url.write(pathFor(target), search)
    }, FOLLOW_ADDRESS_MS)
  }
  useEffect(
    () => () => {
      // Leaving the screen: a pending follow must not navigate back to it.
      window.clearTimeout(follow.current.timer)
      follow.current.id = null
    },
    [],
  )
  const lastFocusedIndex = useRef(-1)
  const neighbours = useRef(0)
  const onFocusChange = (id: string | null, row: ApplicationRow | null) => {
    setFocusedId(id)
    if (row) lastFocusedIndex.current = list.rows.indexOf(row)
    if (id) followTo(id)
    // The pane's next stop is one row away: once the focus rests (the pane fetches then too),
    // its neighbours' applications are fetched, so the next key lands on them at once. Not on
    // every key: requests for rows passed through would queue before the one it stops on.
    window.clearTimeout(neighbours.current)
    if (row && url.base().pathname.includes('/application/')) {
      const index = lastFocusedIndex.current
      neighbours.current = window.setTimeout(() => {
        for (const near of [list.rows[index + 1], list.rows[index - 1]])
          if (near) void queryClient.prefetchQuery(applicationDetailQuery(near.id))
        const next = list.rows[index + 1]
        if (next) {
          void queryClient.prefetchQuery(applicationQuestionsQuery(next.id))
          void queryClient.prefetchQuery(applicationHistoryQuery(next.id))
        }
      }, PANE_REST_MS)
    }
  }
  useEffect(() => () => window.clearTimeout(neighbours.current), [])

  // A row that leaves the stage (rejected, hired ...) hands the focus to the one after it.
  const focusedGone = focusedId !== null && !list.loading && !list.rowsById.has(Number(focusedId))
  useEffect(() => {
    if (!focusedGone || lastFocusedIndex.current < 0) return
    const next = list.rows[Math.min(lastFocusedIndex.current, list.rows.length - 1)]
    if (!next) return
    const id = String(next.id)
    setFocusedId(id)
    followTo(id)
  })

  const live = useRef({
    stages,
    list,
    selectedIds,
    focusedId,
    user,
    client,
    stage,
    labelId,
    onSelectionChange,
    navigate,
    pathFor,
    url,
    assessment,
  })
  live.current = {
    stages,
    list,
    selectedIds,
    focusedId,
    user,
    client,
    stage,
    labelId,
    onSelectionChange,
    navigate,
    pathFor,
    url,
    assessment,
  }
  const searchRef = useRef<HTMLInputElement>(null)
  const listPane = useRef<HTMLDivElement>(null)
  const controller = useMemo<PipelineController>(() => {
    const s = () => live.current
    return {
      projectId,
      get stage() {
        return s().stage
      },
      get labelId() {
        return s().labelId
      },
      project: () => s().stages?.project,
      stages: () => s().stages?.stages ?? [],
      selectedIds: () =>
        s()
          .selectedIds.map(Number)
          .filter((id) => Number.isInteger(id) && id > 0),
      focusedRow: () => {
        const id = s().focusedId
        return id === null ? null : (s().list.rowsById.get(Number(id)) ?? null)
      },
      targets() {
        const ids = this.selectedIds()
        if (ids.length === 0) {
          const row = this.focusedRow()
          return row ? [row] : []
        }
        return ids.map((id) => s().list.rowsById.get(id)).filter((row): row is ApplicationRow => !!row)
      },
      canManageApplications: () => hasPermission(s().user?.permissions ?? [], 'APPLICATION_MANAGE'),
      manualHire: () => s().client?.config.manualHire ?? false,
      teamEnabled: () => (s().client?.config.teamAssigneeLimit ?? 0) > 0,
      mspAppliesTalent: () => s().client?.config.mspAppliesTalent ?? false,
      canManagePools: () => hasPermission(s().user?.permissions ?? [], 'POOL_MANAGE'),
      goToStage: (next) => void s().navigate(pipelinePath(projectId, next)),
      openApplication: (id, extra) => {
        const params = new URLSearchParams(s().url.base().search)
        for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value)
        const query = params.toString()
        s().url.write(s().pathFor(String(id)), query ? `?${query}` : '', true)
      },
      clearSelection: () => s().onSelectionChange([]),
      focusSearch: () => searchRef.current?.focus(),
      bulkRejectPending: () => {
        const le = s().stages?.project.legalEntityId
        return legalEntityOf(s().client, le)?.config.bulkRejectPending === true
      },
      closeApplication: () => {
        const { pathname, search } = s().url.base()
        if (pathname.includes('/application/')) s().url.write(s().pathFor(), search, true)
      },
      assessmentFilter: () => s().assessment.value,
      setAssessmentFilter: (next) => s().assessment.set(next),
    }
  }, [projectId])
  pipelineController.usePublish(controller)
  // Another stage or label lists other rows: a selection left over from a late write goes.
  const stageKey = `${stage}/${labelId ?? ''}`
  const lastStageKey = useRef(stageKey)
  useEffect(() => {
    if (lastStageKey.current === stageKey) return
    lastStageKey.current = stageKey
    if (live.current.selectedIds.length > 0) live.current.onSelectionChange([])
  }, [stageKey])
  useRegisterCommands(pipelineCommands)
  useFlows()
  useRegisterCommands(vmsPipelineCommands)
  useRegisterCommands(calendarPipelineCommands)
  useRegisterCommands(assessmentPipelineCommands)
  useRegisterCommands(availabilityPipelineCommands)
  // Rows sent to the VMS show its confirmation (or refusal) as soon as it arrives.
  useVmsStatusWatch(pipelineKey(projectId), list.rows)
  // The pane's code arrives on idle, so the first Enter opens it at once.
  PipelineDetail.usePreload()
  useLayoutEffect(() => {
    // Arriving by link or address: the keys work at once, without a click (also kept ones).
    listPane.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true })
  }, [])

  if (!stages) return null
  const paneId = appId === null ? null : (focusedId ?? appId)
  const focusGrid = () => listPane.current?.querySelector<HTMLElement>('[role="grid"]')?.focus()
  const listContent = (
    <div ref={listPane} className="pipeline-list">
      <div className="pipeline-list-tools">
        <ApplicationSearch search={talentSearch} onLeave={focusGrid} inputRef={searchRef} />
        {assessmentsOn ? <AssessmentFilterMenu value={assessment.value} /> : null}
      </div>
      <div className="pipeline-table">
        <LazyDataTable
          label={t('msp.v2.pipeline.table.label')}
          columns={columns}
          rows={list.rows}
          getRowId={getApplicationRowId}
          totalCount={list.total}
          loading={list.loading}
          loadingMore={list.loadingMore}
          onEndReached={list.onEndReached}
          emptyText={t(
            talentSearch.query || assessment.value
              ? 'msp.v2.pipeline.table.empty.search'
              : 'msp.v2.pipeline.table.empty',
          )}
          selectedIds={selectedIds}
          onSelectionChange={onSelectionChange}
          focusedId={focusedId}
          onFocusChange={onFocusChange}
          onOpen={(row) => url.write(pathFor(String(row.id)), url.base().search, true)}
          selectionKind="application"
          columnsKey="pipeline"
          isRowUnread={isUnseen}
          unreadLabel={t('msp.v2.reviewMemory.unseen')}
        />
      </div>
    </div>
  )

  return (
    <div className="workspace-screen pipeline-page">
      <title>{t('msp.v2.app.page.title', { page: stages.project.title })}</title>
      <PipelineHeader project={stages.project} />
      <div className="workspace-screen-body">
        <WorkspacePanes
          storageId="pipeline"
          navLabel={t('msp.v2.pipeline.stages')}
          nav={<StageMenu response={stages} stage={stage} labelId={labelId} />}
          listLabel={t('msp.v2.pipeline.pane.list')}
          detailLabel={t('msp.v2.pipeline.pane.detail')}
          list={listContent}
          detail={
            paneId !== null ? (
              <PipelineDetail
                appId={Number(paneId)}
                preview={previewOf(list.rowsById.get(Number(paneId)), stages.project.title)}
                onPrevious={() => tableController.current()?.move(-1)}
                onNext={() => tableController.current()?.move(1)}
              />
            ) : null
          }
          onCloseDetail={() => url.write(pathFor(), url.base().search, true)}
        />
      </div>
      <PipelineDialogs />
    </div>
  )
}
