import type { ServerModule } from '../module'
import { poolRoutes, projectPoolRoutes } from './routes'

/**
 * Talent pools (§3 Pool, pool membership, Category) and their memberships (§4 statuses): the
 * pools list with counts per status, create, rename, delete, members by status, every
 * membership transition one by one or in bulk (background tasks above 50 with a result per
 * member), pools on projects and a pool's projects and invitations.
 */
export const poolsModule: ServerModule = {
  name: 'pools',
  mounts: [
    ['/api/pool', poolRoutes],
    ['/api/project', projectPoolRoutes],
  ],
}

export { poolAcceptBulkHandler, poolDenyBulkHandler } from './membership-bulk'
export { addTalentsToPool } from './membership-service'
export { rebuildPoolCounts } from './pool-counts'
export { searchPools } from './pool-service'
