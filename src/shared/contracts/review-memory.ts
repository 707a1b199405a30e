import { z } from 'zod'
import { MAX_SEEN_IDS } from '../domain/review-memory'
import { dbId, dbIdList } from './ids'
import { text } from './text'

/**
 * Review memory (issue 25 §1): which applications a recruiter has opened, and where they left
 * each list. A list key names a list with its filter (e.g. "queue:active?olderThan=14",
 * "project:12:active"); the client makes them up, the server only stores them per user.
 */

// The limit lives with the pure rules, so the client's one constant does not load zod (initial route JS).
export { MAX_SEEN_IDS }

/** POST reviewMemory/seen: the recruiter opened these applications. */
export const markSeenRequestSchema = z.object({
  ids: dbIdList(MAX_SEEN_IDS, 'msp.v2.validation.required'),
})
export type MarkSeenRequest = z.infer<typeof markSeenRequestSchema>

export const listKeySchema = text().min(1).max(200)

/** GET reviewMemory/position?list=...: the row the recruiter left the list on. */
export const listPositionQuerySchema = z.object({ list: listKeySchema })

/** PUT reviewMemory/position. */
export const listPositionSchema = z.object({ list: listKeySchema, applicationId: dbId })
export type ListPosition = z.infer<typeof listPositionSchema>

export const listPositionResponseSchema = z.object({ applicationId: dbId.nullable() })
export type ListPositionResponse = z.infer<typeof listPositionResponseSchema>
