import { randomUUID } from 'node:crypto'
import type { ResourceInfo } from '../../../shared/contracts/resource'
import type { DbOrTx } from '../../db/client'
import { resources } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { nowOf } from '../../kernel/clock'
import { acceptedAttachment } from '../../kernel/upload'

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
  const { name, contentType } = acceptedAttachment(file, 'file')
  const id = randomUUID()
  const storageKey = `uploads/${user.clientId}/${id}`
  const created = nowOf(deps)
  await storage.write(storageKey, file.bytes)
  try {
    await db.insert(resources).values({
      id,
      clientId: user.clientId,
      name,
      contentType,
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
    contentType,
    size: file.bytes.byteLength,
    created: created.toISOString(),
  }
}
