import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { matchedRoutes } from 'hono/route'
import { MAX_ATTACHMENT_BYTES } from '../../shared/domain/file-types'
import { ApiError } from './api-error'
import { kernelErrors } from './errors'

/**
 * Request bodies are limited while they stream in (Hono's bodyLimit counts the bytes of a
 * chunked body as they arrive and stops reading past the limit; a declared Content-Length
 * over it is refused before any byte is read). Two kinds of route:
 * - JSON calls: 4 MiB, room for the largest contract (100,000 ids of a bulk action, ~1.2 MB);
 * - uploads (routes carrying `acceptsUpload`): the 10 MB file plus multipart framing.
 */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024
export const MAX_UPLOAD_BODY_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024

/** Marks a route as an upload: its body may be as large as MAX_UPLOAD_BODY_BYTES. */
export const acceptsUpload: MiddlewareHandler = async (_c, next) => {
  await next()
}

const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, kernelErrors.requestTooLarge)
  },
})
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, kernelErrors.uploadTooLarge)
  },
})

/** The body limit of the route a request reaches, applied before any handler reads it. */
export function limitRequestBodies(): MiddlewareHandler {
  return (c, next) => {
    if (!c.req.raw.body) return next()
    const upload = matchedRoutes(c).some((route) => route.handler === acceptsUpload)
    return (upload ? uploadLimit : jsonLimit)(c, next)
  }
}
