import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import type { ApiErrorBody } from '../../shared/contracts/errors'
import { issueKey } from '../../shared/contracts/validation-keys'
import { kernelErrors } from './errors'

/** Every failure the API reports: an HTTP status plus the one body shape of §8. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    readonly messages: string[] = [],
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(key)
  }

  body(): ApiErrorBody {
    return { error: this.key, messages: this.messages, ...(this.fields ? { fields: this.fields } : {}) }
  }
}

export const badRequest = (key: string, messages: string[] = []) => new ApiError(400, key, messages)
export const unauthorized = (key: string = kernelErrors.authUnauthorized) => new ApiError(401, key)
export const forbidden = (key: string = kernelErrors.authForbidden) => new ApiError(403, key)
export const notFound = (key: string = kernelErrors.notFound) => new ApiError(404, key)
export const conflict = (key: string) => new ApiError(409, key)

/** A 400 naming the fields (rules only the server can check), in the shape zod failures get. */
export function fieldError(fields: Record<string, string>): ApiError {
  const perField = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [key]]))
  return new ApiError(400, kernelErrors.validationFailed, [...new Set(Object.values(fields))], perField)
}

/** A failed contract as a 400: every message a translation key (zod's English never leaks). */
export function validationError(error: ZodError): ApiError {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_'
    fields[path] ??= []
    const key = issueKey(issue)
    if (!fields[path].includes(key)) fields[path].push(key)
  }
  const messages = [...new Set(error.issues.map(issueKey))]
  return new ApiError(400, kernelErrors.validationFailed, messages, fields)
}
