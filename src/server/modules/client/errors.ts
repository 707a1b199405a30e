/** Every message key the client module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const clientErrors = {
  legalEntityNotFound: 'msp.v2.error.legal.entity.not.found',
} as const
