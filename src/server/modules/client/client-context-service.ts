import { asc, eq, isNotNull } from 'drizzle-orm'
import type { ClientContext } from '../../../shared/contracts/client-context'
import type { Db } from '../../db/client'
import { clientLanguages, clients, countries, hiringManagers, languages } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { clientSettings } from './settings'

/** What the frontend needs at start (§3 Client context), for the caller's client only. */
export async function getClientContext(db: Db, user: AuthUser): Promise<ClientContext> {
  const [client] = await db.select().from(clients).where(eq(clients.id, user.clientId))
  if (!client) throw notFound()
  const [langs, settings, countryRows] = await Promise.all([
    db
      .select({ iso: languages.iso, name: languages.name })
      .from(clientLanguages)
      .innerJoin(languages, eq(languages.iso, clientLanguages.iso))
      .where(eq(clientLanguages.clientId, client.id))
      .orderBy(asc(clientLanguages.position)),
    clientSettings(db, user),
    // §9: countries without a phone code are skipped.
    db.select().from(countries).where(isNotNull(countries.phoneCode)).orderBy(asc(countries.name)),
  ])
  const config = settings.client
  const les = [...settings.legalEntities].map(([id, le]) => ({ id, ...le }))
  // §9 and §3: the preferred order, then the countries of interest, then alphabetically (as GET country).
  const preferred = config.preferredSortedCountries
  const interest = new Set(config.countriesOfInterest)
  const rank = (iso: string) => {
    const i = preferred.indexOf(iso)
    if (i !== -1) return i
    return interest.has(iso) ? preferred.length : preferred.length + 1
  }
  const sortedCountries = [...countryRows].sort(
    (a, b) => rank(a.iso2) - rank(b.iso2) || a.name.localeCompare(b.name),
  )
  const mine = new Set(user.legalEntityIds)
  return {
    id: client.id,
    clientId: client.code,
    name: client.name,
    talentDomainName: client.talentDomainName,
    projectLogo: client.projectLogo,
    mspLogo: client.mspLogo,
    hasConsentEnabled: client.hasConsentEnabled,
    googleCalendarAppClientId: client.googleCalendarAppClientId,
    languages: langs,
    legalEntity: les,
    localLegalEntities: les.filter((le) => mine.has(le.id)).map((le) => ({ id: le.id, name: le.name })),
    config,
    currencies: config.currencies,
    countries: sortedCountries.map((c) => ({
      iso2: c.iso2,
      name: c.name,
      translations: c.translations,
      phoneCode: c.phoneCode ?? '',
    })),
  }
}

/** GET client/hiringManagers */
export async function listHiringManagers(db: Db, user: AuthUser) {
  return db
    .select({ id: hiringManagers.id, name: hiringManagers.name })
    .from(hiringManagers)
    .where(eq(hiringManagers.clientId, user.clientId))
    .orderBy(asc(hiringManagers.name))
}
