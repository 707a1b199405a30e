/** Every message key a talent provider driver answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const talentProviderErrors = {
  profileMalformed: 'msp.v2.external.profile.malformed',
  profileNotFound: 'msp.v2.external.profile.notFound',
  providerMalformed: 'msp.v2.external.provider.malformed',
  providerRateLimited: 'msp.v2.external.provider.rateLimited',
  providerRejected: 'msp.v2.external.provider.rejected',
  providerTimeout: 'msp.v2.external.provider.timeout',
  providerUnauthorized: 'msp.v2.external.provider.unauthorized',
  providerUnavailable: 'msp.v2.external.provider.unavailable',
  queryPaging: 'msp.v2.external.query.paging',
  queryUnsupported: 'msp.v2.external.query.unsupported',
} as const
