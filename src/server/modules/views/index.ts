import type { ServerModule } from '../module'
import { viewRoutes } from './routes'

/** Recently viewed talents, projects, pools and applications of the recruiter. */
export const viewsModule: ServerModule = {
  name: 'views',
  mounts: [['/api/views', viewRoutes]],
}
