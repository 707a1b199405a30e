/** Every message key the search module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const searchErrors = {
  pipelineProjectNotFound: 'msp.v2.pipeline.error.project.not.found',
  bucketLimit: 'msp.v2.search.bucket.error.limit',
  bucketNotFound: 'msp.v2.search.bucket.not.found',
  invalidFilter: 'msp.v2.search.error.invalid.filter',
  unknownPostalCode: 'msp.v2.search.error.unknown.postal.code',
  talentSearchBulkConsentDisabled: 'msp.v2.talent.search.bulk.error.consent.disabled',
} as const
