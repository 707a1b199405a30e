import { z } from 'zod'

/** The one error shape of §8: a translatable `error` key and/or a list of `messages`. */
export const apiErrorSchema = z.object({
  error: z.string(),
  messages: z.array(z.string()),
  /** Field-level problems of a failed validation: path -> message keys. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
