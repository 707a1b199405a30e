import { z } from 'zod'
import { dbId } from './ids'
import { text } from './text'

export const VIEW_ENTITY_TYPES = ['talent', 'project', 'pool', 'application'] as const

/** POST views: a view recorded when the user leaves a talent, project, pool or application (§2). */
export const recordViewSchema = z.object({
  entityType: z.enum(VIEW_ENTITY_TYPES),
  entityId: dbId,
})
export type RecordView = z.infer<typeof recordViewSchema>

export const recentViewsQuerySchema = z.object({
  entityType: z.enum(VIEW_ENTITY_TYPES),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})

export const recentViewSchema = z.object({ entityId: z.number(), viewedAt: text() })
export type RecentView = z.infer<typeof recentViewSchema>
