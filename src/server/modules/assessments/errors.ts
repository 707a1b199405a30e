/** Every message key the assessments module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const assessmentsErrors = {
  noProvider: 'msp.v2.assessment.error.no.provider',
  provider: 'msp.v2.assessment.error.provider',
  signature: 'msp.v2.assessment.error.signature',
  test: 'msp.v2.assessment.error.test',
  reasonClosed: 'msp.v2.assessment.reason.closed',
  reasonDisabled: 'msp.v2.assessment.reason.disabled',
  reasonNoEmail: 'msp.v2.assessment.reason.no.email',
  reasonNotFound: 'msp.v2.assessment.reason.not.found',
  reasonNotSent: 'msp.v2.assessment.reason.not.sent',
  reasonOpen: 'msp.v2.assessment.reason.open',
  reasonRecent: 'msp.v2.assessment.reason.recent',
} as const
