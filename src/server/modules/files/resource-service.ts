import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { resources } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { notFound } from '../../kernel/api-error'

export interface ResourceFile {
  name: string
  contentType: string
  bytes: Uint8Array
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A resource row of the caller's client; a malformed id, another client's or a missing one is a 404. */
export async function findResource(db: DbOrTx, user: Pick<AuthUser, 'clientId'>, uuid: string) {
  if (!UUID.test(uuid)) throw notFound('msp.v2.resource.not.found')
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, uuid), eq(resources.clientId, user.clientId)))
  if (!row) throw notFound('msp.v2.resource.not.found')
  return row
}

/** GET /napi/resource/{uuid}: the bytes; a row whose bytes are gone is a 404 too. */
export async function readResource(
  db: DbOrTx,
  storage: FileStorage,
  user: Pick<AuthUser, 'clientId'>,
  uuid: string,
): Promise<ResourceFile> {
  const row = await findResource(db, user, uuid)
  const bytes = await storage.read(row.storageKey, row.name)
  if (!bytes) throw notFound('msp.v2.resource.not.found')
  return { name: row.name, contentType: row.contentType, bytes }
}

/** `Content-Disposition: inline` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
