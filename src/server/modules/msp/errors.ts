/** Every message key the msp module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const mspErrors = {
  projectNotFound: 'msp.v2.project.not.found',
  pwdCurrent: 'msp.v2.pwd.error.current',
} as const
