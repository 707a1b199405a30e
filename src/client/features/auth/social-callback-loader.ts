import { type LoaderFunctionArgs, redirect } from 'react-router'
import { toApiError } from '../../app/api-error'
import { safeRedirectTarget } from '../../app/sign-in-redirect'
import { signInWithAuth0Token } from './api'

export type SocialCallbackLoaderData = { error: string }

const TOKEN_PARAMS = ['id_token', 'access_token', 'token']

/**
 * The identity provider returns the token in the URL fragment (implicit flow) or, for
 * some set-ups, in the query. The fragment never reaches the server, so it is read from
 * the window: this route is always entered by a full page load from the provider.
 */
export function tokenFromUrl(url: URL, hash: string): string | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  for (const name of TOKEN_PARAMS) {
    const value = fragment.get(name) ?? url.searchParams.get(name)
    if (value) return value
  }
  return null
}

/** §2 social-login callback: signs in and continues to where the user was going (`state`). */
export async function socialCallbackLoader({
  request,
}: LoaderFunctionArgs): Promise<SocialCallbackLoaderData | Response> {
  const url = new URL(request.url)
  const hash = url.hash || (typeof window === 'undefined' ? '' : window.location.hash)
  const token = tokenFromUrl(url, hash)
  if (!token) return { error: 'msp.v2.auth.social.token.missing' }
  try {
    await signInWithAuth0Token(token)
  } catch (error) {
    return { error: toApiError(error).error ?? 'msp.v2.auth.social.failed' }
  }
  const state = new URLSearchParams(hash.replace(/^#/, '')).get('state') ?? url.searchParams.get('state')
  return redirect(safeRedirectTarget(state))
}
