import type { ServerModule } from '../module'
import { analyticsRoutes, queueRoutes, reviewMemoryRoutes } from './routes'

export { rebuildAnalyticsTables } from './analytics-tables'

/**
 * Analytics and the cross-project work queue (issue 25): one stage's applications across every
 * project of the recruiter, and the charts of /analytics (funnel, time in stage) with the
 * applications behind each figure as a list and a streamed CSV; review memory (what each
 * recruiter has seen, where they left each list).
 */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  mounts: [
    ['/api/queue', queueRoutes],
    ['/api/analytics', analyticsRoutes],
    ['/api/reviewMemory', reviewMemoryRoutes],
  ],
}
