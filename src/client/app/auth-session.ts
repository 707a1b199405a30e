import { ofetch } from 'ofetch'
import type { TokenResponse } from '../../shared/contracts/auth'
import { toApiError } from './api-error'
import { checkResponse } from './check-response'
import {
  clearSessionCookies,
  msUntilRefresh,
  readSession,
  type Session,
  sessionFromTokens,
  writeSession,
} from './session'

/** After a refresh failed for a reason other than a rejected token (offline, 5xx). */
const REFRESH_RETRY_MS = 30_000

let refreshTimer: ReturnType<typeof setTimeout> | undefined
let refreshInFlight: Promise<Session | null> | null = null
let onUnauthorized: () => void = () => {}

/** The router registers how to send the user to sign-in; this module knows no routes. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

/** Ends the local session and asks the app to show sign-in (with a way back). */
export function handleUnauthorized(): void {
  endSession()
  onUnauthorized()
}

export function startSession(tokens: TokenResponse): Session {
  const session = sessionFromTokens(tokens, Date.now())
  writeSession(session)
  scheduleRefresh()
  return session
}

export function endSession(): void {
  clearTimeout(refreshTimer)
  refreshTimer = undefined
  clearSessionCookies()
}

export function hasSession(): boolean {
  return readSession() !== null
}

/** Arms the timer for the current session; immediately if already inside the lead window. */
export function scheduleRefresh(delayMs?: number): void {
  clearTimeout(refreshTimer)
  const session = readSession()
  if (!session) return
  const delay = delayMs ?? msUntilRefresh(session.expiresAt, Date.now())
  refreshTimer = setTimeout(() => {
    void refreshSession().then((next) => {
      if (!next) onUnauthorized()
    })
  }, delay)
}

/**
 * The access token to send, refreshed first when it is inside the lead window. Checked
 * per request too, because background tabs throttle timers.
 */
export async function getAccessToken(): Promise<string | null> {
  const session = readSession()
  if (!session) return null
  if (msUntilRefresh(session.expiresAt, Date.now()) > 0) return session.accessToken
  const next = await refreshSession()
  return next?.accessToken ?? null
}

/** Single-flight refresh; resolves null when the session is gone for good. */
export function refreshSession(): Promise<Session | null> {
  if (!refreshInFlight) {
    refreshInFlight = withCrossTabLock(refreshOnce).finally(() => {
      refreshInFlight = null
    })
  }
  return refreshInFlight
}

async function refreshOnce(): Promise<Session | null> {
  const session = readSession()
  if (!session) return null
  // Another tab may have refreshed while we waited for the lock; cookies are shared.
  if (msUntilRefresh(session.expiresAt, Date.now()) > 0) {
    scheduleRefresh()
    return session
  }
  try {
    const tokens = await checkResponse(
      () => import('../../shared/contracts/auth').then((m) => m.tokenResponseSchema),
      await ofetch('/api/refreshToken', {
        method: 'POST',
        body: { refresh_token: session.refreshToken },
        retry: 0,
      }),
    )
    return startSession(tokens)
  } catch (thrown) {
    const error = toApiError(thrown)
    if (error.status === 401) {
      // Rotation: if another tab already swapped the refresh token, ours was simply old.
      const current = readSession()
      if (current && current.refreshToken !== session.refreshToken) return current
      endSession()
      return null
    }
    if (session.expiresAt > Date.now()) {
      scheduleRefresh(REFRESH_RETRY_MS)
      return session
    }
    throw error
  }
}

/** Tabs share the cookies, so only one of them may rotate the refresh token at a time. */
function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  if (!locks) return task()
  return locks.request('auth.refresh', task)
}
