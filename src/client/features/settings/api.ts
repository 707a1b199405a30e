import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoggedUser } from '../../../shared/contracts/auth'
import { api } from '../../app/http'
import { currentUserQuery } from '../../app/session-queries'
import { changeProfileLanguage } from '../../app/user-locale'

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
