import type { ServerModule } from '../module'
import { poolRoutes } from './routes'

/** Talent pools and their memberships (§4 membership statuses). */
export const poolsModule: ServerModule = {
  name: 'pools',
  mounts: [['/api/pool', poolRoutes]],
}

export { acceptPoolMembership, addTalentsToPool, searchPools } from './pool-service'
