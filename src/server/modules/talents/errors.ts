/** Every message key the talents module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const talentsErrors = {
  actionLogNotAuthor: 'msp.v2.talent.actionLog.error.not.author',
  actionLogNotFound: 'msp.v2.talent.actionLog.error.not.found',
  alreadyActive: 'msp.v2.talent.error.already.active',
  alreadyDeactivated: 'msp.v2.talent.error.already.deactivated',
  dataProtected: 'msp.v2.talent.error.data.protected',
  notFound: 'msp.v2.talent.not.found',
} as const
