import type { ServerModule } from '../module'
import { napiFileRoutes } from './napi-routes'

/** Files: stored resources and the application's CV, served to the browser. */
export const filesModule: ServerModule = {
  name: 'files',
  mounts: [['/napi', napiFileRoutes]],
}

export { startOrphanSweep, sweepOrphanFiles } from './orphan-sweep'
export { inlineDisposition } from './resource-service'
