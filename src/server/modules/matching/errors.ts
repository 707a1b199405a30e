/** Every message key the matching module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const matchingErrors = {
  matchTextNothingFound: 'msp.v2.match.text.nothingFound',
  talentNotFound: 'msp.v2.talent.not.found',
} as const
