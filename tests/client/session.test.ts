import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSessionCookies,
  msUntilRefresh,
  parseCookies,
  REFRESH_LEAD_MS,
  readSession,
  serializeCookie,
  sessionFromCookies,
  sessionFromTokens,
  writeSession,
} from '../../src/client/app/session'

describe('msUntilRefresh', () => {
  const now = 1_700_000_000_000

  it('waits until five minutes before expiry', () => {
    expect(REFRESH_LEAD_MS).toBe(300_000)
    expect(msUntilRefresh(now + 15 * 60_000, now)).toBe(10 * 60_000)
  })

  it('refreshes immediately inside the five-minute window', () => {
    expect(msUntilRefresh(now + 4 * 60_000, now)).toBe(0)
    expect(msUntilRefresh(now + REFRESH_LEAD_MS, now)).toBe(0)
  })

  it('refreshes immediately once the token has expired', () => {
    expect(msUntilRefresh(now - 1000, now)).toBe(0)
  })
})

describe('session cookies', () => {
  afterEach(() => clearSessionCookies())

  it('turns a token response into an absolute expiry', () => {
    const session = sessionFromTokens(
      { access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer' },
      1000,
    )
    expect(session).toEqual({ accessToken: 'a', refreshToken: 'r', expiresAt: 901_000 })
  })

  it('serialises with the auth cookie attributes of §9', () => {
    expect(serializeCookie('auth.access_token', 'x y', { secure: false })).toBe(
      'auth.access_token=x%20y; Path=/; SameSite=Lax',
    )
    expect(serializeCookie('auth.access_token', '', { secure: true, maxAge: 0 })).toBe(
      'auth.access_token=; Path=/; SameSite=Lax; Max-Age=0; Secure',
    )
  })

  it('reads a session only when all three cookies are present', () => {
    const header = 'other=1; auth.access_token=a.b.c; auth.refresh_token=r%2F1; auth.expires_at=123'
    expect(parseCookies(header).get('auth.refresh_token')).toBe('r/1')
    expect(sessionFromCookies(header)).toEqual({ accessToken: 'a.b.c', refreshToken: 'r/1', expiresAt: 123 })
    expect(sessionFromCookies('auth.access_token=a; auth.expires_at=123')).toBeNull()
    expect(sessionFromCookies('auth.access_token=a; auth.refresh_token=r; auth.expires_at=soon')).toBeNull()
  })

  it('round-trips through document.cookie and clears', () => {
    writeSession({ accessToken: 'access', refreshToken: 'refresh', expiresAt: 42 })
    expect(document.cookie).toContain('auth.access_token=access')
    expect(readSession()).toEqual({ accessToken: 'access', refreshToken: 'refresh', expiresAt: 42 })
    clearSessionCookies()
    expect(readSession()).toBeNull()
  })
})
