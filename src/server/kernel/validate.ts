import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError, validationError } from './api-error'

/** Parses the JSON body with a shared contract; a bad body is a 400 naming the offending fields. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new ApiError(400, 'msp.v2.validation.invalid.json')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

export function parseParams<S extends z.ZodType>(value: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
