import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoggedUser } from '../../../../shared/contracts/auth'
import type { LocationTemplate, LocationTemplateInput } from '../../../../shared/contracts/location-template'
import type { SavedLocation } from '../../../../shared/contracts/project'
import { currentUserQuery } from '../../../api/session'
import { errorText, toApiError } from '../../../app/api-error'
import { api } from '../../../app/http'
import { changeProfileLanguage } from '../../../app/user-locale'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'

/** PUT msp answers with the updated user, which replaces the cached one. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { firstName: string; lastName: string }) =>
      api<LoggedUser>('/msp', { method: 'PUT', body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
    meta: { inlineErrors: true },
  })
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api<LoggedUser>('/msp', { method: 'PUT', body }),
    meta: { inlineErrors: true },
  })
}

export function useChangeLanguageMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: string) => changeProfileLanguage(language, queryClient),
    meta: { inlineErrors: true },
  })
}

/** GET locationTemplate?legalEntityId: the legal entity's templates (ids read `template:{id}`). */
export const locationTemplatesQuery = (legalEntityId: number) =>
  queryOptions({
    queryKey: ['locationTemplates', legalEntityId],
    queryFn: ({ signal }) =>
      api<SavedLocation[]>(`/locationTemplate?legalEntityId=${legalEntityId}`, { signal }),
  })

export const templateIdOf = (location: SavedLocation) => Number(location.id.replace(/^template:/, ''))

type LocationAction =
  | { kind: 'create'; body: LocationTemplateInput }
  | { kind: 'update'; id: number; body: LocationTemplateInput }
  | { kind: 'delete'; id: number }

/** Settings → Workflow → locations: saved at once; the project form's saved locations refresh too. */
export function useLocationTemplateMutation(legalEntityId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: LocationAction) =>
      action.kind === 'create'
        ? api<LocationTemplate>('/locationTemplate', { method: 'POST', body: action.body })
        : action.kind === 'update'
          ? api<LocationTemplate>(`/locationTemplate/${action.id}`, { method: 'PUT', body: action.body })
          : api<null>(`/locationTemplate/${action.id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['locationTemplates', legalEntityId] }),
        queryClient.invalidateQueries({ queryKey: ['locations'] }),
      ]),
    // Field errors show in the dialog; anything else as the usual toast.
    onError: (error) => {
      const apiError = toApiError(error)
      if (Object.keys(apiError.fields).length === 0) showToast('error', errorText(apiError, translateIfKnown))
    },
    meta: { inlineErrors: true },
  })
}
