import '../application.css'
import { Badge, Box, Button, Flex, Heading, Tabs, Text } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useId, useMemo, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { ApplicationDetail as ApplicationDetailData } from '../../../../../shared/contracts/application'
import { canAddNote, type NotesPanelState, notesPanelReducer } from '../../../../../shared/domain/notes'
import { visibleQuestions } from '../../../../../shared/domain/screening'
import { currentUserQuery } from '../../../../api/session'
import { toApiError } from '../../../../app/api-error'
import { useRecordViewOnLeave } from '../../../../app/use-record-view-on-leave'
import { useRememberRecent } from '../../../../commands/recent-items'
import { useRegisterCommands } from '../../../../commands/use-register-commands'
import { PageSpinner } from '../../../../ui/page-spinner'
import { PANE_REST_MS, useRested } from '../../../../ui/panes/use-rested'
import { applicationStatusTone } from '../../../../ui/status-tones'
import { useMarkSeen } from '../../review-memory/use-review-memory'
import { applicationDetailQuery, applicationHistoryQuery, applicationQuestionsQuery } from '../api'
import { applicationDetailController, type FormSubmitter } from '../application-controller'
import { type ApplicationTab, currentTab, visibleTabs } from '../application-tabs'
import { applicationCommands } from '../commands'
import { hasNoteDraft, hasScreeningDraft } from '../drafts'
import { ApplicationTabPanel } from './application-tab-panel'

export type ApplicationDetailProps = {
  appId: number
  /** Present when there is a previous / next application in the list (p / n). */
  onPrevious?: () => void
  onNext?: () => void
  /** Inside the pipeline's detail pane rather than the full-width /application/:appId page. */
  embedded?: boolean
  /** §2: record the view when leaving, only when the user came from a project view. */
  recordView?: boolean
  /** What the list already knows (name, title, status): shown at once while the detail loads. */
  preview?: ApplicationPreview
  /** The page's action buttons (the pane's actions are the list's keys). */
  actions?: ReactNode
}

export type ApplicationPreview = {
  talentId: number
  firstName: string
  lastName: string
  talentTitle: string | null
  projectTitle: string
  status: string
  stage: string
}

/**
 * §2 application detail: header, tabs chosen by the `tab` query parameter (switchable by
 * digits), and the tab content. The pipeline renders it in its detail pane; the standalone
 * route renders it full width.
 */
export function ApplicationDetail({
  appId,
  onPrevious,
  onNext,
  embedded,
  recordView,
  preview,
  actions,
}: ApplicationDetailProps) {
  // In the pane, only an application the focus rested on is fetched and counts as viewed; the
  // page shows its one application at once.
  const rested = useRested(appId, embedded ? PANE_REST_MS : 0)
  useRecordViewOnLeave('application', recordView && rested ? appId : null)
  useRegisterCommands(applicationCommands)
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const detail = useQuery({ ...applicationDetailQuery(appId), enabled: rested })
  // Shown (rested in the pane, or on its page) and readable: the recruiter has seen it.
  useMarkSeen(appId, rested && detail.isSuccess ? detail.data.status : null)
  useEffect(() => {
    if (!rested) return
    // The tabs' data travels beside the detail instead of after it.
    void queryClient.prefetchQuery(applicationQuestionsQuery(appId))
    void queryClient.prefetchQuery(applicationHistoryQuery(appId))
  }, [queryClient, appId, rested])
  // Passing through under j/k, the pane shows the row's preview even when the cache holds the
  // application: the key's frame stays light, and the full body (tabs, history, forms) renders
  // once the focus rests.
  if (detail.isPending || (!rested && preview))
    return preview ? (
      <Flex direction="column" gap="3" p={embedded ? '3' : '0'} className="application-detail" aria-busy>
        <DetailHeader
          embedded={embedded}
          talentId={preview.talentId}
          name={`${preview.firstName} ${preview.lastName}`}
          subtitle={[preview.talentTitle, preview.projectTitle].filter(Boolean).join(' · ')}
          status={preview.status}
        >
          <HeaderButtons embedded={embedded} appId={appId} onPrevious={onPrevious} onNext={onNext} />
        </DetailHeader>
        <PageSpinner />
      </Flex>
    ) : (
      <PageSpinner />
    )
  if (detail.isError) {
    const { status } = toApiError(detail.error)
    return (
      <Flex direction="column" gap="2" p="4" role="alert">
        <Text>
          {t(status === 404 ? 'msp.v2.application.error.not.found' : 'msp.v2.message.generic.error')}
        </Text>
      </Flex>
    )
  }
  // Keyed by id: a new application starts with fresh forms and panel state.
  return (
    <DetailBody
      key={appId}
      appId={appId}
      onPrevious={onPrevious}
      onNext={onNext}
      embedded={embedded}
      detail={detail.data}
      rested={rested}
      actions={actions}
    />
  )
}

