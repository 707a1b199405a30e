import { useQuery } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import type { ApplicationDetail as ApplicationDetailData } from '../../../../../shared/contracts/application'
import type { ApplicationRow, ApplicationStage } from '../../../../../shared/contracts/pipeline'
import { hasPermission } from '../../../../../shared/domain/permissions'
import { pipelineStagesQuery } from '../../../../api/projects'
import { clientContextQuery, currentUserQuery } from '../../../../api/session'
import { backTarget } from '../../../../app/back-navigation'
import { focusedPaneAtom } from '../../../../commands/command-context'
import { useRegisterCommands } from '../../../../commands/use-register-commands'
import { paneCommands } from '../../../../ui/panes/commands'
import { type PanesController, panesController } from '../../../../ui/panes/panes-controller'
import { applicationPageCommands } from '../../commands'
import { PipelineDialogs } from '../../components/pipeline-dialogs'
import { type PipelineController, pipelineController } from '../../pipeline-controller'
import { isApplicationStage, pipelinePath } from '../../pipeline-paths'
import { applicationDetailQuery, applicationScrollQuery } from '../api'
import type { applicationLoader } from '../application-loader'
import { ApplicationActions } from './application-actions'
import { ApplicationDetail } from './application-detail'

/** Set by links from a project view (the pipeline), which makes this a recorded view (§2). */
export type ApplicationPageState = { fromProject?: boolean }

/** The application as a pipeline row, so the pipeline's actions work on it (action-rules.ts). */
function rowOf(detail: ApplicationDetailData): ApplicationRow | null {
  if (!isApplicationStage(detail.stage)) return null
  return {
    id: detail.id,
    projectId: detail.project.id,
    legalEntityId: detail.project.legalEntityId,
    status: detail.status,
    stage: detail.stage,
    talent: {
      id: detail.talent.id,
      firstName: detail.talent.firstName,
      lastName: detail.talent.lastName,
      title: detail.talent.title,
      city: detail.talent.city,
      countryCode: detail.talent.countryCode,
      state: detail.talent.state,
    },
    rate: detail.rate,
    rateUnit: detail.rateUnit,
    currency: detail.currency,
    labels: detail.labels,
    screening: 'none',
    pendingPoolMembership: detail.pendingPoolMembership,
    lastUpdated: detail.lastUpdated,
    createdAt: detail.createdAt,
    owner: detail.allocatedMsp,
    // The VMS's words show in the pipeline's status cell; the page shows them in its Client tab.
    vmsMessage: null,
    // Likewise the assessment: the pipeline's column; the page has its Assessments tab.
    assessment: null,
  }
}

/**
 * /application/:appId: the detail full width, with the actions the pipeline offers on a row
 * (issue 21 §5) and Escape back. The page is one big detail pane, so it claims the 'detail'
 * command scope while mounted and the detail's keys work without a pane.
 */
export function ApplicationPage() {
  const { appId } = useLoaderData<typeof applicationLoader>()
  const location = useLocation()
  const navigate = useNavigate()
  const fromProject = (location.state as ApplicationPageState | null)?.fromProject === true
  useEffect(() => {
    const store = getDefaultStore()
    store.set(focusedPaneAtom, 'detail')
    return () => {
      if (store.get(focusedPaneAtom) === 'detail') store.set(focusedPaneAtom, null)
    }
  }, [])

  const detail = useQuery(applicationDetailQuery(appId)).data
  // Opened on its own (a link, the palette), p / n step through the project's applications.
  const scrollQuery = useQuery(applicationScrollQuery(appId))
  const scroll = scrollQuery.data
  // A p or n pressed before the neighbours are known is kept and applied when they arrive (issue
  // 21 §2: no key is lost while a screen loads).
  const [queued, setQueued] = useState<{ appId: number; to: 'previousId' | 'nextId' } | null>(null)
  const go = useRef<(id: number) => void>(() => {})
  go.current = (id: number) => void navigate(`/application/${id}`, { replace: true, state: location.state })
  useEffect(() => {
    if (!queued || !scroll || queued.appId !== appId) return
    setQueued(null)
    const id = scroll[queued.to]
    if (id) go.current(id)
  }, [queued, scroll, appId])
  const step = (to: 'previousId' | 'nextId') => {
    if (scrollQuery.isPending) return () => setQueued({ appId, to })
    const id = scroll?.[to]
    return id ? () => go.current(id) : undefined
  }
  const stages = useQuery({ ...pipelineStagesQuery(detail?.project.id ?? 0), enabled: !!detail }).data
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const row = useMemo(() => (detail ? rowOf(detail) : null), [detail])
  const live = useRef({ row, stages, user, client, navigate })
  live.current = { row, stages, user, client, navigate }
  const controller = useMemo<PipelineController | null>(() => {
    if (!row) return null
    const s = () => live.current
    return {
      projectId: row.projectId,
      stage: row.stage as ApplicationStage,
      labelId: undefined,
      project: () => s().stages?.project,
      stages: () => s().stages?.stages ?? [],
      targets: () => (s().row ? [s().row as ApplicationRow] : []),
      selectedIds: () => [],
      focusedRow: () => s().row,
      canManageApplications: () => hasPermission(s().user?.permissions ?? [], 'APPLICATION_MANAGE'),
      manualHire: () => s().client?.config.manualHire ?? false,
      teamEnabled: () => (s().client?.config.teamAssigneeLimit ?? 0) > 0,
      mspAppliesTalent: () => s().client?.config.mspAppliesTalent ?? false,
      canManagePools: () => hasPermission(s().user?.permissions ?? [], 'POOL_MANAGE'),
      goToStage: (stage) => void s().navigate(pipelinePath(row.projectId, stage)),
      clearSelection: () => {},
      focusSearch: () => {},
      openApplication: () => {},
    }
  }, [row])
  pipelineController.usePublish(controller)
  useRegisterCommands(applicationPageCommands)
  // The page is one big detail pane: Escape closes it, i.e. goes back where the user came from.
  const panes = useMemo<PanesController>(
    () => ({
      focusPane: () => {},
      isDetailOpen: () => true,
      closeDetail: () =>
        void live.current.navigate(backTarget(`${window.location.pathname}${window.location.search}`)),
      toggleMaximise: () => {},
    }),
    [],
  )
  panesController.usePublish(panes)
  useRegisterCommands(paneCommands)

  return (
    <>
      <ApplicationDetail
        appId={appId}
        recordView={fromProject}
        onPrevious={step('previousId')}
        onNext={step('nextId')}
        actions={controller ? <ApplicationActions /> : null}
      />
      {/* The actions' pickers and confirmations, as on the pipeline. */}
      <PipelineDialogs />
    </>
  )
}
