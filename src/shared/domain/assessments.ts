/** The states an assessment filter of the pipeline picks (issue 24 §3); "incomplete" is invited or started. */
export const ASSESSMENT_FILTERS = [
  'incomplete',
  'completed',
  'passed',
  'notPassed',
  'expired',
  'failed',
] as const
export type AssessmentFilter = (typeof ASSESSMENT_FILTERS)[number]
