import type { ServerModule } from '../module'
import { newTagRoutes, tagRoutes, talentTagRoutes } from './routes'

/** Tags of the client and their assignment to talents. */
export const tagsModule: ServerModule = {
  name: 'tags',
  mounts: [
    ['/api/tag', tagRoutes],
    ['/api/tags', newTagRoutes],
    ['/api/freelancer', talentTagRoutes],
  ],
}
