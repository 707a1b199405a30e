import { queryOptions } from '@tanstack/react-query'
import type {
  InterviewDto,
  InterviewParticipants,
  InterviewSlots,
} from '../../../../shared/contracts/calendar'
import { api } from '../../../app/http'
import { queryClient } from '../../../app/query-client'

/** Interviews on the recruiter's calendar for the pipeline's applications (issue 24 §2). */
export const interviewKeys = {
  slots: (appId: number, duration: number, participants: readonly number[]) =>
    ['calendar', 'slots', appId, duration, participants.join(',')] as const,
  participants: (appId: number) => ['calendar', 'participants', appId] as const,
  interviews: (appId: number) => ['application', appId, 'calendar-interviews'] as const,
}

export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Free slots of the organizer and the chosen recruiters (their ids, in the order chosen). */
export const slotsQuery = (applicationId: number, duration: number, participants: readonly number[] = []) =>
  queryOptions({
    queryKey: interviewKeys.slots(applicationId, duration, participants),
    queryFn: ({ signal }) =>
      api<InterviewSlots>('/calendar/slots', {
        signal,
        query: { applicationId, duration, timeZone: timeZone(), participants: participants.join(',') },
      }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  })

/** GET calendar/participants: the talent and the recruiters who can take part (the team first). */
export const participantsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: interviewKeys.participants(applicationId),
    queryFn: ({ signal }) =>
      api<InterviewParticipants>('/calendar/participants', { signal, query: { applicationId } }),
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
  participantIds?: number[]
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

/** POST calendar/interviews/{id}/confirm: the talent confirmed (by phone, by mail) — §4 live status cf. */
export async function confirmInterview(interview: InterviewDto): Promise<InterviewDto> {
  const confirmed = await api<InterviewDto>(`/calendar/interviews/${interview.id}/confirm`, {
    method: 'POST',
  })
  await interviewChanged(interview.applicationId)
  return confirmed
}

/** GET calendar/interviews/{id}/confirmationLink: the talent's confirmation link (also in the invitation). */
export async function confirmationLink(interview: InterviewDto): Promise<string> {
  return (await api<{ url: string }>(`/calendar/interviews/${interview.id}/confirmationLink`)).url
}
