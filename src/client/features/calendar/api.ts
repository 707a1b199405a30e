import { queryOptions } from '@tanstack/react-query'
import type { CalDavConnectInput, CalendarConnection } from '../../../shared/contracts/calendar'
import { currentUserQuery } from '../../api/session'
import { api, publicApi } from '../../app/http'
import { queryClient } from '../../app/query-client'
import { loadUiLanguage, type UiLanguage } from '../../i18n/i18n'

/** The calendar connection's calls (issue 24; §7 msp/calendar, msp/calendar/token, msp/calendar/disconnect).
 * Interviews are the pipeline's (features/pipeline/calendar). */
export const calendarKeys = {
  connection: ['calendar', 'connection'] as const,
}

export const calendarConnectionQuery = queryOptions({
  queryKey: calendarKeys.connection,
  queryFn: ({ signal }) => api<CalendarConnection>('/msp/calendar', { signal }),
})

/** The connection changed: the settings screen and the signed-in user's status refresh. */
async function connectionChanged(next?: CalendarConnection) {
  if (next) queryClient.setQueryData(calendarKeys.connection, next)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarKeys.connection }),
    queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  ])
}

export async function startGoogleConnect(): Promise<void> {
  const { url } = await api<{ url: string }>('/msp/calendar/authorize', { method: 'POST' })
  window.location.assign(url)
}

export async function finishGoogleConnect(code: string, state: string): Promise<CalendarConnection> {
  const next = await api<CalendarConnection>('/msp/calendar/token', { method: 'POST', body: { code, state } })
  await connectionChanged(next)
  return next
}

export async function connectCalDav(input: CalDavConnectInput): Promise<CalendarConnection> {
  const next = await api<CalendarConnection>('/msp/calendar/caldav', { method: 'POST', body: input })
  await connectionChanged(next)
  return next
}

export async function disconnectCalendar(): Promise<void> {
  await connectionChanged(await api<CalendarConnection>('/msp/calendar/disconnect', { method: 'PUT' }))
}

export async function chooseCalendar(calendarId: string): Promise<void> {
  await api('/msp', { method: 'PUT', body: { calendarId } })
  await connectionChanged()
}

/** The talent's confirmation link (public: the token from the invitation is the credential). */
export interface TalentConfirmation {
  status: 'uc' | 'cf' | 'cn' | 'sf'
  startsAt: string
  endsAt: string
  /** The language of the talent's invitation mail, which the page speaks. */
  language: UiLanguage
}

export const talentConfirmationQuery = (token: string) =>
  queryOptions({
    queryKey: ['calendar', 'talent-confirmation', token],
    queryFn: async ({ signal }) => {
      const answer = await publicApi<TalentConfirmation>('/interviewConfirmation/show', {
        method: 'POST',
        body: { token },
        signal,
      })
      // The page speaks the talent's language: its messages arrive with the interview.
      await loadUiLanguage(answer.language)
      return answer
    },
    retry: false,
  })

export async function confirmAsTalent(token: string): Promise<TalentConfirmation> {
  const answer = await publicApi<TalentConfirmation>('/interviewConfirmation/confirm', {
    method: 'POST',
    body: { token },
  })
  queryClient.setQueryData(talentConfirmationQuery(token).queryKey, answer)
  return answer
}
