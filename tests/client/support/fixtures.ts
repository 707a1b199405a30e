import type { LoggedUser } from '../../../src/shared/contracts/auth'
import { clientConfigSchema } from '../../../src/shared/contracts/client-config'
import type { ClientContext } from '../../../src/shared/contracts/client-context'

export const ALL_PERMISSIONS = [
  'DASHBOARD',
  'JOB_MANAGE_READ',
  'JOB_MANAGE_CREATE',
  'CALENDAR',
  'FREELANCER_HISTORY',
]

export function testUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  return {
    id: 1,
    clientId: 1,
    firstName: 'Anna',
    lastName: 'Admin',
    email: 'anna.admin@acme.test',
    authType: 'PWD',
    locale: 'en',
    permissions: ALL_PERMISSIONS,
    legalEntityIds: [1],
    calendar: { enabled: true, connectionStatus: 'NC' },
    calendarId: null,
    ...overrides,
  }
}

export function testClient(config: Partial<ClientContext['config']> = {}): ClientContext {
  return {
    id: 1,
    clientId: 'acme',
    name: 'Acme Group',
    talentDomainName: 'acme.test',
    projectLogo: null,
    mspLogo: null,
    hasConsentEnabled: false,
    googleCalendarAppClientId: null,
    languages: [
      { iso: 'en', name: 'English' },
      { iso: 'de', name: 'Deutsch' },
      { iso: 'fr', name: 'Français' },
    ],
    legalEntity: [],
    localLegalEntities: [],
    config: clientConfigSchema.parse(config),
    currencies: ['EUR'],
    countries: [],
  }
}
