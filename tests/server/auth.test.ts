import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_REUSE_GRACE_MS } from '../../src/server/modules/auth/tokens'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ANNA = 'anna.admin@acme.test'

describe('POST authorize', () => {
  it('signs in with the demo password and GET msp returns the logged user', async () => {
    const tokens = await t.login(ANNA)
    expect(tokens.access_token.split('.')).toHaveLength(3)
    const me = await t.request('/api/msp', { token: tokens.access_token })
    expect(me.status).toBe(200)
    const body = await me.json()
    expect(body).toMatchObject({ email: ANNA, firstName: 'Anna', authType: 'PWD' })
    expect(body.permissions).toContain('JOB_MANAGE_DELETE')
    expect(body.legalEntityIds).toHaveLength(2)
  })

  it('accepts the email in any case', async () => {
    await expect(t.login(ANNA.toUpperCase(), DEMO_PASSWORD, '203.0.113.50')).resolves.toHaveProperty(
      'access_token',
    )
  })

  it('gives unknown accounts and wrong passwords the same answer', async () => {
    const wrong = await t.request('/api/authorize', {
      method: 'POST',
      json: { email: ANNA, password: 'Wrong!2026' },
      address: '203.0.113.2',
    })
    const unknown = await t.request('/api/authorize', {
      method: 'POST',
      json: { email: 'nobody@acme.test', password: 'Wrong!2026' },
      address: '203.0.113.2',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  it('rejects a malformed body with 400 naming the fields', async () => {
    const res = await t.request('/api/authorize', { method: 'POST', json: { email: 'not-an-email' } })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error).toBe('msp.v2.validation.failed')
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['email', 'password']))
  })

  it('throttles one account at one address without locking the owner out elsewhere', async () => {
    const attacker = '198.51.100.7'
    const email = 'max.recruiter@acme.test'
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/authorize', {
        method: 'POST',
        json: { email, password: 'Nope!2026x' },
        address: attacker,
      })
      expect(res.status).toBe(401)
    }
    const blocked = await t.request('/api/authorize', {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
      address: attacker,
    })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).error).toBe('msp.v2.auth.too.many.attempts')
    // The owner, from their own address, still signs in.
    await expect(t.login(email, DEMO_PASSWORD, '198.51.100.99')).resolves.toHaveProperty('access_token')
    // And the block lifts once the window has passed.
    t.setNow(new Date(Date.now() + 16 * 60_000))
    try {
      await expect(t.login(email, DEMO_PASSWORD, attacker)).resolves.toHaveProperty('access_token')
    } finally {
      t.setNow(undefined)
    }
  })

  it('throttles an address that sprays many accounts', async () => {
    const sprayer = '198.51.100.20'
    for (let i = 0; i < 30; i++) {
      await t.request('/api/authorize', {
        method: 'POST',
        json: { email: `guess${i}@acme.test`, password: 'Nope!2026x' },
        address: sprayer,
      })
    }
    const res = await t.request('/api/authorize', {
      method: 'POST',
      json: { email: ANNA, password: DEMO_PASSWORD },
      address: sprayer,
    })
    expect(res.status).toBe(429)
    await expect(t.login(ANNA, DEMO_PASSWORD, '198.51.100.21')).resolves.toHaveProperty('access_token')
  })
})

