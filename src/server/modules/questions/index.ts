import type { ServerModule } from '../module'
import { preApplicationQuestionRoutes } from './routes'

/** Pre-application (screening) questions: legal-entity defaults and job-specific ones. */
export const questionsModule: ServerModule = {
  name: 'questions',
  mounts: [['/api/preApplicationQuestion', preApplicationQuestionRoutes]],
}
