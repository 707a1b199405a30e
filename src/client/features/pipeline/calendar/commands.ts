import type { LoggedUser } from '../../../../shared/contracts/auth'
import type { InterviewDto } from '../../../../shared/contracts/calendar'
import type { ClientContext } from '../../../../shared/contracts/client-context'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { hasPermission } from '../../../../shared/domain/permissions'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { queryClient } from '../../../app/query-client'
import { type Command, defineCommand } from '../../../commands/registry'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { pipelineController } from '../pipeline-controller'
import { cancelInterview, confirmationLink, confirmInterview, interviewsQuery } from './api'
import { askSchedule } from './dialog-store'

/*
 * Interview scheduling from the pipeline (issue 24): Shift+I on the focused application opens
 * the slot list; reschedule, confirm (the talent said yes) and cancel act on its next interview. Shown only where the calendar
 * is enabled for the user and the client, with the calendar permission.
 */

const user = () => queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)
const client = () => queryClient.getQueryData<ClientContext>(clientContextQuery.queryKey)

export const calendarAvailable = () => {
  const u = user()
  return (
    !!u &&
    u.calendar.enabled &&
    client()?.config.calendarEnabled === true &&
    hasPermission(u.permissions, 'CALENDAR')
  )
}

const focused = (): ApplicationRow | null => {
  const p = pipelineController.current()
  return p?.canManageApplications() ? p.focusedRow() : null
}
const nameOf = (row: ApplicationRow) => `${row.talent.firstName} ${row.talent.lastName}`
const when = (iso: string) =>
  new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

async function nextInterview(applicationId: number): Promise<InterviewDto | null> {
  const list = await queryClient.fetchQuery({ ...interviewsQuery(applicationId), staleTime: 0 })
  return list.find((i) => i.status !== 'cn' && Date.parse(i.endsAt) > Date.now()) ?? null
}

async function scheduleFlow(reschedule: boolean) {
  const row = focused()
  if (!row) return
  const interview = reschedule ? await nextInterview(row.id) : null
  if (reschedule && !interview) {
    showToast('error', i18n.t('msp.v2.calendar.none'))
    return
  }
  const result = await askSchedule({ applicationId: row.id, talentName: nameOf(row), interview })
  if (result)
    showToast(
      'success',
      i18n.t(reschedule ? 'msp.v2.calendar.moved' : 'msp.v2.calendar.scheduled', {
        name: nameOf(row),
        when: when(result.startsAt),
      }),
    )
}

/** Acts on the focused application's next interview (cancel, confirm) and says so by its `doneKey`. */
async function nextInterviewFlow(act: (interview: InterviewDto) => Promise<unknown>, doneKey: string) {
  const row = focused()
  if (!row) return
  const interview = await nextInterview(row.id)
  if (!interview) {
    showToast('error', i18n.t('msp.v2.calendar.none'))
    return
  }
  try {
    await act(interview)
    showToast('success', i18n.t(doneKey, { name: nameOf(row), when: when(interview.startsAt) }))
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/** Copies the talent's confirmation link of the next interview (to send it another way). */
export async function copyConfirmationLink(interview: InterviewDto): Promise<void> {
  try {
    await navigator.clipboard.writeText(await confirmationLink(interview))
    showToast('success', i18n.t('msp.v2.calendar.link.copied'))
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

async function copyLinkFlow() {
  const row = focused()
  if (!row) return
  const interview = await nextInterview(row.id)
  if (!interview) showToast('error', i18n.t('msp.v2.calendar.none'))
  else await copyConfirmationLink(interview)
}

const pipelineCommand = (
  id: string,
  titleKey: string,
  run: () => Promise<void>,
  extra: Partial<Command> = {},
) =>
  defineCommand({
    id,
    titleKey,
    group: 'pipeline',
    page: 'pipeline',
    scope: 'list',
    when: () => calendarAvailable() && focused() !== null,
    run,
    ...extra,
  })

export const calendarPipelineCommands: readonly Command[] = [
  pipelineCommand(
    'pipeline.calendar.schedule',
    'msp.v2.calendar.command.schedule',
    () => scheduleFlow(false),
    {
      shortcut: 'shift+i',
      keywords: ['interview', 'schedule', 'calendar', 'slot', 'invite', 'meeting'],
    },
  ),
  pipelineCommand(
    'pipeline.calendar.reschedule',
    'msp.v2.calendar.command.reschedule',
    () => scheduleFlow(true),
    {
      keywords: ['interview', 'reschedule', 'move', 'calendar'],
    },
  ),
  pipelineCommand(
    'pipeline.calendar.confirm',
    'msp.v2.calendar.command.confirm',
    () => nextInterviewFlow(confirmInterview, 'msp.v2.calendar.confirmed'),
    {
      keywords: ['interview', 'confirm', 'confirmed', 'talent', 'calendar'],
    },
  ),
  pipelineCommand('pipeline.calendar.copyLink', 'msp.v2.calendar.command.copyLink', copyLinkFlow, {
    keywords: ['interview', 'confirmation', 'link', 'copy', 'talent'],
  }),
  pipelineCommand(
    'pipeline.calendar.cancel',
    'msp.v2.calendar.command.cancel',
    () => nextInterviewFlow(cancelInterview, 'msp.v2.calendar.cancelled'),
    {
      keywords: ['interview', 'cancel', 'calendar'],
    },
  ),
]
