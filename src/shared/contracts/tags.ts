import { z } from 'zod'
import { dbId } from './ids'
import { text } from './text'

/** §3 Tag. */
export const tagSchema = z.object({ id: z.number().int(), value: text() })
export type Tag = z.infer<typeof tagSchema>

export const tagValueSchema = text()
  .trim()
  .min(1, 'msp.v2.tags.error.required')
  .max(100, 'msp.v2.tags.error.long')

/** GET tag/listAll?from=0&size=999 (§9 tag list size). */
export const tagListQuerySchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(999).default(999),
})
export const tagListSchema = z.object({ results: z.array(tagSchema), totalResults: z.number().int() })
export type TagList = z.infer<typeof tagListSchema>

/** POST tags. */
export const createTagSchema = z.object({ value: tagValueSchema })
/** POST tag/{id}/rename?tagName= */
export const renameTagQuerySchema = z.object({ tagName: tagValueSchema })
/** POST tag/merge: every source tag's talents move to the target, the sources are deleted. */
export const mergeTagsSchema = z
  .object({
    sourceIds: z.array(dbId).min(1).max(999),
    targetId: dbId,
  })
  .refine((b) => !b.sourceIds.includes(b.targetId), {
    message: 'msp.v2.tags.error.merge.self',
    path: ['sourceIds'],
  })
/** DELETE tag/delete (body). */
export const deleteTagsSchema = z.object({ ids: z.array(dbId).min(1).max(999) })

/** POST freelancer/{id}/assignTag and /unAssignTag. */
export const assignTagSchema = z.object({ tagId: dbId })
/** POST freelancer/{id}/createAndAssignTag. */
export const createAndAssignTagSchema = z.object({ value: tagValueSchema })

/** POST freelancer/tags/bulkAssign: exactly one of tagId / tagName (tagName creates the tag if missing). */
export const bulkAssignTagSchema = z
  .object({
    talentIds: z.array(dbId).min(1).max(1000),
    tagId: dbId.optional(),
    tagName: tagValueSchema.optional(),
  })
  .refine((b) => (b.tagId === undefined) !== (b.tagName === undefined), {
    message: 'msp.v2.tags.error.one.of',
    path: ['tagId'],
  })
export type BulkAssignTagRequest = z.infer<typeof bulkAssignTagSchema>

export const BULK_TAG_OUTCOMES = ['assigned', 'alreadyTagged', 'deactivated', 'notFound'] as const
export type BulkTagOutcome = (typeof BULK_TAG_OUTCOMES)[number]

export const bulkAssignTagResultSchema = z.object({
  tag: tagSchema,
  results: z.array(z.object({ talentId: z.number().int(), outcome: z.enum(BULK_TAG_OUTCOMES) })),
})
export type BulkAssignTagResult = z.infer<typeof bulkAssignTagResultSchema>
