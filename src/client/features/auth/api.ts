import { useMutation } from '@tanstack/react-query'
import type { LoginRequest, LoginSettings } from '../../../shared/contracts/auth'
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

/** The password form alone: what the page shows when the settings cannot be read. */
export const PASSWORD_ONLY: LoginSettings = { methods: ['PWD'], identityProvider: null }

/** GET loginSettings (§3 login settings): the sign-in methods of the client named in the link, or of every client. */
export async function fetchLoginSettings(client: string | null): Promise<LoginSettings> {
  try {
    const query = client ? `?client=${encodeURIComponent(client)}` : ''
    return await publicApi<LoginSettings>(`/loginSettings${query}`)
  } catch {
    return PASSWORD_ONLY
  }
}

/** Where the provider button sends the user: the implicit flow, back to /social-callback, `state` the page to go on to. */
export function providerSignInUrl(
  provider: NonNullable<LoginSettings['identityProvider']>,
  origin: string,
  redirect: string,
): string {
  const url = new URL(provider.authorizeUrl)
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('response_type', 'id_token')
  url.searchParams.set('scope', 'openid email')
  url.searchParams.set('redirect_uri', `${origin}/social-callback`)
  url.searchParams.set('nonce', crypto.randomUUID())
  url.searchParams.set('state', redirect)
  return url.toString()
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
