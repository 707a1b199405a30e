import { type LoaderFunctionArgs, redirect } from 'react-router'
import type { LoginSettings } from '../../../shared/contracts/auth'
import { hasSession } from '../../app/auth-session'
import { safeRedirectTarget } from '../../app/sign-in-redirect'
import { fetchLoginSettings, signInWithUrlToken } from './api'

export type SignInLoaderData = { urlTokenFailed: boolean; settings: LoginSettings }

/**
 * Signs in from a `?urlToken=` link (§3 URL login) before anything renders, and skips
 * the form for someone who is already signed in.
 */
export async function signInLoader({ request }: LoaderFunctionArgs): Promise<SignInLoaderData | Response> {
  const url = new URL(request.url)
  const target = safeRedirectTarget(url.searchParams.get('redirect'))
  const urlToken = url.searchParams.get('urlToken')
  if (urlToken) {
    try {
      await signInWithUrlToken(urlToken)
      return redirect(target)
    } catch {
      return { urlTokenFailed: true, settings: await fetchLoginSettings(url.searchParams.get('client')) }
    }
  }
  if (hasSession()) return redirect(target)
  // §3 login settings: which sign-in methods show (a link may name the client: ?client=acme).
  return { urlTokenFailed: false, settings: await fetchLoginSettings(url.searchParams.get('client')) }
}
