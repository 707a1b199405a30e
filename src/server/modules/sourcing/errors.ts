/** Every message key the sourcing module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const sourcingErrors = {
  pipelineProjectNotActive: 'msp.v2.pipeline.error.project.not.active',
  pipelineProjectNotFound: 'msp.v2.pipeline.error.project.not.found',
  availabilityNotAsked: 'msp.v2.sourcing.error.availability.not.asked',
  dataHarbourUnknown: 'msp.v2.sourcing.error.dataHarbour.unknown',
} as const
