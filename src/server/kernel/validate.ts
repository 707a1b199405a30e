import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError, validationError } from './api-error'
import { kernelErrors } from './errors'

/** What a route reads: its JSON body, its path or query parameters, an uploaded file. */
export type ContractKind = 'body' | 'params' | 'upload'
type ContractObserver = (kind: ContractKind, schema: z.ZodType | undefined, value: unknown) => void
let observer: ContractObserver | undefined

/**
 * Lets a test learn which contract each route reads, from the route's own calls (the
 * route fuzzer drives every route from its contract this way, so a new route is covered
 * without a list to keep). Undefined, as in production, it costs one comparison per call.
 */
export function observeContracts(fn: ContractObserver | undefined): void {
  observer = fn
}

export const noteContract = (kind: ContractKind, schema: z.ZodType | undefined, value: unknown) =>
  observer?.(kind, schema, value)

/** Parses the JSON body with a shared contract; a bad body is a 400 naming the offending fields. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  noteContract('body', schema, undefined)
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new ApiError(400, kernelErrors.validationInvalidJson)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

export function parseParams<S extends z.ZodType>(value: unknown, schema: S): z.infer<S> {
  noteContract('params', schema, value)
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
