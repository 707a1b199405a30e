import type {
  ExistingTalent,
  ExternalProvider,
  ExternalSearchInput,
  ExternalSearchPage,
} from '../../../shared/contracts/external-search'
import type { AppDeps, AuthUser } from '../../deps'
import {
  type ExternalProfile,
  TALENT_PROVIDERS,
  type TalentProviderDriver,
  TalentProviderError,
} from '../../integrations/talent-providers/port'
import { ApiError, notFound } from '../../kernel/api-error'
import { clientSettings } from '../client'
import { loadProject } from '../projects'
import { clientDrivers } from './credentials'
import { findExisting } from './dedupe'
import { externalSearchErrors } from './errors'

/**
 * The providers this client sees: switched on for it (external search sets, §3) and reachable,
 * by its own account (set in the settings) or the deployment's.
 */
export async function providersOf(deps: AppDeps, user: AuthUser): Promise<ExternalProvider[]> {
  const sets = (await clientSettings(deps.db, user)).client.externalSearchSets
  const drivers = await clientDrivers(deps, user.clientId)
  return TALENT_PROVIDERS.filter((p) => sets.includes(p) && drivers[p])
}

export async function driverFor(
  deps: AppDeps,
  user: AuthUser,
  provider: ExternalProvider,
): Promise<TalentProviderDriver> {
  const sets = (await clientSettings(deps.db, user)).client.externalSearchSets
  const driver = (await clientDrivers(deps, user.clientId))[provider]
  if (!driver || !sets.includes(provider)) throw notFound(externalSearchErrors.providerNotEnabled)
  return driver
}

/** A provider's failure as the API's one error shape: the provider's own words in `messages`. */
export function providerFailure(e: unknown): never {
  if (!(e instanceof TalentProviderError)) throw e
  const status = {
    timeout: 504,
    rateLimited: 429,
    unavailable: 502,
    unauthorized: 502,
    malformed: 502,
    rejected: 400,
    unsupported: 400,
    notFound: 404,
  } as const
  const headers = e.retryAfterSeconds ? { 'retry-after': String(e.retryAfterSeconds) } : undefined
  const messages = [e.detail, e.retryAfterSeconds ? String(e.retryAfterSeconds) : undefined].filter(
    (m): m is string => !!m,
  )
  throw new ApiError(status[e.kind], e.key, messages, undefined, headers)
}

/**
 * POST search/freelancer/external/resume: one page of a provider, each profile checked against
 * the client's talents (and the project's pipeline when the search is for a project).
 */
export async function searchExternal(
  deps: AppDeps,
  user: AuthUser,
  input: ExternalSearchInput,
  signal?: AbortSignal,
): Promise<ExternalSearchPage> {
  const driver = await driverFor(deps, user, input.provider)
  if (input.projectId) await loadProject(deps.db, user, input.projectId)
  const page = await driver
    .search(
      {
        text: input.query,
        location: input.location,
        facets: input.facets,
        offset: input.offset,
        size: input.size,
      },
      signal,
    )
    .catch(providerFailure)
  const existing = await findExisting(deps.db, user.clientId, page.results, input.projectId)
  return {
    provider: input.provider,
    results: page.results.map((r, i) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      title: r.title,
      city: r.city,
      countryCode: r.countryCode,
      skills: r.skills,
      updatedAt: r.updatedAt,
      hasEmail: !!r.email,
      existing: existing[i],
    })),
    totalResults: page.totalResults,
    facets: page.facets,
    translatedQuery: page.translatedQuery,
    limits: page.limits,
    skipped: page.skipped,
  }
}

/** GET search/freelancer/external/{provider}/{id}/profileFetch: the full profile and whom it already is. */
export async function fetchExternalProfile(
  deps: AppDeps,
  user: AuthUser,
  provider: ExternalProvider,
  id: string,
  projectId?: number,
): Promise<{ profile: ExternalProfile; existing: ExistingTalent | null }> {
  const driver = await driverFor(deps, user, provider)
  const profile = await driver.fetchProfile(id).catch(providerFailure)
  const [existing] = await findExisting(deps.db, user.clientId, [profile], projectId)
  return { profile, existing }
}
