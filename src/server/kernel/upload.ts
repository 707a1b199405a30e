import type { Context } from 'hono'
import { storableText } from '../../shared/contracts/text'
import {
  ATTACHMENT_TYPES,
  CONTENT_TYPES,
  detectFileType,
  MAX_ATTACHMENT_BYTES,
} from '../../shared/domain/file-types'
import { ApiError, badRequest } from './api-error'
import { MAX_UPLOAD_BODY_BYTES } from './body-limit'
import { kernelErrors } from './errors'
import { noteContract } from './validate'

/** The multipart form field `resource` (§7 "form field resource") as a name and its bytes. */
export async function uploadedFile(c: Context): Promise<{ name: string; bytes: Uint8Array }> {
  noteContract('upload', undefined, undefined)
  const length = Number(c.req.header('content-length') ?? 0)
  if (length > MAX_UPLOAD_BODY_BYTES) throw new ApiError(413, kernelErrors.uploadTooLarge)
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
    throw badRequest(kernelErrors.uploadMissing)
  const form = await c.req.formData().catch(() => null)
  const file = form?.get('resource')
  if (!file || typeof file === 'string') throw badRequest(kernelErrors.uploadMissing)
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
}

/**
 * An uploaded attachment (a project attachment, a resource) as it may be stored: not empty,
 * within the size cap, its type read from the bytes (a renamed file is refused), its name
 * without any path or control characters and at most 200 characters.
 */
export function acceptedAttachment(
  file: { name: string; bytes: Uint8Array },
  fallbackName: string,
): { name: string; contentType: string } {
  if (file.bytes.byteLength === 0) throw badRequest(kernelErrors.uploadEmpty)
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw new ApiError(413, kernelErrors.uploadTooLarge)
  const type = detectFileType(file.bytes)
  if (!type || !ATTACHMENT_TYPES.includes(type)) throw new ApiError(415, kernelErrors.uploadType)
  const base =
    storableText(file.name)
      .replace(/\p{Cc}/gu, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? ''
  return { name: (base || fallbackName).slice(0, 200), contentType: CONTENT_TYPES[type] }
}
