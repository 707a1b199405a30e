import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '../../../shared/contracts/auth'
import { endSession, startSession } from '../../app/auth-session'
import { checkResponse } from '../../app/check-response'
import { publicApi } from '../../app/http'
import { queryClient } from '../../app/query-client'
import { readSession } from '../../app/session'

async function signIn(path: string, body: Record<string, string>): Promise<void> {
  const tokens = await checkResponse(
    () => import('../../../shared/contracts/auth').then((m) => m.tokenResponseSchema),
    await publicApi(path, { method: 'POST', body }),
  )
  // Whatever is cached belongs to whoever was signed in before.
  queryClient.removeQueries()
  startSession(tokens)
}

export function signInWithUrlToken(urlToken: string): Promise<void> {
  return signIn('/authorizeWithUrlToken', { urlToken })
}

/** §7 authorizeWithAuth0Token: the identity provider's token traded for our session. */
export function signInWithAuth0Token(token: string): Promise<void> {
  return signIn('/authorizeWithAuth0Token', { token })
}

export function useSignInMutation() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => signIn('/authorize', credentials),
    meta: { inlineErrors: true },
  })
}

export function useRequestPasswordResetMutation() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      publicApi<void>('/msp/requestPasswordReset', { method: 'POST', body }),
    meta: { inlineErrors: true },
  })
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      publicApi<void>('/msp/resetPassword', { method: 'PUT', body }),
    meta: { inlineErrors: true },
  })
}

/**
 * Ends the local session at once; telling the server (to revoke the refresh token) is
 * best effort, because the user must be signed out here even when offline.
 */
export function logout(): void {
  const session = readSession()
  endSession()
  if (!session) return
  publicApi('/logout', {
    method: 'POST',
    body: { refresh_token: session.refreshToken },
    headers: { Authorization: `Bearer ${session.accessToken}` },
  }).catch(() => {})
}
