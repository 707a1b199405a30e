import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { mayOpenTalentFiles } from '../talents'
import { filesErrors } from './errors'

export interface ResourceFile {
  name: string
  contentType: string
  bytes: Uint8Array
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface ResourceRecord {
  id: string
  name: string
  content_type: string
  storage_key: string
  project_in_scope: boolean
  talent_id: number | null
}

/**
 * A resource the caller may open, else 404 (a malformed id, another client's, a missing one and
 * one the caller may not open alike). A resource is opened through what it belongs to: a
 * project's attachment with the project read permission, when the project is in one of the
 * caller's legal entities (auth/scope.ts); a talent's uploaded CV or CV attachment when the
 * talents module says the caller may open that talent's files (personal data, §4). A resource
 * that belongs to neither (e.g. an attachment removed from its project) is not served.
 */
export async function findResource(db: DbOrTx, user: AuthUser, uuid: string) {
  if (!UUID.test(uuid)) throw notFound(filesErrors.resourceNotFound)
  const [row] = rowsOf<ResourceRecord>(
    await db.execute(sql`
      SELECT r.id, r.name, r.content_type, r.storage_key,
        (SELECT true FROM project_attachments pa JOIN projects p ON p.id = pa.project_id
          WHERE pa.resource_id = r.id AND p.client_id = r.client_id
            AND ${legalEntityScope(user, sql`p.legal_entity_id`)} LIMIT 1) IS NOT NULL AS project_in_scope,
        coalesce(
          (SELECT t.id FROM talents t WHERE t.cv_id = r.id AND t.client_id = r.client_id LIMIT 1),
          (SELECT c.talent_id FROM cv_items c WHERE c.attachment_id = r.id AND c.client_id = r.client_id LIMIT 1)
        ) AS talent_id
      FROM resources r WHERE r.id = ${uuid}::uuid AND r.client_id = ${user.clientId}`),
  )
  const allowed =
    row !== undefined &&
    ((row.project_in_scope && user.permissions.includes('JOB_MANAGE_READ')) ||
      (row.talent_id !== null && (await mayOpenTalentFiles(db, user, Number(row.talent_id)))))
  if (!row || !allowed) throw notFound(filesErrors.resourceNotFound)
  return { id: row.id, name: row.name, contentType: row.content_type, storageKey: row.storage_key }
}

/** GET /napi/resource/{uuid}: the bytes; a row whose bytes are gone is a 404 too. */
export async function readResource(
  db: DbOrTx,
  storage: FileStorage,
  user: AuthUser,
  uuid: string,
): Promise<ResourceFile> {
  const row = await findResource(db, user, uuid)
  const bytes = await storage.read(row.storageKey, row.name)
  if (!bytes) throw notFound(filesErrors.resourceNotFound)
  return { name: row.name, contentType: row.contentType, bytes }
}

/** `Content-Disposition: inline` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
