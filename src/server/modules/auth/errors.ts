/** Every message key the auth module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const authErrors = {
  externalAccountUnknown: 'msp.v2.auth.external.account.unknown',
  externalNotConfigured: 'msp.v2.auth.external.not.configured',
  externalTokenInvalid: 'msp.v2.auth.external.token.invalid',
  invalidCredentials: 'msp.v2.auth.invalid.credentials',
  methodPasswordOff: 'msp.v2.auth.method.password.off',
  methodProviderOff: 'msp.v2.auth.method.provider.off',
  refreshInvalid: 'msp.v2.auth.refresh.invalid',
  resetTokenInvalid: 'msp.v2.auth.reset.token.invalid',
  tokenInvalid: 'msp.v2.auth.token.invalid',
  tooManyAttempts: 'msp.v2.auth.too.many.attempts',
  urlTokenInvalid: 'msp.v2.auth.url.token.invalid',
} as const
