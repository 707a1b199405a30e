import type { TokenResponse } from '../../shared/contracts/auth'

/** §9: auth cookies are prefixed "auth.", path /, SameSite=Lax. */
export const AUTH_COOKIE_PREFIX = 'auth.'
/** §4/§9: tokens are refreshed this long before they expire. */
export const REFRESH_LEAD_MS = 300_000

const ACCESS_COOKIE = `${AUTH_COOKIE_PREFIX}access_token`
const REFRESH_COOKIE = `${AUTH_COOKIE_PREFIX}refresh_token`
const EXPIRES_COOKIE = `${AUTH_COOKIE_PREFIX}expires_at`

export interface Session {
  accessToken: string
  refreshToken: string
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number
}

/** How long to wait before refreshing; 0 once inside the lead window or past expiry. */
export function msUntilRefresh(expiresAt: number, now: number, leadMs = REFRESH_LEAD_MS): number {
  return Math.max(0, expiresAt - leadMs - now)
}

export function sessionFromTokens(tokens: TokenResponse, now: number): Session {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: now + tokens.expires_in * 1000,
  }
}

export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (!name || cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      // A malformed value from elsewhere must not break reading our own cookies.
    }
  }
  return cookies
}

export interface CookieOptions {
  secure: boolean
  /** Seconds; 0 deletes the cookie. Omitted: a browser-session cookie. */
  maxAge?: number
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export function sessionFromCookies(cookieHeader: string): Session | null {
  const cookies = parseCookies(cookieHeader)
  const accessToken = cookies.get(ACCESS_COOKIE)
  const refreshToken = cookies.get(REFRESH_COOKIE)
  const expiresAt = Number(cookies.get(EXPIRES_COOKIE))
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null
  return { accessToken, refreshToken, expiresAt }
}

const isSecure = () => globalThis.location?.protocol === 'https:'

function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers; the session must be readable synchronously
  document.cookie = cookie
}

/** Read on every use rather than cached: another tab may have rotated the tokens. */
export function readSession(): Session | null {
  return sessionFromCookies(document.cookie)
}

/**
 * Browser-session cookies (no Max-Age): the client does not know the refresh token's
 * lifetime, and the server rejects an expired one anyway.
 */
export function writeSession(session: Session): void {
  const secure = isSecure()
  setCookie(serializeCookie(ACCESS_COOKIE, session.accessToken, { secure }))
  setCookie(serializeCookie(REFRESH_COOKIE, session.refreshToken, { secure }))
  setCookie(serializeCookie(EXPIRES_COOKIE, String(session.expiresAt), { secure }))
}

export function clearSessionCookies(): void {
  const secure = isSecure()
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, EXPIRES_COOKIE]) {
    setCookie(serializeCookie(name, '', { secure, maxAge: 0 }))
  }
}
