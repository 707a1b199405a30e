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

export const cancelInterviewFlow = () => nextInterviewFlow(cancelInterview, 'msp.v2.calendar.cancelled')

export const confirmInterviewFlow = () => nextInterviewFlow(confirmInterview, 'msp.v2.calendar.confirmed')

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
