import { z } from 'zod'
import { MAX_SEEN_IDS } from '../domain/review-memory'
import { dbIdList } from './ids'

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
