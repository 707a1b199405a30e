import type { ServerModule } from '../module'
import { dashboardRoutes } from './routes'

/** The dashboard: project groups and pipeline counts across the recruiter's projects. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  mounts: [['/api/dashboard', dashboardRoutes]],
}
