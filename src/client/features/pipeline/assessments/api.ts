import { queryOptions } from '@tanstack/react-query'
import type { AssessmentTest, SendAssessmentsResult } from '../../../../shared/contracts/assessments'
import { api } from '../../../app/http'
import { queryClient } from '../../../app/query-client'

/** The assessments module's calls (issue 24 §3). */
export const assessmentTestsQuery = queryOptions({
  queryKey: ['assessments', 'tests'],
  queryFn: ({ signal }) => api<AssessmentTest[]>('/assessment/tests', { signal }),
  staleTime: 5 * 60_000,
})

export async function sendAssessments(
  applicationIds: number[],
  testId: string,
): Promise<SendAssessmentsResult> {
  const result = await api<SendAssessmentsResult>('/assessment/send', {
    method: 'POST',
    body: { applicationIds, testId },
  })
  for (const id of applicationIds)
    void queryClient.invalidateQueries({ queryKey: ['application', id, 'assessments'] })
  return result
}
