/** Every message key the pools module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const poolsErrors = {
  emailRecipientsNone: 'msp.v2.email.error.recipients.none',
  emailRecipientsTooMany: 'msp.v2.email.error.recipients.too.many',
  pipelineEmptySelection: 'msp.v2.pipeline.error.empty.selection',
  pipelineMembershipNotFound: 'msp.v2.pipeline.error.membership.not.found',
  pipelinePoolNotFound: 'msp.v2.pipeline.error.pool.not.found',
  pipelineProjectNotFound: 'msp.v2.pipeline.error.project.not.found',
  categoryUnknown: 'msp.v2.pools.error.category.unknown',
  nameTaken: 'msp.v2.pools.error.name.taken',
  tasksNotFound: 'msp.v2.tasks.error.not.found',
  validationId: 'msp.v2.validation.id',
} as const
