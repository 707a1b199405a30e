import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcVerifier } from '../../src/server/modules/auth/oidc'
import { createTestApp, type TestApp } from './support/test-app'

const ISSUER = 'https://idp.workspace.test/'
const AUDIENCE = 'recruiter-workspace'
let t: TestApp
let server: Server
let signingKey: CryptoKey
let otherKey: CryptoKey
let publicJwk: JWK
let jwksRequests = 0

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  signingKey = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  // A real identity provider's JWKS endpoint, on loopback.
  server = createServer((req, res) => {
    jwksRequests++
    if (req.url !== '/.well-known/jwks.json') {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  t = await createTestApp({
    oidc: createOidcVerifier({
      jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      issuer: ISSUER,
      audience: AUDIENCE,
    }),
    env: {
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_EXTERNAL_AUDIENCE: 'marketplace-app',
      OIDC_AUTHORIZE_URL: 'https://idp.workspace.test/authorize',
      OIDC_CLIENT_ID: 'workspace',
      OIDC_PROVIDER_NAME: 'Acme ID',
    },
  })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => server.close(resolve))
})

function idToken(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; audience?: string; expiresIn?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(opts.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '5m')
    .sign(opts.key ?? signingKey)
}

const signIn = (token: string, path = '/api/authorizeWithAuth0Token') =>
  t.request(path, { method: 'POST', json: { token } })

describe('identity-provider sign-in', () => {
  it('signs in a recruiter by verified email, then by the linked subject', async () => {
    const token = await idToken({ sub: 'auth0|max', email: 'max.recruiter@acme.test', email_verified: true })
    const res = await signIn(token)
    expect(res.status).toBe(200)
    const me = await t.request('/api/msp', { token: (await res.json()).access_token })
    expect((await me.json()).email).toBe('max.recruiter@acme.test')
    expect(jwksRequests).toBeGreaterThan(0)
    // Linked now: the subject alone is enough, even without an email claim.
    const again = await signIn(await idToken({ sub: 'auth0|max' }))
    expect(again.status).toBe(200)
  })

  it('refuses an unverified email and an unknown subject', async () => {
    const unverified = await idToken({
      sub: 'auth0|x1',
      email: 'tom.viewer@acme.test',
      email_verified: false,
    })
    expect((await signIn(unverified)).status).toBe(401)
    expect((await signIn(await idToken({ sub: 'auth0|nobody' }))).status).toBe(401)
  })

  it('refuses expired tokens, other audiences and foreign keys', async () => {
    const claims = { sub: 'auth0|max' }
    const expired = await idToken(claims, { expiresIn: '-1m' })
    expect((await signIn(expired)).status).toBe(401)
    expect((await signIn(await idToken(claims, { audience: 'someone-else' }))).status).toBe(401)
    expect((await signIn(await idToken(claims, { key: otherKey }))).status).toBe(401)
  })

  it('refuses alg: none and HMAC tokens keyed with the public key', async () => {
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'auth0|max',
        iss: ISSUER,
        aud: AUDIENCE,
        exp: Math.floor(Date.now() / 1000) + 300,
      }),
    ).toString('base64url')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`
    expect((await signIn(none)).status).toBe(401)
    const hmac = await new SignJWT({ sub: 'auth0|max' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk)))
    expect((await signIn(hmac)).status).toBe(401)
  })

  it('takes external tokens only for the external audience', async () => {
    const claims = { sub: 'auth0|nina', email: 'nina.lead@acme.test', email_verified: true }
    const external = await idToken(claims, { audience: 'marketplace-app' })
    expect((await signIn(external, '/api/authorizeWithAuth0ExternalToken')).status).toBe(200)
    expect((await signIn(external)).status).toBe(401)
  })
})

describe('login settings (§3): which sign-in methods a client offers', () => {
  const setMethods = (code: string, types: string[]) =>
    t.database.db.execute(
      sql`UPDATE clients SET config = jsonb_set(config, '{loginSettings,types}', ${JSON.stringify(types)}::jsonb) WHERE code = ${code}`,
    )
  const settings = async (query = '') => (await t.request(`/api/loginSettings${query}`)).json()

  it('tells the sign-in page the methods of the client named, or of every client, and the provider where one is offered', async () => {
    expect(await settings('?client=acme')).toEqual({
      methods: ['PWD', 'AUTH0'],
      identityProvider: {
        authorizeUrl: 'https://idp.workspace.test/authorize',
        clientId: 'workspace',
        name: 'Acme ID',
      },
    })
    expect(await settings('?client=globex')).toEqual({ methods: ['PWD'], identityProvider: null })
    expect((await settings()).methods).toEqual(['PWD', 'AUTH0'])
    expect(await settings('?client=nobody')).toEqual({ methods: ['PWD'], identityProvider: null })
  })

  it('refuses the provider for a client without it, and the password for a client that signs in through the provider only', async () => {
    const gina = await idToken({ sub: 'auth0|gina', email: 'gina.globex@globex.test', email_verified: true })
    const refused = await signIn(gina)
    expect(refused.status).toBe(401)
    expect((await refused.json()).error).toBe('msp.v2.auth.method.provider.off')

    await setMethods('acme', ['AUTH0'])
    try {
      expect((await settings('?client=acme')).methods).toEqual(['AUTH0'])
      const password = await t.request('/api/authorize', {
        method: 'POST',
        json: { email: 'tom.viewer@acme.test', password: 'Recruit!2026' },
      })
      expect(password.status).toBe(401)
      expect((await password.json()).error).toBe('msp.v2.auth.method.password.off')
      // A wrong password still says only that: the method is named to someone who knows the password.
      const wrong = await t.request('/api/authorize', {
        method: 'POST',
        json: { email: 'tom.viewer@acme.test', password: 'Wrong!2026' },
      })
      expect((await wrong.json()).error).toBe('msp.v2.auth.invalid.credentials')
      const tom = await idToken({ sub: 'auth0|tom', email: 'tom.viewer@acme.test', email_verified: true })
      expect((await signIn(tom)).status).toBe(200)
    } finally {
      await setMethods('acme', ['PWD', 'AUTH0'])
    }
  })
})
