import { z } from 'zod'
import { MAX_EXTERNAL_QUERY } from '../domain/external-query'
import { dbId } from './ids'
import { text } from './text'

export const externalProviderSchema = z.enum(['monster', 'textkernel'])
export type ExternalProvider = z.infer<typeof externalProviderSchema>

/** POST search/freelancer/external/resume: one provider's page of profiles, checked against the client's talents. */
export const externalSearchSchema = z.object({
  provider: externalProviderSchema,
  query: text()
    .trim()
    .min(1, 'msp.v2.external.query.empty')
    .max(MAX_EXTERNAL_QUERY, 'msp.v2.external.query.tooLong'),
  location: z
    .object({
      city: text().trim().min(1).max(100),
      countryCode: text().length(2),
      radiusKm: z.number().int().min(1).max(500).default(25),
    })
    .optional(),
  facets: z.partialRecord(z.enum(['country', 'skills']), z.array(text().max(100)).max(20)).optional(),
  offset: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(50),
  /** The project the search is for: the badge then also says "in this project's pipeline". */
  projectId: dbId.optional(),
})
export type ExternalSearchInput = z.infer<typeof externalSearchSchema>

export const externalProfileParams = z.object({
  provider: externalProviderSchema,
  id: text().trim().min(1).max(100),
})

/** POST freelancer/projectApplication (invite external): import a profile, then invite or apply it. */
export const externalImportSchema = z.object({
  provider: externalProviderSchema,
  externalId: text().trim().min(1).max(100),
  /** The talent the badge named: merge into it instead of creating one. */
  mergeInto: dbId.optional(),
  projectId: dbId.optional(),
  action: z.enum(['invite', 'apply']).default('invite'),
})

/** The client's talent a profile is the same person as, and how the match was made. */
export interface ExistingTalent {
  talentId: number
  firstName: string
  lastName: string
  by: 'email' | 'phone' | 'nameAndCity'
  pools: string[]
  /** The talent's place in the given project's pipeline (application status code or "invited"), if any. */
  inProject: string | null
}

export interface ExternalResultRow {
  id: string
  firstName: string
  lastName: string
  title: string | null
  city: string | null
  countryCode: string | null
  skills: string[]
  updatedAt: string | null
  hasEmail: boolean
  existing: ExistingTalent | null
}

export interface ExternalSearchPage {
  provider: ExternalProvider
  results: ExternalResultRow[]
  totalResults: number
  facets: Record<string, Array<{ value: string; count: number }>>
  translatedQuery: string
  limits: { maxPageSize: number; maxResults: number }
  skipped: number
}

/** A field of the existing talent an import would fill in (never overwritten: only empty ones). */
export interface MergeChange {
  field: 'title' | 'email' | 'phone' | 'city' | 'countryCode' | 'summary' | 'skills' | 'cv'
  from: string | null
  to: string
}

export interface ExternalImportResult {
  talentId: number
  created: boolean
  changes: MergeChange[]
  projectAction: { projectId: number; action: 'invite' | 'apply'; ok: boolean } | null
}

/** PUT search/freelancer/external/credentials/{provider}: the client's own account at a provider. */
export const providerCredentialsSchema = z.object({
  url: text()
    .trim()
    .max(500)
    .url('msp.v2.external.credentials.url')
    .refine((u) => /^https?:\/\//i.test(u), 'msp.v2.external.credentials.url'),
  key: text().trim().min(1, 'msp.v2.external.credentials.key').max(500),
})
export type ProviderCredentialsInput = z.infer<typeof providerCredentialsSchema>

/** How a provider is reached for this client; the key itself never leaves the server. */
export interface ProviderCredentialsView {
  provider: ExternalProvider
  /** 'client': its own account; 'deployment': the server's (env); 'none': not reachable. */
  source: 'client' | 'deployment' | 'none'
  url: string | null
  /** The key's last four characters, so an admin can tell which one is set. */
  keyEnding: string | null
  updatedAt: string | null
}
