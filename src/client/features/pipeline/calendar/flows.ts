import type { InterviewDto } from '../../../../shared/contracts/calendar'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { errorText } from '../../../app/api-error'
import { queryClient } from '../../../app/query-client'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { cancelInterview, confirmationLink, confirmInterview, interviewsQuery } from './api'
import { focused } from './commands'
import { askSchedule } from './dialog-store'

/* What the interview commands (commands.ts) run: loaded with the pipeline's flows (../flows.ts). */

const nameOf = (row: ApplicationRow) => `${row.talent.firstName} ${row.talent.lastName}`
const when = (iso: string) =>
  new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

async function nextInterview(applicationId: number): Promise<InterviewDto | null> {
  const list = await queryClient.fetchQuery({ ...interviewsQuery(applicationId), staleTime: 0 })
  return list.find((i) => i.status !== 'cn' && Date.parse(i.endsAt) > Date.now()) ?? null
}

export async function scheduleInterviewFlow(reschedule: boolean) {
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

export async function cancelInterviewFlow() {
  const row = focused()
  if (!row) return
  const interview = await nextInterview(row.id)
  if (!interview) {
    showToast('error', i18n.t('msp.v2.calendar.none'))
    return
  }
  try {
    await cancelInterview(interview)
    showToast(
      'success',
      i18n.t('msp.v2.calendar.cancelled', { name: nameOf(row), when: when(interview.startsAt) }),
    )
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

export async function confirmInterviewFlow() {
  const row = focused()
  if (!row) return
  const interview = await nextInterview(row.id)
  if (!interview) {
    showToast('error', i18n.t('msp.v2.calendar.none'))
    return
  }
  try {
    await confirmInterview(interview)
    showToast(
      'success',
      i18n.t('msp.v2.calendar.confirmed', { name: nameOf(row), when: when(interview.startsAt) }),
    )
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

export async function copyInterviewLinkFlow() {
  const row = focused()
  if (!row) return
  const interview = await nextInterview(row.id)
  if (!interview) showToast('error', i18n.t('msp.v2.calendar.none'))
  else await copyConfirmationLink(interview)
}
