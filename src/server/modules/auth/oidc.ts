import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import { unauthorized } from '../../kernel/api-error'
import { authErrors } from './errors'

export interface OidcIdentity {
  subject: string
  email?: string
  emailVerified: boolean
}

export interface OidcVerifier {
  verify(token: string, audience?: string): Promise<OidcIdentity>
}

export interface OidcConfig {
  jwksUrl: string
  issuer?: string
  audience: string
}

/**
 * Identity-provider tokens are checked against the provider's JWKS (fetched and cached by
 * jose), its issuer and our audience. Only asymmetric algorithms: `alg: none` and HMAC
 * tokens signed with a public key are refused.
 */
export function createOidcVerifier(config: OidcConfig): OidcVerifier {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl), {
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  })
  return {
    async verify(token, audience = config.audience) {
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, jwks, {
          audience,
          issuer: config.issuer,
          algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
          // An identity token that never expires would be a sign-in key forever.
          requiredClaims: ['exp', 'sub'],
        }))
      } catch {
        throw unauthorized(authErrors.externalTokenInvalid)
      }
      if (!payload.sub) throw unauthorized(authErrors.externalTokenInvalid)
      return {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
      }
    },
  }
}
