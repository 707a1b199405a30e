import type { ClientConfig } from '../../shared/contracts/client-config'
import { ALL_PERMISSION_NAMES, type PermissionName } from '../../shared/domain/permissions'
import type { DemoClientCode, DemoLegalEntityKey } from './demo-accounts'

/** The two demo clients, their legal entities (keys as in demo-accounts), pool categories and regions. */

export interface ClientDef {
  code: DemoClientCode
  name: string
  hasConsentEnabled: boolean
  calendarClientId: string | null
  config: Partial<ClientConfig>
  siteCities: string[]
  hiringManagers: string[]
  /** Recruiters without a sign-in (owners, assignees), with their legal entities. */
  extraRecruiters: [string, string, DemoLegalEntityKey[]][]
}

export const CLIENTS: ClientDef[] = [
  {
    code: 'acme',
    name: 'Acme Group',
    hasConsentEnabled: true,
    calendarClientId: 'acme-demo-calendar.apps.googleusercontent.com',
    config: {
      currencies: ['EUR', 'USD', 'GBP', 'CHF', 'SEK'],
      analyticsPage: true,
      countriesOfInterest: ['DE', 'NL', 'AT', 'CH', 'BE', 'FR'],
      externalApplicationLink: 'https://careers.acme.test/apply',
      manualHire: true,
      preApplicationQuestions: true,
      projectOwnership: true,
      teamAssigneeLimit: 5,
      whatsappContact: true,
      externalSearchSets: ['monster', 'textkernel'],
      mspAppliesTalent: true,
      loginSettings: { types: ['PWD', 'AUTH0'] },
      preferredSortedCountries: ['DE', 'NL', 'AT', 'CH'],
      cvEndpointConfig: { showOn: ['MSP'] },
      tasksSettings: { afterActionInterval: 2, idleInterval: 15 },
      trackingSources: ['linkedin', 'indeed', 'stepstone', 'referral', 'website'],
      assistedUtm: true,
      calendarEnabled: true,
    },
    siteCities: [
      'Berlin',
      'München',
      'Hamburg',
      'Frankfurt am Main',
      'Stuttgart',
      'Köln',
      'Amsterdam',
      'Rotterdam',
      'Eindhoven',
      'Utrecht',
      'Wien',
      'Zürich',
      'Brussel',
      'Paris',
    ],
    hiringManagers: [
      'Dr. Katrin Vogel',
      'Henrik Brandt',
      'Marloes Kuipers',
      'Stefanie Roth',
      'Ahmet Yildiz',
      'Jan-Willem Bos',
      'Claudia Neumann',
      'Frédéric Blanc',
    ],
    extraRecruiters: [
      ['Sven', 'Hartmann', ['acmeStaffing']],
      ['Claire', 'Dubois', ['acmeStaffing', 'acmeTalent']],
      ['Pieter', 'de Wit', ['acmeTalent']],
      ['Laura', 'Castillo', ['acmeTalent']],
    ],
  },
  {
    code: 'globex',
    name: 'Globex',
    hasConsentEnabled: false,
    calendarClientId: null,
    config: {
      currencies: ['GBP', 'EUR', 'USD', 'INR'],
      countriesOfInterest: ['GB', 'IE', 'IN'],
      preferredSortedCountries: ['GB', 'IE'],
      tasksSettings: { afterActionInterval: 2, idleInterval: 15 },
      trackingSources: ['linkedin', 'referral'],
    },
    siteCities: ['London', 'Manchester', 'Edinburgh', 'Bristol', 'Dublin', 'Bengaluru', 'Pune'],
    hiringManagers: ['Harriet Cole', 'Rajesh Iyer', 'Fiona MacLeod', 'Tom Ashworth'],
    extraRecruiters: [
      ['Oliver', 'Grant', ['globexServices']],
      ['Priya', 'Nair', ['globexServices']],
    ],
  },
]

export const LEGAL_ENTITIES: {
  key: DemoLegalEntityKey
  client: DemoClientCode
  name: string
  country: string
  config: object
}[] = [
  {
    key: 'acmeStaffing',
    client: 'acme',
    name: 'Acme Staffing GmbH',
    country: 'DE',
    config: {
      vmsType: 'fieldglass',
      bulkRejectPending: true,
      jobFieldSettings: {
        hiringDeadline: 'required',
        maxSubmissions: 'required',
        publishDateVisible: 'hide',
      },
    },
  },
  {
    key: 'acmeTalent',
    client: 'acme',
    name: 'Acme Talent B.V.',
    country: 'NL',
    config: { talentConsent: true, assessmentsEnabled: true, multipleApplicationsAllowed: true },
  },
  {
    key: 'globexServices',
    client: 'globex',
    name: 'Globex Services Ltd',
    country: 'GB',
    config: {
      vmsType: 'none',
      jobFieldSettings: { assignmentPeriodStart: 'required', workModelType: 'optional' },
    },
  },
]

/** Recruiters without a sign-in: pipeline work, no deletes, no team or tag management. */
export const RECRUITER_PERMISSIONS: PermissionName[] = ALL_PERMISSION_NAMES.filter(
  (n) => n !== 'JOB_MANAGE_DELETE' && n !== 'TEAM_MANAGEMENT' && n !== 'TAGS_MANAGE',
)

export const CATEGORIES: {
  en: string
  de: string
  fr: string
  nl: string
  es: string
  families: string[]
}[] = [
  {
    en: 'Technology',
    de: 'Technologie',
    fr: 'Technologie',
    nl: 'Technologie',
    es: 'Tecnología',
    families: ['backend', 'frontend', 'data', 'cloud', 'sap'],
  },
  {
    en: 'Engineering',
    de: 'Ingenieurwesen',
    fr: 'Ingénierie',
    nl: 'Techniek',
    es: 'Ingeniería',
    families: ['mechanical', 'embedded'],
  },
  { en: 'Finance', de: 'Finanzen', fr: 'Finance', nl: 'Financiën', es: 'Finanzas', families: ['finance'] },
  {
    en: 'Healthcare',
    de: 'Gesundheitswesen',
    fr: 'Santé',
    nl: 'Zorg',
    es: 'Sanidad',
    families: ['healthcare'],
  },
  {
    en: 'Marketing & Design',
    de: 'Marketing & Design',
    fr: 'Marketing et design',
    nl: 'Marketing & design',
    es: 'Marketing y diseño',
    families: ['marketing', 'design'],
  },
  {
    en: 'Operations',
    de: 'Betrieb',
    fr: 'Opérations',
    nl: 'Operations',
    es: 'Operaciones',
    families: ['pm', 'logistics'],
  },
]

export const POOL_REGIONS: Record<DemoClientCode, string[]> = {
  acme: ['DACH', 'Benelux', 'Europe (remote)'],
  globex: ['UK & Ireland', 'India delivery centre'],
}

/** Clients, legal entities, languages, countries, recruiters, tags, pools and default questions. */
