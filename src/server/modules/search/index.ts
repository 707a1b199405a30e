import type { ServerModule } from '../module'
import { searchRoutes } from './routes'

/** Searches: talents, projects, a stage's applications, pools, and saved search buckets. */
export const searchModule: ServerModule = {
  name: 'search',
  mounts: [['/api/search', searchRoutes]],
}

export { type ApplicationListRequest, applicationListSql } from './application-search-service'
export { rebuildTalentSearch } from './talent-search-table'
