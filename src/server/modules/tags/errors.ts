/** Every message key the tags module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const tagsErrors = {
  createForbidden: 'msp.v2.tags.error.create.forbidden',
  exists: 'msp.v2.tags.error.exists',
  notFound: 'msp.v2.tags.error.not.found',
  talentDeactivated: 'msp.v2.talent.error.deactivated',
} as const
