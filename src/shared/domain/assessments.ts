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

/** The states of an assessment (issue 24 §3); "failed" is an invitation that could not be sent. */
export const ASSESSMENT_STATES = ['invited', 'started', 'completed', 'expired', 'failed'] as const
export type AssessmentState = (typeof ASSESSMENT_STATES)[number]

/** Passed: completed with a score at or above the vendor's pass mark; null when either is unknown. */
export function assessmentPassed(a: { score: number | null; passThreshold: number | null }): boolean | null {
  return a.score === null || a.passThreshold === null ? null : a.score >= a.passThreshold
}
