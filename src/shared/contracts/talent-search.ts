import { z } from 'zod'
import { FILTER_OPERATORS } from '../domain/search-filters'
import { TALENT_STATES, TALENT_TIERS } from '../domain/statuses'
import { TALENT_FILTER_KEYS, TALENT_SORTS } from '../domain/talent-search'
import { dbId } from './ids'
import { trackingSourceField } from './pipeline'
import { text } from './text'

/**
 * POST search/freelancer/query (spec §2 "Searches", §7 Search): the talent search's filters,
 * operators and sorts, and the rows it shows.
 */

export const talentFilterSchema = z.object({
  field: z.enum(TALENT_FILTER_KEYS),
  operator: z.enum(FILTER_OPERATORS),
  value: text().trim().min(1).max(200),
})
export type TalentFilter = z.infer<typeof talentFilterSchema>

export const talentSearchRequestSchema = z.object({
  /** Accepted for compatibility with §7; the caller's own client is always the one searched. */
  clientIds: z.array(z.number().int()).max(10).optional(),
  filters: z.array(talentFilterSchema).max(30).default([]),
  /** Ranked full text over name, title, skills and CV (every word, prefixes match). */
  query: text().trim().max(200).default(''),
  sort: z.enum(TALENT_SORTS).default('last_updated'),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  size: z.number().int().min(1).max(200).default(10),
  /** Limits the results to a saved selection of the caller (search bucket of mode "selection"). */
  bucketId: dbId.optional(),
  /** Limits the results to these talents (id lookups, §7: "size 100 for id lookups"). */
  ids: z.array(dbId).max(1000).optional(),
})
export type TalentSearchRequest = z.input<typeof talentSearchRequestSchema>

const nullableString = text().nullable()

export const talentRowSchema = z.object({
  id: z.number().int(),
  firstName: text(),
  lastName: text(),
  title: nullableString,
  email: nullableString,
  phone: nullableString,
  state: z.enum(TALENT_STATES),
  tier: z.enum(TALENT_TIERS).nullable(),
  city: nullableString,
  country: nullableString,
  postalCode: nullableString,
  rateMin: nullableString,
  rateMax: nullableString,
  rateCurrency: nullableString,
  rateUnit: nullableString,
  /** Not inside a not-available period today. */
  available: z.boolean(),
  notAvailableUntil: nullableString,
  consent: z.boolean(),
  skills: z.array(text()),
  vmsId: nullableString,
  owner: z.object({ id: z.number().int(), firstName: text(), lastName: text() }).nullable(),
  /** Kilometres from the postal code of a postal-radius filter. */
  distanceKm: z.number().nullable(),
  updatedAt: text(),
  /** §4: false when the personal data (email, phone, home postal code) is hidden: those are null. */
  canSeeDataProtection: z.boolean(),
})
export type TalentRow = z.infer<typeof talentRowSchema>

export const talentSearchResponseSchema = z.object({
  results: z.array(talentRowSchema),
  totalResults: z.number().int(),
  /** True when there are more matches than counted: totalResults is then a lower bound. */
  totalCapped: z.boolean().optional(),
})
export type TalentSearchResponse = z.infer<typeof talentSearchResponseSchema>

/** Across panes (issue 6 §4): one action on selected talents for the project (or pool) beside them. */
export const TALENT_BULK_ACTIONS = ['invite', 'apply', 'pool'] as const
export type TalentBulkAction = (typeof TALENT_BULK_ACTIONS)[number]

export const talentBulkRequestSchema = z
  .object({
    action: z.enum(TALENT_BULK_ACTIONS),
    projectId: dbId.optional(),
    poolId: dbId.optional(),
    talentIds: z.array(dbId).min(1).max(1000),
    /** Apply only: the channel the talents came through (one of the client's tracking sources). */
    trackingSource: trackingSourceField,
  })
  .refine((b) => (b.action === 'pool' ? b.poolId !== undefined : b.projectId !== undefined), {
    message: 'msp.v2.talent.search.bulk.error.target',
    path: ['projectId'],
  })
export type TalentBulkRequest = z.input<typeof talentBulkRequestSchema>

export const TALENT_BULK_OUTCOMES = [
  'invited',
  'applied',
  'added',
  'alreadyInPipeline',
  'alreadyInPool',
  'noConsent',
  'deactivated',
  'notFound',
] as const
export type TalentBulkOutcome = (typeof TALENT_BULK_OUTCOMES)[number]

export const talentBulkResponseSchema = z.object({
  results: z.array(z.object({ talentId: z.number().int(), outcome: z.enum(TALENT_BULK_OUTCOMES) })),
})
export type TalentBulkResponse = z.infer<typeof talentBulkResponseSchema>
