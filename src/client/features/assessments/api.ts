import { infiniteQueryOptions } from '@tanstack/react-query'
import type {
  IncompleteAssessmentsResponse,
  RemindAssessmentsResult,
} from '../../../shared/contracts/assessments'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

/** The incomplete assessments screen's calls (issue 24 §3). */
export const INCOMPLETE_KEY = ['assessments', 'incomplete'] as const
export const INCOMPLETE_PAGE_SIZE = 200

/** GET assessment/incomplete, oldest first, a page at a time as the user scrolls. */
export const incompleteAssessmentsQuery = (projectId: number | null) =>
  infiniteQueryOptions({
    queryKey: [...INCOMPLETE_KEY, projectId],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<IncompleteAssessmentsResponse>('/assessment/incomplete', {
        signal,
        query: { ...(projectId ? { projectId } : {}), offset: pageParam, size: INCOMPLETE_PAGE_SIZE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
    // Reminders leave after the commit and candidates finish on their own: look again now and then.
    refetchInterval: 5000,
  })

/** POST assessment/remind: the vendor mails the candidates again (once a day at most). */
export const remindAssessments = defineMutation({
  call: (assessmentIds: number[]) =>
    api<RemindAssessmentsResult>('/assessment/remind', { method: 'POST', body: { assessmentIds } }),
  invalidates: () => [INCOMPLETE_KEY],
})
