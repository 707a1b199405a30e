import { type LoaderFunctionArgs, redirect } from 'react-router'
import { hasSession } from '../../app/auth-session'
import { safeRedirectTarget } from '../../app/sign-in-redirect'
import { signInWithUrlToken } from './api'

export type SignInLoaderData = { urlTokenFailed: boolean }

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
      return { urlTokenFailed: true }
    }
  }
  if (hasSession()) return redirect(target)
  return { urlTokenFailed: false }
}
