import type { Context } from 'hono'
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
