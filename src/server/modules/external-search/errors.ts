/** Every message key the external-search module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const externalSearchErrors = {
  credentialsRejected: 'msp.v2.external.credentials.rejected',
  credentialsUnreachable: 'msp.v2.external.credentials.unreachable',
  importExists: 'msp.v2.external.import.exists',
  providerNotEnabled: 'msp.v2.external.provider.notEnabled',
  providerRateLimited: 'msp.v2.external.provider.rateLimited',
  talentNotFound: 'msp.v2.talent.not.found',
} as const