describe('refresh tokens', () => {
  const refresh = (token: string) =>
    t.request('/api/refreshToken', { method: 'POST', json: { refresh_token: token } })

  it('rotates: the new pair works, the old refresh token does not once its grace is over', async () => {
    const first = await t.login(ANNA)
    const res = await refresh(first.refresh_token)
    expect(res.status).toBe(200)
    const second = await res.json()
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await t.request('/api/msp', { token: second.access_token })).status).toBe(200)
    t.setNow(new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 5_000))
    try {
      expect((await refresh(first.refresh_token)).status).toBe(401)
    } finally {
      t.setNow(undefined)
    }
  })

  it('answers a refresh whose answer was lost: the same token again right after gets a new pair', async () => {
    const first = await t.login(ANNA)
    // The browser reloaded while the server rotated: it never saw `lost` and still holds `first`.
    const lost = await (await refresh(first.refresh_token)).json()
    const again = await refresh(first.refresh_token)
    expect(again.status).toBe(200)
    const third = await again.json()
    expect(third.refresh_token).not.toBe(lost.refresh_token)
    expect((await t.request('/api/msp', { token: third.access_token })).status).toBe(200)
    // Still one session: signing out revokes what either answer handed out.
    await t.request('/api/logout', { method: 'POST', json: { refresh_token: third.refresh_token } })
    expect((await refresh(lost.refresh_token)).status).toBe(401)
    expect((await refresh(third.refresh_token)).status).toBe(401)
  })

  it('revokes the whole family when an old refresh token is reused after its grace', async () => {
    const first = await t.login(ANNA)
    const second = await (await refresh(first.refresh_token)).json()
    t.setNow(new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 5_000))
    try {
      expect((await refresh(first.refresh_token)).status).toBe(401)
      // The thief's replay also kills the legitimate holder's newer token.
      expect((await refresh(second.refresh_token)).status).toBe(401)
    } finally {
      t.setNow(undefined)
    }
  })

  it('logout revokes the refresh token', async () => {
    const tokens = await t.login(ANNA)
    const out = await t.request('/api/logout', {
      method: 'POST',
      json: { refresh_token: tokens.refresh_token },
    })
    expect(out.status).toBe(204)
    expect((await refresh(tokens.refresh_token)).status).toBe(401)
  })
})

describe('access tokens', () => {
  it('expire, also after they were accepted (the verified tokens a process keeps expire with them)', async () => {
    const tokens = await t.login(ANNA)
    expect((await t.request('/api/msp', { token: tokens.access_token })).status).toBe(200)
    t.setNow(new Date(Date.now() + (t.deps.env.ACCESS_TOKEN_TTL_SECONDS - 5) * 1000))
    try {
      expect((await t.request('/api/msp', { token: tokens.access_token })).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
    t.setNow(new Date(Date.now() + (t.deps.env.ACCESS_TOKEN_TTL_SECONDS + 5) * 1000))
    try {
      expect((await t.request('/api/msp', { token: tokens.access_token })).status).toBe(401)
    } finally {
      t.setNow(undefined)
    }
  })

  it('refuses unsigned (alg: none) and tampered tokens', async () => {
    const tokens = await t.login(ANNA)
    const [header, payload] = tokens.access_token.split('.')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    expect((await t.request('/api/msp', { token: none })).status).toBe(401)
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: claims.cid + 1 })).toString('base64url')
    const tampered = `${header}.${forged}.${tokens.access_token.split('.')[2]}`
    expect((await t.request('/api/msp', { token: tampered })).status).toBe(401)
    expect((await t.request('/api/msp')).status).toBe(401)
  })
})

describe('URL tokens', () => {
  it('sign in once, then never again', async () => {
    const tokens = await t.login(ANNA)
    const created = await t.request('/api/msp/urlToken', { method: 'POST', token: tokens.access_token })
    expect(created.status).toBe(201)
    const { urlToken, url } = await created.json()
    expect(url).toContain(`urlToken=${urlToken}`)
    const first = await t.request('/api/authorizeWithUrlToken', { method: 'POST', json: { urlToken } })
    expect(first.status).toBe(200)
    const me = await t.request('/api/msp', { token: (await first.json()).access_token })
    expect((await me.json()).email).toBe(ANNA)
    const again = await t.request('/api/authorizeWithUrlToken', { method: 'POST', json: { urlToken } })
    expect(again.status).toBe(401)
  })

  it('expire after ten minutes', async () => {
    const tokens = await t.login(ANNA)
    const { urlToken } = await (
      await t.request('/api/msp/urlToken', { method: 'POST', token: tokens.access_token })
    ).json()
    t.setNow(new Date(Date.now() + 11 * 60_000))
    try {
      const res = await t.request('/api/authorizeWithUrlToken', { method: 'POST', json: { urlToken } })
      expect(res.status).toBe(401)
    } finally {
      t.setNow(undefined)
    }
  })
})

