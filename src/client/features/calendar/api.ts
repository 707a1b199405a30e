import { queryOptions } from '@tanstack/react-query'
import type {
  CalDavConnectInput,
  CalendarConnection,
  InterviewDto,
  InterviewSlots,
} from '../../../shared/contracts/calendar'
import { api } from '../../app/http'
import { queryClient } from '../../app/query-client'
import { currentUserQuery } from '../../app/session-queries'

/** The calendar module's calls (issue 24; §7 msp/calendar, msp/calendar/token, msp/calendar/disconnect). */
export const calendarKeys = {
  connection: ['calendar', 'connection'] as const,
  slots: (appId: number, duration: number) => ['calendar', 'slots', appId, duration] as const,
  interviews: (appId: number) => ['application', appId, 'calendar-interviews'] as const,
}

export const calendarConnectionQuery = queryOptions({
  queryKey: calendarKeys.connection,
  queryFn: ({ signal }) => api<CalendarConnection>('/msp/calendar', { signal }),
})

export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const slotsQuery = (applicationId: number, duration: number) =>
  queryOptions({
    queryKey: calendarKeys.slots(applicationId, duration),
    queryFn: ({ signal }) =>
      api<InterviewSlots>('/calendar/slots', {
        signal,
        query: { applicationId, duration, timeZone: timeZone() },
      }),
    staleTime: 0,
  })

export const interviewsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: calendarKeys.interviews(applicationId),
    queryFn: ({ signal }) =>
      api<InterviewDto[]>('/calendar/interviews', { signal, query: { applicationId } }),
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

async function interviewChanged(applicationId: number) {
  await queryClient.invalidateQueries({ queryKey: calendarKeys.interviews(applicationId) })
  void queryClient.invalidateQueries({ queryKey: ['calendar', 'slots', applicationId] })
}

export async function scheduleInterview(body: {
  applicationId: number
  startsAt: string
  duration: number
}): Promise<InterviewDto> {
  const created = await api<InterviewDto>('/calendar/interviews', { method: 'POST', body })
  await interviewChanged(body.applicationId)
  return created
}

export async function rescheduleInterview(
  interview: InterviewDto,
  body: { startsAt: string; duration: number },
): Promise<InterviewDto> {
  const moved = await api<InterviewDto>(`/calendar/interviews/${interview.id}`, { method: 'PUT', body })
  await interviewChanged(interview.applicationId)
  return moved
}

export async function cancelInterview(interview: InterviewDto): Promise<InterviewDto> {
  const cancelled = await api<InterviewDto>(`/calendar/interviews/${interview.id}/cancel`, { method: 'POST' })
  await interviewChanged(interview.applicationId)
  return cancelled
}
