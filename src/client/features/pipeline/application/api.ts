import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AnswersUpdate,
  ApplicationDetail,
  Assessment,
  HistoryResponse,
  ManualLogPayload,
  ManualNote,
  Question,
} from '../../../../shared/contracts/application'
import type { ProjectScrollResponse } from '../../../../shared/contracts/project-parts'
import { checkResponse } from '../../../app/check-response'
import { api } from '../../../app/http'

/**
 * Application detail calls (§7). Every key starts with ['application', appId]: the pipeline
 * invalidates ['application'] after its actions, which refreshes an open detail pane.
 */
const contracts = () => import('../../../../shared/contracts/application')

export const applicationKeys = {
  all: (appId: number) => ['application', appId] as const,
  detail: (appId: number) => ['application', appId, 'detail'] as const,
  questions: (appId: number) => ['application', appId, 'questions'] as const,
  history: (appId: number) => ['application', appId, 'history'] as const,
  assessments: (appId: number) => ['application', appId, 'assessments'] as const,
  scroll: (appId: number) => ['application', appId, 'scroll'] as const,
}

/** POST projectApplication/projectScroll: the project's previous and next application (the pipeline's order). */
export const applicationScrollQuery = (appId: number) =>
  queryOptions({
    queryKey: applicationKeys.scroll(appId),
    queryFn: ({ signal }) =>
      api<ProjectScrollResponse>('/projectApplication/projectScroll', {
        method: 'POST',
        body: { applicationId: appId },
        signal,
      }),
  })

export const applicationDetailQuery = (appId: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(appId),
    queryFn: async ({ signal }): Promise<ApplicationDetail> =>
      checkResponse(
        () => contracts().then((m) => m.applicationDetailSchema),
        await api(`/projectApplication/${appId}`, { signal }),
      ),
  })

export const applicationQuestionsQuery = (appId: number) =>
  queryOptions({
    queryKey: applicationKeys.questions(appId),
    queryFn: async ({ signal }): Promise<Question[]> =>
      checkResponse(
        () => contracts().then((m) => m.questionsResponseSchema),
        await api(`/projectApplication/${appId}/question`, { signal }),
      ),
  })

/** §7/§9: the whole history at once (offset 0, size 9999); the notes come with it. */
export const applicationHistoryQuery = (appId: number) =>
  queryOptions({
    queryKey: applicationKeys.history(appId),
    queryFn: async ({ signal }): Promise<HistoryResponse> =>
      checkResponse(
        () => contracts().then((m) => m.historyResponseSchema),
        await api(`/projectApplication/${appId}/history`, { signal, query: { offset: 0, size: 9999 } }),
      ),
  })

export const applicationAssessmentsQuery = (appId: number) =>
  queryOptions({
    queryKey: applicationKeys.assessments(appId),
    queryFn: async ({ signal }): Promise<Assessment[]> =>
      checkResponse(
        () => contracts().then((m) => m.assessmentsResponseSchema),
        await api(`/projectApplication/${appId}/assessment/listAll`, { signal }),
      ),
  })

/** Saves screening answers; afterwards questions and history are fetched again (§7). */
export function useSaveAnswersMutation(appId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (updates: AnswersUpdate[]) =>
      api<Question[]>(`/projectApplication/${appId}/question`, { method: 'POST', body: updates }),
    // The form shows field errors and the generic error of §8 itself.
    meta: { inlineErrors: true },
    onSuccess: (questions) => queryClient.setQueryData(applicationKeys.questions(appId), questions),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.questions(appId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.history(appId) }),
      ]),
  })
}

export type NoteChange =
  | { kind: 'create'; payload: ManualLogPayload }
  | { kind: 'update'; id: number; payload: ManualLogPayload }
  | { kind: 'delete'; id: number }

/** Adds, edits or deletes a note; the history (which carries the notes) is fetched again after each (§7). */
export function useNoteMutation(appId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: NoteChange): Promise<ManualNote | undefined> => {
      const base = `/projectApplication/${appId}/history/manualLog`
      if (change.kind === 'create') return api(base, { method: 'POST', body: change.payload })
      if (change.kind === 'update')
        return api(`${base}/${change.id}`, { method: 'PUT', body: change.payload })
      return api(`${base}/${change.id}`, { method: 'DELETE' })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.history(appId) }),
  })
}
