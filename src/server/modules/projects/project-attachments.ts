import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { ProjectAttachment } from '../../../shared/contracts/project'
import {
  ATTACHMENT_TYPES,
  CONTENT_TYPES,
  detectFileType,
  MAX_ATTACHMENT_BYTES,
} from '../../../shared/domain/file-types'
import type { Db } from '../../db/client'
import { projectAttachments, resources } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { ApiError, badRequest, notFound } from '../../kernel/api-error'
import { writeJobHistory } from './project-history'
import { loadProject } from './project-service'

/** The attachments of a project, oldest first. */
export async function listAttachments(db: Db, projectId: number): Promise<ProjectAttachment[]> {
  const rows = await db
    .select({
      id: resources.id,
      name: resources.name,
      contentType: resources.contentType,
      size: resources.size,
    })
    .from(projectAttachments)
    .innerJoin(resources, eq(resources.id, projectAttachments.resourceId))
    .where(eq(projectAttachments.projectId, projectId))
    .orderBy(asc(resources.createdAt), asc(resources.name))
  return rows
}

/** A file name without any path, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? ''
  return (base || 'attachment').slice(0, 200)
}

/**
 * POST project/{id}/attachment: the type is read from the bytes (a renamed file is refused),
 * the size is capped; the bytes are stored before the rows are written, in one transaction.
 */
export async function addAttachment(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  projectId: number,
  file: { name: string; bytes: Uint8Array },
): Promise<ProjectAttachment[]> {
  await loadProject(db, user, projectId)
  if (file.bytes.byteLength === 0) throw badRequest('msp.v2.upload.error.empty')
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw new ApiError(413, 'msp.v2.upload.error.too.large')
  const type = detectFileType(file.bytes)
  if (!type || !ATTACHMENT_TYPES.includes(type)) throw new ApiError(415, 'msp.v2.upload.error.type')
  const id = randomUUID()
  const storageKey = `projects/${projectId}/${id}`
  await storage.write(storageKey, file.bytes)
  const name = cleanName(file.name)
  await db.transaction(async (tx) => {
    await tx.insert(resources).values({
      id,
      clientId: user.clientId,
      name,
      contentType: CONTENT_TYPES[type],
      size: file.bytes.byteLength,
      storageKey,
      createdBy: user.id,
    })
    await tx.insert(projectAttachments).values({ projectId, resourceId: id })
    await writeJobHistory(tx, user, projectId, [{ event: 'ATTACHMENTS_UPDATED', newValue: { added: name } }])
  })
  return listAttachments(db, projectId)
}

/** DELETE project/{id}/attachment/{attachmentId} */
export async function removeAttachment(
  db: Db,
  user: AuthUser,
  projectId: number,
  attachmentId: string,
): Promise<ProjectAttachment[]> {
  await loadProject(db, user, projectId)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: resources.name })
      .from(projectAttachments)
      .innerJoin(resources, eq(resources.id, projectAttachments.resourceId))
      .where(
        and(eq(projectAttachments.projectId, projectId), eq(projectAttachments.resourceId, attachmentId)),
      )
    if (!row) throw notFound('msp.v2.resource.not.found')
    await tx
      .delete(projectAttachments)
      .where(
        and(eq(projectAttachments.projectId, projectId), eq(projectAttachments.resourceId, attachmentId)),
      )
    await writeJobHistory(tx, user, projectId, [
      { event: 'ATTACHMENTS_UPDATED', oldValue: { removed: row.name } },
    ])
  })
  return listAttachments(db, projectId)
}
