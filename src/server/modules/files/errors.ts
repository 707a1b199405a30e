/** Every message key the files module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const filesErrors = {
  resourceNotFound: 'msp.v2.resource.not.found',
} as const
