/** Every message key the files module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const filesErrors = {
  resourceNotFound: 'msp.v2.resource.not.found',
  uploadEmpty: 'msp.v2.upload.error.empty',
  uploadTooLarge: 'msp.v2.upload.error.too.large',
  uploadType: 'msp.v2.upload.error.type',
} as const
