import type { ServerModule } from '../module'
import { authRoutes } from './routes'

/** Sign-in: passwords, sign-in links, identity-provider tokens, refresh-token rotation and sign-in throttling; the authentication every other route sits behind. */
export const authModule: ServerModule = {
  name: 'auth',
  mounts: [['/api', authRoutes]],
  publicRoutes: [
    'GET /api/loginSettings',
    'POST /api/authorize',
    'POST /api/refreshToken',
    'POST /api/logout',
    'POST /api/authorizeWithUrlToken',
    'POST /api/authorizeWithAuth0Token',
    'POST /api/authorizeWithAuth0ExternalToken',
    'POST /api/msp/requestPasswordReset',
    'PUT /api/msp/resetPassword',
  ],
}

export { checkPasswordThrottled, createUrlToken } from './auth-service'
export { authenticate, requirePermission } from './middleware'
export { createOidcVerifier, type OidcVerifier } from './oidc'
export { hashPassword, verifyPassword } from './password'
export { inLegalEntityScope, legalEntityScope } from './scope'
export { loadSigningKey, revokeOtherSessions } from './tokens'
