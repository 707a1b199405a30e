/**
 * The port to an external talent provider (spec §1 "external talent search providers monster
 * and textkernel", §2 /search/external/talents/:provider, §7 search freelancer/external/resume
 * and external/{id}/profileFetch). A driver maps our query to the provider's syntax and its
 * profiles to ours; the external-search module owns deduplication against the client's
 * talents, import and invitation.
 */

export interface ExternalQuery {
  /** Free text; drivers translate what they support (boolean, phrase, required / nice-to-have). */
  text: string
  location?: { city: string; countryCode: string; radiusKm: number }
  /** Facet name -> chosen values, as the provider's facets name them. */
  facets?: Record<string, string[]>
  offset: number
  size: number
}

export interface ExternalProfileSummary {
  /** The provider's id of the profile. */
  id: string
  firstName: string
  lastName: string
  title: string | null
  city: string | null
  countryCode: string | null
  email: string | null
  phone: string | null
  skills: string[]
  updatedAt: string | null
}

export interface ExternalProfile extends ExternalProfileSummary {
  summary: string | null
  experience: ReadonlyArray<{
    title: string
    organization: string | null
    startDate: string | null
    endDate: string | null
    description: string | null
  }>
  education: ReadonlyArray<{
    title: string
    organization: string | null
    startDate: string | null
    endDate: string | null
  }>
  languages: ReadonlyArray<{ iso: string; level: number }>
}

export interface ExternalSearchResult {
  results: ExternalProfileSummary[]
  totalResults: number
  facets: Record<string, Array<{ value: string; count: number }>>
  /** The query as the provider received it, shown to the user. */
  translatedQuery: string
  /** The provider's own limits (page size, result cap), shown to the user. */
  limits: { maxPageSize: number; maxResults: number }
  /** Profiles of the page the provider sent broken (missing a name, wrong types): left out. */
  skipped: number
}

/**
 * Why a provider call failed, as the user is told: `key` is an i18n key; `retryAfterSeconds`
 * comes from a 429's Retry-After; `detail` is the provider's own message, shown verbatim.
 */
export class TalentProviderError extends Error {
  constructor(
    readonly kind:
      | 'timeout'
      | 'rateLimited'
      | 'unavailable'
      | 'rejected'
      | 'unauthorized'
      | 'notFound'
      | 'malformed'
      | 'unsupported',
    readonly key: string,
    readonly detail?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${kind}: ${detail ?? key}`)
  }
}

/** Where a driver reaches its provider: the base URL and the credential it sends. */
export interface ProviderConnection {
  url: string
  key: string
  /** Per call; a slower answer is a timeout (the user sees "provider slow"). */
  timeoutMs: number
}

export interface TalentProviderDriver {
  readonly provider: 'monster' | 'textkernel'
  search(query: ExternalQuery, signal?: AbortSignal): Promise<ExternalSearchResult>
  fetchProfile(id: string, signal?: AbortSignal): Promise<ExternalProfile>
  fetchCv(
    id: string,
    signal?: AbortSignal,
  ): Promise<{ fileName: string; contentType: string; bytes: Uint8Array } | null>
}

export type TalentProviderName = TalentProviderDriver['provider']
export const TALENT_PROVIDERS: readonly TalentProviderName[] = ['monster', 'textkernel']
export type TalentProviders = Partial<Record<TalentProviderName, TalentProviderDriver>>
