import { z } from 'zod'
import { PROJECT_FILTER_KEYS, PROJECT_SORTS } from '../domain/project-search'
import { FILTER_OPERATORS } from '../domain/search-filters'
import { PROJECT_CHIPS, PROJECT_STATUSES } from '../domain/statuses'
import { text } from './text'

/**
 * POST search/project/query (spec §2 "Searches", §7 Search): the project list's filters,
 * operators and sorts, and the rows it shows.
 */

export const projectFilterSchema = z.object({
  field: z.enum(PROJECT_FILTER_KEYS),
  operator: z.enum(FILTER_OPERATORS),
  value: text().trim().min(1).max(200),
})
export type ProjectFilter = z.infer<typeof projectFilterSchema>

export const projectSearchRequestSchema = z.object({
  filters: z.array(projectFilterSchema).max(20).default([]),
  /** Free text over title and VMS job id (contains). */
  query: text().trim().max(200).default(''),
  sort: z.enum(PROJECT_SORTS).default('last_updated'),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  size: z.number().int().min(1).max(200).default(10),
  /** A saved selection (search bucket of mode "selection") the results are limited to. */
  bucketId: z.number().int().positive().optional(),
})
export type ProjectSearchRequest = z.input<typeof projectSearchRequestSchema>

const nullableString = text().nullable()

export const projectRowSchema = z.object({
  id: z.number().int(),
  title: text(),
  status: z.enum(PROJECT_STATUSES),
  chip: z.enum(PROJECT_CHIPS),
  freelancerVisible: z.boolean(),
  filled: z.boolean(),
  legalEntityId: z.number().int(),
  legalEntityName: text(),
  /** The legal entity's VMS type ('none' without): it limits the status changes (§4). */
  vmsType: text(),
  vmsJobId: nullableString,
  city: nullableString,
  countryCode: nullableString,
  workMode: nullableString,
  rateMin: nullableString,
  rateMax: nullableString,
  rateUnit: nullableString,
  currency: nullableString,
  positions: z.number().int(),
  maxSubmissions: z.number().int(),
  hiringDeadline: nullableString,
  assignmentStart: nullableString,
  assignmentEnd: nullableString,
  lastApplicationAt: nullableString,
  updatedAt: text(),
  owner: z.object({ id: z.number().int(), firstName: text(), lastName: text() }).nullable(),
  counts: z.object({
    active: z.number().int(),
    sentToClient: z.number().int(),
    hired: z.number().int(),
  }),
})
export type ProjectRow = z.infer<typeof projectRowSchema>

export const projectSearchResponseSchema = z.object({
  results: z.array(projectRowSchema),
  totalResults: z.number().int(),
})
export type ProjectSearchResponse = z.infer<typeof projectSearchResponseSchema>
