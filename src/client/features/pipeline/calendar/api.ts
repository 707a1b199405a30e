import { queryOptions } from '@tanstack/react-query'
import type { InterviewDto, InterviewSlots } from '../../../../shared/contracts/calendar'
import { api } from '../../../app/http'
import { queryClient } from '../../../app/query-client'

/** Interviews on the recruiter's calendar for the pipeline's applications (issue 24 §2). */
export const interviewKeys = {
  slots: (appId: number, duration: number) => ['calendar', 'slots', appId, duration] as const,
  interviews: (appId: number) => ['application', appId, 'calendar-interviews'] as const,
}

export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const slotsQuery = (applicationId: number, duration: number) =>
  queryOptions({
    queryKey: interviewKeys.slots(applicationId, duration),
    queryFn: ({ signal }) =>
      api<InterviewSlots>('/calendar/slots', {
        signal,
        query: { applicationId, duration, timeZone: timeZone() },
      }),
    staleTime: 0,
  })

export const interviewsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: interviewKeys.interviews(applicationId),
    queryFn: ({ signal }) =>
      api<InterviewDto[]>('/calendar/interviews', { signal, query: { applicationId } }),
  })

async function interviewChanged(applicationId: number) {
  await queryClient.invalidateQueries({ queryKey: interviewKeys.interviews(applicationId) })
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
