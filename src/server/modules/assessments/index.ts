import type { ServerModule } from '../module'
import { assessmentRoutes } from './routes'

/**
 * Assessments (issue 24 §3): sending a vendor's test to one or many applicants where the legal
 * entity enables them, the invitations' outbox and worker, results by signed webhook. The
 * results are read with the application (GET projectApplication/{id}/assessment/listAll).
 * Drivers live in integrations/assessments.
 */
export const assessmentsModule: ServerModule = {
  name: 'assessments',
  mounts: [['/api/assessment', assessmentRoutes]],
  publicRoutes: ['POST /api/assessment/webhook'],
}

export type { AssessmentsRuntime } from './runtime'
export { type AssessmentsSetup, setUpAssessments } from './setup'
export { MAX_SEND_ATTEMPTS } from './worker'
