import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { translateIfKnown } from '../i18n/i18n'
import { showToast } from '../ui/toasts/toast-store'
import { errorText, toApiError } from './api-error'

declare module '@tanstack/react-query' {
  interface Register {
    /** `inlineErrors`: the screen shows this mutation's errors itself (forms), so no toast. */
    mutationMeta: { inlineErrors?: boolean }
    /** `silent`: background data whose failure the user need not hear about (announcements). */
    queryMeta: { silent?: boolean }
  }
}

function toastError(error: unknown): void {
  // 401 already sends the user to sign-in; a toast on top would only be noise.
  if (toApiError(error).status === 401) return
  showToast('error', errorText(error, translateIfKnown))
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  const { status } = toApiError(error)
  // Client errors will not change by asking again; network and 5xx get one more try.
  if (status >= 400 && status < 500) return false
  return failureCount < 1
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A screen shows its own error state when it has nothing to show; a failed
      // background refresh of data already on screen is only worth a toast.
      onError: (error, query) => {
        if (query.state.data !== undefined && !query.meta?.silent) toastError(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.inlineErrors) toastError(error)
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

/** The app's one client; route loaders and components share its cache. */
export const queryClient = createQueryClient()
