import type { UseQueryResult } from '@tanstack/react-query'
import type { Dispatch } from 'react'
import type {
  ApplicationDetail,
  HistoryResponse,
  Question,
} from '../../../../../shared/contracts/application'
import { mayEditNote, type NotesPanelAction, type NotesPanelState } from '../../../../../shared/domain/notes'
import { lazyComponent } from '../../../../ui/lazy-component'
import { PageSpinner } from '../../../../ui/page-spinner'
import type { FormSubmitter } from '../application-controller'
import type { ApplicationTab } from '../application-tabs'
import { AssessmentsTab } from './assessments-tab'
import { AttachmentsTab } from './attachments-tab'
import { DetailsTab } from './details-tab'
import { HistoryTab } from './history-tab'
import { NotesTab } from './notes-tab'
import { ResumeTab } from './resume-tab'
import { ScreeningTab } from './screening-tab'

const VmsTab = lazyComponent(
  () => import('../../vms/components/vms-tab').then((m) => m.VmsTab),
  () => <PageSpinner />,
)

const ApplicationInterviews = lazyComponent(() =>
  import('../../calendar/components/application-interviews').then((m) => m.ApplicationInterviews),
)

export type ApplicationTabPanelProps = {
  /** The panel's id (its tab's aria-controls) and the tab that labels it. */
  id: string
  labelledBy: string
  tab: ApplicationTab
  appId: number
  detail: ApplicationDetail
  questions: Question[]
  history: UseQueryResult<HistoryResponse>
  notesState: NotesPanelState
  dispatchNotes: Dispatch<NotesPanelAction>
  registerSubmitter: (submitter: FormSubmitter | null) => void
  screeningInvalid: boolean
  /** Permission names of the signed-in user (§6). */
  permissions: readonly string[]
  /** The signed-in user's id (their own notes are theirs to change). */
  userId: number | null
}

/** The content of the selected tab; only that one is mounted. */
export function ApplicationTabPanel(props: ApplicationTabPanelProps) {
  const { tab, appId, detail, history } = props
  const body = () => {
    switch (tab) {
      case 'resume':
        return <ResumeTab appId={appId} />
      case 'screening':
        return (
          <ScreeningTab
            appId={appId}
            detail={detail}
            questions={props.questions}
            registerSubmitter={props.registerSubmitter}
            validateOnMount={props.screeningInvalid}
            canEdit={props.permissions.includes('APPLICATION_EDIT_CONTENT')}
          />
        )
      case 'notes':
        return history.data ? (
          <NotesTab
            appId={appId}
            notes={history.data.notes}
            state={props.notesState}
            dispatch={props.dispatchNotes}
            registerSubmitter={props.registerSubmitter}
            canManage={props.permissions.includes('APPLICATION_MANAGE')}
            canEditNote={(note) =>
              mayEditNote({ id: props.userId ?? -1, permissions: props.permissions }, note.mspId)
            }
          />
        ) : (
          <PageSpinner />
        )
      case 'attachments':
        return <AttachmentsTab attachments={detail.attachments} />
      case 'details':
        return <DetailsTab detail={detail} />
      case 'history':
        return history.data ? <HistoryTab entries={history.data.results} /> : <PageSpinner />
      case 'assessments':
        return <AssessmentsTab appId={appId} />
      case 'vms':
        return (
          <>
            {/* Interviews on the recruiter's calendar (issue 24) beside the VMS's. */}
            <ApplicationInterviews
              appId={appId}
              talentName={`${detail.talent.firstName} ${detail.talent.lastName}`}
            />
            <VmsTab appId={appId} talentName={`${detail.talent.firstName} ${detail.talent.lastName}`} />
          </>
        )
    }
  }
  return (
    <div role="tabpanel" id={props.id} aria-labelledby={props.labelledBy} data-tab={tab}>
      {body()}
    </div>
  )
}
