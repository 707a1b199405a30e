import { z } from 'zod'
import { text } from './text'

/** The one error shape of §8: a translatable `error` key and/or a list of `messages`. */
export const apiErrorSchema = z.object({
  error: text(),
  messages: z.array(text()),
  /** Field-level problems of a failed validation: path -> message keys. */
  fields: z.record(text(), z.array(text())).optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
