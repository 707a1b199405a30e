import { z } from 'zod'
import { PROJECT_CHIPS } from '../domain/statuses'
import { dbId } from './ids'
import { text } from './text'

/**
 * POST search/objects/query: talents, projects and pools whose name is like the typed text,
 * typo-tolerant (trigram word similarity), for the command palette (issue 21 §3). Each kind
 * only when the caller may read it.
 */
export const objectSearchRequestSchema = z.object({
  query: text().trim().min(1).max(200),
  size: z.number().int().min(1).max(20).default(5),
})
export type ObjectSearchRequest = z.input<typeof objectSearchRequestSchema>

export const objectSearchResponseSchema = z.object({
  talents: z.array(z.object({ id: dbId, firstName: text(), lastName: text(), title: text().nullable() })),
  projects: z.array(z.object({ id: dbId, title: text(), chip: z.enum(PROJECT_CHIPS) })),
  pools: z.array(z.object({ id: dbId, name: text() })),
})
export type ObjectSearchResponse = z.infer<typeof objectSearchResponseSchema>
