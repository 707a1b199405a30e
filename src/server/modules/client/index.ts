import type { ServerModule } from '../module'
import { napiRoutes } from './napi-routes'
import { countryRoutes, languageRoutes } from './reference-routes'
import { clientRoutes } from './routes'

/** The client (tenant) the recruiter works for: its context and configuration flags, hiring managers, talent tiers, reference data (languages, countries) and the maintenance announcement. */
export const clientModule: ServerModule = {
  name: 'client',
  mounts: [
    ['/api/client', clientRoutes],
    ['/napi', napiRoutes],
    ['/api/languages', languageRoutes],
    ['/api/country', countryRoutes],
  ],
  publicRoutes: ['GET /napi/announcement'],
}
export { type ClientSettings, clientFlagSql, clientSettings, legalEntityFlagSql } from './settings'
