import type { ServerModule } from '../module'
import { napiFileRoutes } from './napi-routes'
import { resourceRoutes } from './resource-routes'

/** Files: stored resources (uploaded, read, served to the browser) and the application's CV. */
export const filesModule: ServerModule = {
  name: 'files',
  mounts: [
    ['/napi', napiFileRoutes],
    ['/api/resource', resourceRoutes],
  ],
}

export { startOrphanSweep, sweepOrphanFiles } from './orphan-sweep'
export { inlineDisposition } from './resource-service'
