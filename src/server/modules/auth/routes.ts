import { Hono } from 'hono'
import {
  externalTokenRequestSchema,
  loginRequestSchema,
  loginSettingsQuerySchema,
  logoutRequestSchema,
  refreshRequestSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  urlTokenRequestSchema,
} from '../../../shared/contracts/auth'
import type { AppEnv } from '../../deps'
import { clientAddress } from '../../kernel/client-address'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import {
  login,
  loginWithExternalToken,
  loginWithUrlToken,
  requestPasswordReset,
  resetPassword,
} from './auth-service'
import { loginSettings } from './login-settings'
import { revokeByToken, rotateRefreshToken } from './tokens'

/** Sign-in calls of §7 Auth, mounted at /api: the only /api routes reachable without an access token. */
export const authRoutes = new Hono<AppEnv>()
  .get('/loginSettings', async (c) => {
    const { client } = parseParams(c.req.query(), loginSettingsQuerySchema)
    return c.json(await loginSettings(c.var.deps, client))
  })
  .post('/authorize', async (c) => {
    const input = await parseBody(c, loginRequestSchema)
    return c.json(await login(c.var.deps, input, clientAddress(c)))
  })
  .post('/refreshToken', async (c) => {
    const { refresh_token } = await parseBody(c, refreshRequestSchema)
    return c.json(await rotateRefreshToken(c.var.deps, refresh_token))
  })
  .post('/logout', async (c) => {
    const { refresh_token } = await parseBody(c, logoutRequestSchema)
    if (refresh_token) await revokeByToken(c.var.deps.db, refresh_token, nowOf(c.var.deps))
    return c.body(null, 204)
  })
  .post('/authorizeWithUrlToken', async (c) => {
    const { urlToken } = await parseBody(c, urlTokenRequestSchema)
    return c.json(await loginWithUrlToken(c.var.deps, urlToken))
  })
  .post('/authorizeWithAuth0Token', async (c) => {
    const { token } = await parseBody(c, externalTokenRequestSchema)
    return c.json(await loginWithExternalToken(c.var.deps, token, 'auth0'))
  })
  .post('/authorizeWithAuth0ExternalToken', async (c) => {
    const { token } = await parseBody(c, externalTokenRequestSchema)
    return c.json(await loginWithExternalToken(c.var.deps, token, 'external'))
  })
  .post('/msp/requestPasswordReset', async (c) => {
    const { email } = await parseBody(c, requestPasswordResetSchema)
    await requestPasswordReset(c.var.deps, email)
    return c.body(null, 204)
  })
  .put('/msp/resetPassword', async (c) => {
    const { token, password } = await parseBody(c, resetPasswordSchema)
    await resetPassword(c.var.deps, token, password)
    return c.body(null, 204)
  })
