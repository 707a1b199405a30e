import type { ServerModule } from '../module'
import { externalImportRoutes, externalSearchRoutes } from './routes'

/**
 * External talent search (issue 23): Monster and Textkernel through the talent-provider port,
 * every result checked against the client's talents, import and invite of a found profile.
 */
export const externalSearchModule: ServerModule = {
  name: 'external-search',
  mounts: [
    ['/api/search/freelancer/external', externalSearchRoutes],
    ['/api/freelancer/projectApplication', externalImportRoutes],
  ],
}

export { e164, findExisting, normalEmail } from './dedupe'