describe('password reset', () => {
  it('emails a single-use link that sets a new password and ends other sessions', async () => {
    const email = 'lea.sourcer@acme.test'
    const session = await t.login(email)
    const res = await t.request('/api/msp/requestPasswordReset', { method: 'POST', json: { email } })
    expect(res.status).toBe(204)
    const outbox = await t.database.db.query.emailOutbox.findMany()
    const mail = outbox.find((m) => m.toAddress === email && m.motivation === 'passwordReset')
    expect(mail?.textBody).toMatch(/http:\/\/workspace\.test\/auth\/reset-password\?token=/)
    const token = new URL(/https?:\S+/.exec(mail?.textBody ?? '')?.[0] ?? '').searchParams.get('token')

    const weak = await t.request('/api/msp/resetPassword', {
      method: 'PUT',
      json: { token, password: 'short' },
    })
    expect(weak.status).toBe(400)
    expect((await weak.json()).messages).toEqual(expect.arrayContaining(['msp.v2.pwd.error.characters']))

    const ok = await t.request('/api/msp/resetPassword', {
      method: 'PUT',
      json: { token, password: 'Brand!New2027' },
    })
    expect(ok.status).toBe(204)
    await expect(t.login(email, 'Brand!New2027', '203.0.113.77')).resolves.toHaveProperty('access_token')
    const old = await t.request('/api/authorize', {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
      address: '203.0.113.78',
    })
    expect(old.status).toBe(401)
    const refreshed = await t.request('/api/refreshToken', {
      method: 'POST',
      json: { refresh_token: session.refresh_token },
    })
    expect(refreshed.status).toBe(401)
    const reuse = await t.request('/api/msp/resetPassword', {
      method: 'PUT',
      json: { token, password: 'Other!New2027' },
    })
    expect(reuse.status).toBe(400)
  })

  it('answers the same for unknown emails and sends nothing', async () => {
    const before = (await t.database.db.query.emailOutbox.findMany()).length
    const res = await t.request('/api/msp/requestPasswordReset', {
      method: 'POST',
      json: { email: 'ghost@acme.test' },
    })
    expect(res.status).toBe(204)
    expect((await t.database.db.query.emailOutbox.findMany()).length).toBe(before)
  })
})

describe('profile and locale', () => {
  it('updates the name and the language with the locale rule of §5', async () => {
    const { access_token } = await t.login('tom.viewer@acme.test')
    const put = await t.request('/api/msp', {
      method: 'PUT',
      token: access_token,
      json: { firstName: 'Thomas' },
    })
    expect((await put.json()).firstName).toBe('Thomas')
    const de = await t.request('/api/msp/locale', {
      method: 'POST',
      token: access_token,
      json: { language: 'de' },
    })
    expect(await de.json()).toEqual({ locale: 'de' })
    const bad = await t.request('/api/msp/locale', {
      method: 'POST',
      token: access_token,
      json: { language: 'DE_de' },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toBe('Invalid locale')
    const me = await (await t.request('/api/msp', { token: access_token })).json()
    expect(me.locale).toBe('de')
  })

  it('changes the password only with the current one', async () => {
    const { access_token } = await t.login('nina.lead@acme.test')
    const wrong = await t.request('/api/msp', {
      method: 'PUT',
      token: access_token,
      json: { currentPassword: 'Wrong!2026', newPassword: 'Another!2027' },
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).fields.currentPassword).toEqual(['msp.v2.pwd.error.current'])
  })
})
