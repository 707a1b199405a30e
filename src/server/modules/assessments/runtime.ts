import type { AssessmentDriver } from '../../integrations/assessments/port'

/** The assessment vendor of this process (issue 24 §3) and the worker sending invitations. */
export interface AssessmentsRuntime {
  provider: string
  driver: AssessmentDriver
  wake(): void
}
