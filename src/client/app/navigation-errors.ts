import { replace } from 'react-router'
import { translateIfKnown } from '../i18n/i18n'
import { showToast } from '../ui/toasts/toast-store'
import { errorText, toApiError } from './api-error'

type CurrentPage = () => string | null
let currentPage: CurrentPage = () => null

/** The router reports where the user is; null while the first page is still loading. */
export function setCurrentPageSource(source: CurrentPage): void {
  currentPage = source
}

/**
 * §8 global handler for errors thrown while loading a page. A client error (below 500)
 * cancels the navigation: the user stays where they were and reads a toast. 401 (sign-in
 * takes over) and 404 (the not-found page is the answer) are exceptions, as is the first
 * page load, which has nowhere to stay. Server errors show the error page.
 */
export function handleNavigationError(error: unknown): never {
  const apiError = toApiError(error)
  const from = currentPage()
  const cancels = apiError.status > 0 && apiError.status < 500 && apiError.status !== 401
  if (!cancels || apiError.status === 404 || from === null) throw error
  showToast('error', errorText(apiError, translateIfKnown))
  throw replace(from)
}
