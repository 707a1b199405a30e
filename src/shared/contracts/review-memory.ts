import { z } from 'zod'
import { MAX_SEEN_IDS } from '../domain/review-memory'
import { queueRequestSchema } from './analytics'
import { dbId, dbIdList, MAX_DB_INT } from './ids'
import { applicationSearchRequestSchema } from './pipeline'

/**
 * Review memory (issue 25 §1): which applications a recruiter has opened. (Where they left each
 * list is kept by the browser for the session: features/pipeline/review-memory/api.ts.)
 */

// The limit lives with the pure rules, so the client's one constant does not load zod (initial route JS).
export { MAX_SEEN_IDS }

/** POST reviewMemory/seen: the recruiter opened these applications. */
export const markSeenRequestSchema = z.object({
  ids: dbIdList(MAX_SEEN_IDS, 'msp.v2.validation.required'),
})
export type MarkSeenRequest = z.infer<typeof markSeenRequestSchema>

/**
 * POST reviewMemory/nextUnseen: the list as its page request names it (a project's stage with
 * its filters and sort, or one stage of the work queue), without offset and size, and the
 * offset of the row the recruiter is on (-1: none). Answers the first application after it the
 * recruiter has not seen since it last moved, from the top again after the last row.
 */
export const nextUnseenRequestSchema = z.object({
  after: z.number().int().min(-1).max(MAX_DB_INT),
  list: z.discriminatedUnion('kind', [
    applicationSearchRequestSchema.omit({ offset: true, size: true }).extend({ kind: z.literal('stage') }),
    queueRequestSchema.omit({ offset: true, size: true }).extend({ kind: z.literal('queue') }),
  ]),
})
export type NextUnseenRequest = z.input<typeof nextUnseenRequestSchema>
export type NextUnseenQuery = z.infer<typeof nextUnseenRequestSchema>

export const nextUnseenResponseSchema = z.object({
  /** null: no unseen row left in the list (but the one the recruiter is on). */
  next: z.object({ id: dbId, offset: z.number().int().min(0) }).nullable(),
})
export type NextUnseenResponse = z.infer<typeof nextUnseenResponseSchema>
