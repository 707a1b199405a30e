import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 17 §2, tried as an attacker would: parallel guesses, a forged X-Forwarded-For, a
 * password change from one of several sessions, a signed token that never expires.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
})
afterAll(() => t.close())

const wrongLogin = (email: string, address: string, headers?: Record<string, string>) =>
  t.request('/api/authorize', {
    method: 'POST',
    json: { email, password: 'Nope!2026x' },
    address,
    headers,
  })

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {}
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

describe('sign-in throttling', () => {
  it('evaluates at most the limit of 100 parallel wrong passwords for one account at one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => wrongLogin('max.recruiter@acme.test', '198.51.100.30')),
    )
    const counts = statuses(responses)
    expect(counts[401]).toBe(5)
    expect(counts[429]).toBe(95)
    // The right password from that address is refused too until the block ends.
    const right = await t.request('/api/authorize', {
      method: 'POST',
      json: { email: 'max.recruiter@acme.test', password: DEMO_PASSWORD },
      address: '198.51.100.30',
    })
    expect(right.status).toBe(429)
    // The owner, elsewhere, is not locked out.
    await expect(t.login('max.recruiter@acme.test', DEMO_PASSWORD, '198.51.100.31')).resolves.toHaveProperty(
      'access_token',
    )
  })

  it('lets no client choose its throttling key with X-Forwarded-For', async () => {
    // Behind one proxy, the proxy appends the real caller; whatever the client wrote is left of it.
    const responses: Response[] = []
    for (let i = 0; i < 8; i++)
      responses.push(
        await wrongLogin('lea.sourcer@acme.test', '198.51.100.40', {
          'x-forwarded-for': `10.9.${i}.1, 198.51.100.40`,
        }),
      )
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it('does not count successful sign-ins from one address (an office) against it', async () => {
    for (let i = 0; i < 35; i++) await t.login('anna.admin@acme.test', DEMO_PASSWORD, '198.51.100.50')
  })
})

describe('PUT msp: changing the password', () => {
  it('ends every other session and keeps the one that changed it', async () => {
    const email = 'nina.lead@acme.test'
    const mine = await t.login(email, DEMO_PASSWORD, '203.0.113.60')
    const other = await t.login(email, DEMO_PASSWORD, '203.0.113.61')
    const res = await t.request('/api/msp', {
      method: 'PUT',
      token: mine.access_token,
      address: '203.0.113.60',
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed!2027' },
    })
    expect(res.status).toBe(200)
    const refresh = (token: string) =>
      t.request('/api/refreshToken', { method: 'POST', json: { refresh_token: token } })
    expect((await refresh(other.refresh_token)).status).toBe(401)
    expect((await refresh(mine.refresh_token)).status).toBe(200)
    await expect(t.login(email, 'Changed!2027', '203.0.113.62')).resolves.toHaveProperty('access_token')
  })

  it('throttles the current-password check like sign-in, also when guessed in parallel', async () => {
    const { access_token } = await t.login('tom.viewer@acme.test', DEMO_PASSWORD, '203.0.113.70')
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.request('/api/msp', {
          method: 'PUT',
          token: access_token,
          address: '203.0.113.70',
          json: { currentPassword: 'Guess!2026x', newPassword: 'Stolen!2027' },
        }),
      ),
    )
    const counts = statuses(responses)
    expect(counts[400]).toBe(5)
    expect(counts[429]).toBe(35)
    const blocked = responses.find((r) => r.status === 429) as Response
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).error).toBe('msp.v2.auth.too.many.attempts')
    // The right password is refused too while blocked: the guesser learns nothing.
    const right = await t.request('/api/msp', {
      method: 'PUT',
      token: access_token,
      address: '203.0.113.70',
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'Stolen!2027' },
    })
    expect(right.status).toBe(429)
  })
})

describe('access tokens', () => {
  it('refuses a correctly signed token without exp', async () => {
    const token = await new SignJWT({ cid: 1, prm: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', le: [] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('recruiter-workspace')
      .setIssuedAt()
      .sign(t.deps.signingKey)
    const res = await t.request('/api/msp', { token })
    expect(res.status).toBe(401)
    expect((await res.json()).error).toBe('msp.v2.auth.token.invalid')
    // The same claims with an expiry are accepted: the refusal is for the missing exp alone.
    const withExp = await new SignJWT({ cid: 1, prm: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', le: [] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('recruiter-workspace')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(t.deps.signingKey)
    expect((await t.request('/api/msp', { token: withExp })).status).toBe(200)
  })
})
