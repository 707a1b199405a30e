/** Every message key the kernel (any route) answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const kernelErrors = {
  authForbidden: 'msp.v2.auth.forbidden',
  authUnauthorized: 'msp.v2.auth.unauthorized',
  notFound: 'msp.v2.error.not.found',
  messageGeneric: 'msp.v2.message.generic.error',
  requestTooLarge: 'msp.v2.request.error.too.large',
  uploadEmpty: 'msp.v2.upload.error.empty',
  uploadMissing: 'msp.v2.upload.error.missing',
  uploadTooLarge: 'msp.v2.upload.error.too.large',
  uploadType: 'msp.v2.upload.error.type',
  validationFailed: 'msp.v2.validation.failed',
  validationInvalidJson: 'msp.v2.validation.invalid.json',
} as const
