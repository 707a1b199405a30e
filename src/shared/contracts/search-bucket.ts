import { z } from 'zod'
import { dbId } from './ids'
import { text } from './text'

/**
 * Search buckets (§2 "Searches"): a named selection of ids or a named query, per recruiter,
 * for talent or project searches.
 */

export const SEARCH_BUCKET_TARGETS = ['talents', 'projects'] as const
export const SEARCH_BUCKET_MODES = ['selection', 'bucket'] as const

export const createSearchBucketSchema = z
  .object({
    name: text().trim().min(1).max(120),
    target: z.enum(SEARCH_BUCKET_TARGETS),
    mode: z.enum(SEARCH_BUCKET_MODES),
    /** mode "selection": the selected ids. */
    ids: z.array(dbId).min(1).max(1000).optional(),
    /** mode "bucket": the search's query string (filters, simpleQuery, sortBy). */
    query: text().max(4000).optional(),
  })
  .refine((b) => (b.mode === 'selection' ? b.ids !== undefined : b.query !== undefined), {
    message: 'msp.v2.search.bucket.error.content',
    path: ['mode'],
  })
export type CreateSearchBucket = z.input<typeof createSearchBucketSchema>

export const searchBucketSchema = z.object({
  id: z.number().int(),
  name: text(),
  target: z.enum(SEARCH_BUCKET_TARGETS),
  mode: z.enum(SEARCH_BUCKET_MODES),
  ids: z.array(z.number().int()),
  query: text(),
  createdAt: text(),
})
export type SearchBucket = z.infer<typeof searchBucketSchema>

export const searchBucketListSchema = z.object({
  results: z.array(searchBucketSchema),
  totalResults: z.number().int(),
})
export type SearchBucketList = z.infer<typeof searchBucketListSchema>

export const searchBucketListQuerySchema = z.object({
  target: z.enum(SEARCH_BUCKET_TARGETS).optional(),
})