type DetailBodyProps = Omit<ApplicationDetailProps, 'recordView'> & {
  detail: ApplicationDetailData
  /** The pane rests on this application: its tabs' data may be fetched. */
  rested: boolean
}

const NO_PERMISSIONS: readonly string[] = []

function DetailBody({ appId, onPrevious, onNext, embedded, detail, rested, actions }: DetailBodyProps) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const questions = useQuery({ ...applicationQuestionsQuery(appId), enabled: rested })
  const user = useQuery(currentUserQuery).data
  const permissions = user?.permissions ?? NO_PERMISSIONS
  const history = useQuery({ ...applicationHistoryQuery(appId), enabled: rested })
  // A note typed here before and not saved opens again as it was (issue 21 §2).
  const [notesState, dispatchNotes] = useReducer(
    notesPanelReducer,
    appId,
    (id): NotesPanelState => (hasNoteDraft(id) ? { mode: 'adding' } : { mode: 'list' }),
  )
  const tabIds = useId()
  const submitter = useRef<FormSubmitter | null>(null)

  const hasQuestions = useMemo(
    () =>
      visibleQuestions(questions.data ?? [], {
        applicationStatus: detail.status,
        pendingPoolMembership: detail.pendingPoolMembership,
      }).length > 0,
    [questions.data, detail.status, detail.pendingPoolMembership],
  )
  const { attachments } = detail
  const tabs = visibleTabs({
    hasQuestions,
    hasAttachments:
      attachments.workExperience.length + attachments.education.length + attachments.certificates.length > 0,
    assessmentsEnabled: detail.assessmentsEnabled,
  })
  // screeningInvalid without a tab means: show the screening form with its errors.
  const tabParam = searchParams.get('tab') ?? (searchParams.has('screeningInvalid') ? 'screening' : null)
  // The screening tab exists once the questions are known: wait for them rather than show the resume.
  const waitingForTab = tabParam === 'screening' && questions.isPending
  const tab = currentTab(tabParam, tabs)

  const selectTab = useCallback(
    (next: ApplicationTab) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params)
          copy.set('tab', next)
          // The request to show the screening errors is served once shown; leaving ends it.
          if (next !== 'screening') copy.delete('screeningInvalid')
          return copy
        },
        { replace: true },
      ),
    [setSearchParams],
  )
  const registerSubmitter = useCallback((s: FormSubmitter | null) => {
    submitter.current = s
  }, [])

  const draftIn = (item: ApplicationTab) =>
    (item === 'notes' && hasNoteDraft(appId)) || (item === 'screening' && hasScreeningDraft(appId))

  // Shift N from the list opens the pane with `note=new`: the notes tab with the add form.
  const noteRequested = searchParams.get('note') === 'new'
  useEffect(() => {
    if (!noteRequested) return
    dispatchNotes({ type: 'add' })
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params)
        copy.delete('note')
        copy.set('tab', 'notes')
        return copy
      },
      { replace: true },
    )
  }, [noteRequested, setSearchParams])

  const canManageNotes = permissions.includes('APPLICATION_MANAGE')
  const live = useRef({ tabs, onPrevious, onNext, notesState, selectTab, canManageNotes })
  live.current = { tabs, onPrevious, onNext, notesState, selectTab, canManageNotes }
  useEffect(
    () =>
      applicationDetailController.publish({
        tabs: () => live.current.tabs,
        selectTab: (next) => live.current.selectTab(next),
        hasPrevious: () => live.current.onPrevious !== undefined,
        hasNext: () => live.current.onNext !== undefined,
        previous: () => live.current.onPrevious?.(),
        next: () => live.current.onNext?.(),
        canAddNote: () => live.current.canManageNotes && canAddNote(live.current.notesState),
        addNote: () => {
          live.current.selectTab('notes')
          dispatchNotes({ type: 'add' })
        },
        canSubmitForm: () => submitter.current?.canSubmit() ?? false,
        submitForm: () => submitter.current?.submit(),
      }),
    [],
  )

  const name = `${detail.talent.firstName} ${detail.talent.lastName}`
  useRememberRecent(
    rested
      ? {
          kind: 'application',
          id: appId,
          label: name,
          hint: detail.project.title,
          href: `/project/${detail.project.id}/${detail.stage}/application/${appId}`,
        }
      : null,
  )
  return (
    <Flex direction="column" gap="3" p={embedded ? '3' : '0'} className="application-detail">
      {embedded ? null : <title>{t('msp.v2.app.page.title', { page: name })}</title>}
      <DetailHeader
        embedded={embedded}
        talentId={detail.talent.id}
        name={name}
        subtitle={[detail.talent.title, detail.project.title].filter(Boolean).join(' · ')}
        status={detail.status}
      >
        <HeaderButtons embedded={embedded} appId={appId} tab={tab} onPrevious={onPrevious} onNext={onNext} />
      </DetailHeader>
      {actions}
      <Tabs.Root
        value={waitingForTab ? 'screening' : tab}
        onValueChange={(value) => selectTab(value as ApplicationTab)}
      >
        <Tabs.List size="1" aria-label={t('msp.v2.application.tabs.label')}>
          {tabs.map((item, index) => (
            <Tabs.Trigger
              key={item}
              value={item}
              id={`${tabIds}-${item}`}
              // Only the selected tab's panel exists (one is mounted at a time).
              aria-controls={item === tab && !waitingForTab ? `${tabIds}-panel` : undefined}
              title={t('msp.v2.application.tab.key', { key: index + 1 })}
            >
              {t(`msp.v2.application.tab.${item}`)}
              {draftIn(item) ? (
                <Text size="1" color="amber" className="application-tab-draft">
                  {t('msp.v2.application.notes.draft')}
                </Text>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {waitingForTab ? (
        <PageSpinner />
      ) : (
        <ApplicationTabPanel
          id={`${tabIds}-panel`}
          labelledBy={`${tabIds}-${tab}`}
          tab={tab}
          appId={appId}
          detail={detail}
          questions={questions.data ?? []}
          history={history}
          notesState={notesState}
          dispatchNotes={dispatchNotes}
          registerSubmitter={registerSubmitter}
          screeningInvalid={searchParams.has('screeningInvalid')}
          permissions={permissions}
          userId={user?.id ?? null}
        />
      )}
    </Flex>
  )
}

type DetailHeaderProps = {
  embedded?: boolean
  talentId: number
  name: string
  subtitle: string
  status: string
  children?: ReactNode
}

function DetailHeader({ embedded, talentId, name, subtitle, status, children }: DetailHeaderProps) {
  const { t } = useTranslation()
  // The talent page reads talents (§6 FREELANCER_HISTORY); without it the name is no link.
  const readsTalents = useQuery(currentUserQuery).data?.permissions.includes('FREELANCER_HISTORY') ?? false
  return (
    <Flex align="start" justify="between" gap="3" wrap="wrap">
      <Box>
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as={embedded ? 'h2' : 'h1'} size={embedded ? '5' : '7'}>
            {readsTalents ? <Link to={`/talent/${talentId}`}>{name}</Link> : name}
          </Heading>
          <Badge color={applicationStatusTone(status)} variant="soft">
            {t(`msp.v2.application.status.${status}`)}
          </Badge>
        </Flex>
        <Text as="p" size="2" color="gray">
          {subtitle}
        </Text>
      </Box>
      <Flex gap="2" align="center">
        {children}
      </Flex>
    </Flex>
  )
}

type HeaderButtonsProps = {
  embedded?: boolean
  appId: number
  tab?: string
  onPrevious?: () => void
  onNext?: () => void
}

/** The header's buttons, the same while the application loads and after: nothing jumps (issue 21 §5). */
function HeaderButtons({ embedded, appId, tab, onPrevious, onNext }: HeaderButtonsProps) {
  const { t } = useTranslation()
  return (
    <>
      {onPrevious || onNext ? (
        <>
          <Button variant="soft" size="1" disabled={!onPrevious} onClick={onPrevious}>
            {t('msp.v2.application.previous')}
          </Button>
          <Button variant="soft" size="1" disabled={!onNext} onClick={onNext}>
            {t('msp.v2.application.next')}
          </Button>
        </>
      ) : null}
      {embedded ? (
        <Button asChild variant="ghost" size="1">
          <Link to={`/application/${appId}${tab ? `?tab=${tab}` : ''}`} state={{ fromProject: true }}>
            {t('msp.v2.application.open.full')}
          </Link>
        </Button>
      ) : null}
    </>
  )
}
