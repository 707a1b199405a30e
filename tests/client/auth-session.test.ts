import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession, getAccessToken, setUnauthorizedHandler } from '../../src/client/app/auth-session'
import { api } from '../../src/client/app/http'
import { readSession, writeSession } from '../../src/client/app/session'
import { requestBody, stubFetch } from './support/fetch-stub'

const minutes = (n: number) => n * 60_000
const tokens = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900, token_type: 'Bearer' }

afterEach(() => {
  endSession()
  vi.unstubAllGlobals()
  setUnauthorizedHandler(() => {})
})

describe('getAccessToken', () => {
  it('uses the current token while it is outside the refresh window', async () => {
    const { calls } = stubFetch(() => undefined)
    writeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + minutes(10) })
    expect(await getAccessToken()).toBe('access-1')
    expect(calls).toHaveLength(0)
  })

  it('refreshes first when the token expires within five minutes', async () => {
    const { calls } = stubFetch((path) =>
      path === '/api/refreshToken' ? { status: 200, body: tokens } : undefined,
    )
    writeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + minutes(4) })

    expect(await getAccessToken()).toBe('access-2')
    expect(calls).toHaveLength(1)
    expect(requestBody(calls[0].init)).toEqual({ refresh_token: 'refresh-1' })
    const session = readSession()
    expect(session?.refreshToken).toBe('refresh-2')
    expect(session!.expiresAt - Date.now()).toBeGreaterThan(minutes(14))
  })

  it('refreshes only once for concurrent requests', async () => {
    const { calls } = stubFetch((path) =>
      path === '/api/refreshToken' ? { status: 200, body: tokens } : undefined,
    )
    writeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() - 1000 })
    expect(await Promise.all([getAccessToken(), getAccessToken(), getAccessToken()])).toEqual([
      'access-2',
      'access-2',
      'access-2',
    ])
    expect(calls).toHaveLength(1)
  })

  it('ends the session when the refresh token is rejected', async () => {
    stubFetch(() => ({ status: 401, body: { error: 'msp.v2.auth.unauthorized', messages: [] } }))
    writeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + minutes(1) })
    expect(await getAccessToken()).toBeNull()
    expect(readSession()).toBeNull()
  })
})

describe('api', () => {
  it('sends the bearer token', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { ok: true } }))
    writeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + minutes(10) })
    expect(await api('/msp')).toEqual({ ok: true })
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer access-1')
  })

  it('on 401 clears the session and hands over to the sign-in redirect', async () => {
    stubFetch(() => ({ status: 401, body: { error: 'msp.v2.auth.unauthorized', messages: [] } }))
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    writeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + minutes(10) })

    await expect(api('/msp')).rejects.toMatchObject({ status: 401 })
    expect(readSession()).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })
})
