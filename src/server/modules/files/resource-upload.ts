import { randomUUID } from 'node:crypto'
import type { ResourceInfo } from '../../../shared/contracts/resource'
import { storableText } from '../../../shared/contracts/text'
import {
  ATTACHMENT_TYPES,
  CONTENT_TYPES,
  detectFileType,
  MAX_ATTACHMENT_BYTES,
} from '../../../shared/domain/file-types'
import type { DbOrTx } from '../../db/client'
import { resources } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { ApiError, badRequest } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { filesErrors } from './errors'

/** A file name without any path or control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base =
    storableText(name)
      .replace(/\p{Cc}/gu, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? ''
  return (base || 'file').slice(0, 200)
}

/**
 * POST resource (§7 Resources): a file stored for the caller's client (type read from the
 * bytes, size capped as for attachments), to be attached afterwards; until then only its
 * uploader opens it (resource-service.ts). Bytes first, then the row; the bytes are removed
 * when the row fails.
 */
export async function uploadResource(
  deps: Pick<AppDeps, 'now'>,
  db: DbOrTx,
  storage: FileStorage,
  user: AuthUser,
  file: { name: string; bytes: Uint8Array },
): Promise<ResourceInfo> {
  if (file.bytes.byteLength === 0) throw badRequest(filesErrors.uploadEmpty)
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw new ApiError(413, filesErrors.uploadTooLarge)
  const type = detectFileType(file.bytes)
  if (!type || !ATTACHMENT_TYPES.includes(type)) throw new ApiError(415, filesErrors.uploadType)
  const id = randomUUID()
  const storageKey = `uploads/${user.clientId}/${id}`
  const name = cleanName(file.name)
  const created = nowOf(deps)
  await storage.write(storageKey, file.bytes)
  try {
    await db.insert(resources).values({
      id,
      clientId: user.clientId,
      name,
      contentType: CONTENT_TYPES[type],
      size: file.bytes.byteLength,
      storageKey,
      createdBy: user.id,
      createdAt: created,
    })
  } catch (error) {
    await storage.remove(storageKey)
    throw error
  }
  return {
    id,
    name,
    contentType: CONTENT_TYPES[type],
    size: file.bytes.byteLength,
    created: created.toISOString(),
  }
}
