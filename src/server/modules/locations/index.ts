import type { ServerModule } from '../module'
import { locationTemplateRoutes } from './routes'

/** Locations: legal-entity location templates and the site locations projects pick from. */
export const locationsModule: ServerModule = {
  name: 'locations',
  mounts: [['/api/locationTemplate', locationTemplateRoutes]],
}

export { listSiteLocations } from './location-service'
