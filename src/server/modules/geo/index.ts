import type { ServerModule } from '../module'
import { geoRoutes, locationRoutes } from './routes'

/** Places from an offline gazetteer (no network): city suggestions and locations by name or point. */
export const geoModule: ServerModule = {
  name: 'geo',
  mounts: [
    ['/api/geo', geoRoutes],
    ['/napi/location', locationRoutes],
  ],
}

export { gazetteer } from './gazetteer'
