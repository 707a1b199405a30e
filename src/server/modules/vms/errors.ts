/** Every message key the vms module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const vmsErrors = {
  pipelineProjectNotFound: 'msp.v2.pipeline.error.project.not.found',
  validationId: 'msp.v2.validation.id',
  endsBefore: 'msp.v2.vms.error.ends.before',
  interviewNotFound: 'msp.v2.vms.error.interview.not.found',
  interviewNotOpen: 'msp.v2.vms.error.interview.not.open',
  offerNotFound: 'msp.v2.vms.error.offer.not.found',
  offerNotOpen: 'msp.v2.vms.error.offer.not.open',
  reasonRequired: 'msp.v2.vms.error.reason.required',
  requestNotFound: 'msp.v2.vms.error.request.not.found',
  taskNotFound: 'msp.v2.vms.error.task.not.found',
  vmsRecords: 'msp.v2.vms.error.vms.records',
  reasonNotConnected: 'msp.v2.vms.reason.not.connected',
  webhookRefused: 'msp.v2.vms.webhook.refused',
  webhookTooLarge: 'msp.v2.vms.webhook.too.large',
  webhookUnknown: 'msp.v2.vms.webhook.unknown',
} as const
