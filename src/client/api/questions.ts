import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreApplicationQuestion, QuestionInput } from '../../shared/contracts/questions'
import { errorText, toApiError } from '../app/api-error'
import { api } from '../app/http'
import { translateIfKnown } from '../i18n/i18n'
import { showToast } from '../ui/toasts/toast-store'

const BASE = '/preApplicationQuestion'

/** GET preApplicationQuestion/default/legalEntity/{id}: the legal entity's default questions. */
export const defaultQuestionsQuery = (legalEntityId: number) =>
  queryOptions({
    queryKey: ['questions', 'default', legalEntityId],
    queryFn: ({ signal }) =>
      api<PreApplicationQuestion[]>(`${BASE}/default/legalEntity/${legalEntityId}`, { signal }),
    staleTime: 60_000,
  })

/** GET preApplicationQuestion/jobSpecific/client?projectId: one project's job-specific questions. */
export const projectQuestionsQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['questions', 'project', projectId],
    queryFn: ({ signal }) =>
      api<PreApplicationQuestion[]>(`${BASE}/jobSpecific/client?projectId=${projectId}`, { signal }),
  })

/** PUT preApplicationQuestion/jobSpecific/project/{id}: the project form's list, after the project's save. */
export async function saveProjectQuestions(
  projectId: number,
  questions: (QuestionInput & { id?: number })[],
  queryClient: QueryClient,
): Promise<PreApplicationQuestion[]> {
  const saved = await api<PreApplicationQuestion[]>(`${BASE}/jobSpecific/project/${projectId}`, {
    method: 'PUT',
    body: { questions },
  })
  // Marked stale, not refetched: the form must not see its saved values change under it.
  void queryClient.invalidateQueries({
    queryKey: projectQuestionsQuery(projectId).queryKey,
    refetchType: 'none',
  })
  return saved
}

type DefaultsAction =
  | { kind: 'create'; legalEntityId: number; question: QuestionInput }
  | { kind: 'update'; id: number; question: QuestionInput }
  | { kind: 'toggleHide'; id: number }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] }

function runDefaultsAction(action: DefaultsAction): Promise<unknown> {
  switch (action.kind) {
    case 'create':
      return api(BASE, { method: 'POST', body: { ...action.question, legalEntityId: action.legalEntityId } })
    case 'update':
      return api(BASE, { method: 'PUT', body: { ...action.question, id: action.id } })
    case 'toggleHide':
      return api(`${BASE}/${action.id}/toggleHide`, { method: 'PUT' })
    case 'delete':
      return api(`${BASE}/${action.id}`, { method: 'DELETE' })
    case 'order':
      return api(`${BASE}/order`, { method: 'PUT', body: { ids: action.ids } })
  }
}

/** Settings → Workflow: every change to a legal entity's defaults is saved at once. */
export function useDefaultQuestionsMutation(legalEntityId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runDefaultsAction,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: defaultQuestionsQuery(legalEntityId).queryKey }),
    // Field errors show in the question dialog; anything else as the usual toast.
    onError: (error) => {
      const apiError = toApiError(error)
      if (Object.keys(apiError.fields).length === 0) showToast('error', errorText(apiError, translateIfKnown))
    },
    meta: { inlineErrors: true },
  })
}
