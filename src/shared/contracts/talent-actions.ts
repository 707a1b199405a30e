import { z } from 'zod'
import { NOTE_ERROR_KEYS } from '../domain/notes'
import { ACTION_LOG_TYPES } from '../domain/statuses'
import { manualLogPayloadSchema } from './application'
import { text } from './text'

export type ActionLogType = (typeof ACTION_LOG_TYPES)[number]

/**
 * POST/PUT freelancer/{id}/actionLog[/{logId}]: the §5 note rules of the application
 * notes (text min 3, type and date required), with the talent action log types of §3.
 */
export const actionLogPayloadSchema = manualLogPayloadSchema.extend({
  actionType: z.enum(ACTION_LOG_TYPES, { error: NOTE_ERROR_KEYS.typeInvalid }),
})
export type ActionLogPayload = z.infer<typeof actionLogPayloadSchema>

/** §3 Action log (talent). */
export const actionLogSchema = z.object({
  id: z.number(),
  note: text(),
  actionType: z.enum(ACTION_LOG_TYPES),
  executionDate: text(),
  createdAt: text(),
  createdBy: text().nullable(),
  /** The author's id: another recruiter's log is edited only with team management (domain/notes.ts). */
  createdById: z.number().nullable(),
})
export type ActionLog = z.infer<typeof actionLogSchema>
export const actionLogListSchema = z.object({
  results: z.array(actionLogSchema),
  totalResults: z.number().int(),
})
