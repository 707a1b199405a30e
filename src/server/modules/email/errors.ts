/** Every message key the email module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const emailErrors = {
  cancelStatus: 'msp.v2.email.error.cancel.status',
  languageUnknown: 'msp.v2.email.error.language.unknown',
  messageUnknown: 'msp.v2.email.error.message.unknown',
  retryStatus: 'msp.v2.email.error.retry.status',
  retrySuppressed: 'msp.v2.email.error.retry.suppressed',
  sendUnknown: 'msp.v2.email.error.send.unknown',
  suppressionUnknown: 'msp.v2.email.error.suppression.unknown',
  targetTalents: 'msp.v2.email.error.target.talents',
  templateMotivation: 'msp.v2.email.error.template.motivation',
  templateNotRejection: 'msp.v2.email.error.template.not.rejection',
  templateUnknown: 'msp.v2.email.error.template.unknown',
  undoDone: 'msp.v2.email.error.undo.done',
  undoExpired: 'msp.v2.email.error.undo.expired',
  undoRunning: 'msp.v2.email.error.undo.running',
  talentNotFound: 'msp.v2.talent.not.found',
  validationId: 'msp.v2.validation.id',
} as const
