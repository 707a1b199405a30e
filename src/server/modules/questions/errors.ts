/** Every message key the questions module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const questionsErrors = {
  projectNotFound: 'msp.v2.project.not.found',
} as const
