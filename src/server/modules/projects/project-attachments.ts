import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { ProjectAttachment } from '../../../shared/contracts/project'
import type { Db } from '../../db/client'
import { projectAttachments, resources } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { notFound } from '../../kernel/api-error'
import { acceptedAttachment } from '../../kernel/upload'
import { projectsErrors } from './errors'
import { writeJobHistory } from './project-history'
import { assertMayActOn } from './project-ownership'
import { loadProject } from './project-service'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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

/**
 * A file name without any path, without what PostgreSQL cannot store (NUL, lone UTF-16
 * surrogates) or a terminal would act on (control characters), at most 200 characters.
 */
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
  await assertMayActOn(db, user, await loadProject(db, user, projectId))
  const { name, contentType } = acceptedAttachment(file, 'attachment')
  const id = randomUUID()
  const storageKey = `projects/${projectId}/${id}`
  await storage.write(storageKey, file.bytes)
  // Bytes without their row are removed at once when the rows fail (the sweep is the net for a crash).
  await db
    .transaction(async (tx) => {
      await tx.insert(resources).values({
        id,
        clientId: user.clientId,
        name,
        contentType,
        size: file.bytes.byteLength,
        storageKey,
        createdBy: user.id,
      })
      await tx.insert(projectAttachments).values({ projectId, resourceId: id })
      await writeJobHistory(tx, user, projectId, [
        { event: 'ATTACHMENTS_UPDATED', newValue: { added: name } },
      ])
    })
    .catch(async (error: unknown) => {
      await storage.remove(storageKey)
      throw error
    })
  return listAttachments(db, projectId)
}

/**
 * DELETE project/{id}/attachment/{attachmentId}: the link, the resource row (so its
 * /napi/resource link stops answering) and, after the commit, the stored file.
 */
export async function removeAttachment(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  projectId: number,
  attachmentId: string,
): Promise<ProjectAttachment[]> {
  await assertMayActOn(db, user, await loadProject(db, user, projectId))
  if (!UUID.test(attachmentId)) throw notFound(projectsErrors.resourceNotFound)
  const storageKey = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: resources.name, storageKey: resources.storageKey })
      .from(projectAttachments)
      .innerJoin(resources, eq(resources.id, projectAttachments.resourceId))
      .where(
        and(eq(projectAttachments.projectId, projectId), eq(projectAttachments.resourceId, attachmentId)),
      )
    if (!row) throw notFound(projectsErrors.resourceNotFound)
    await tx
      .delete(projectAttachments)
      .where(
        and(eq(projectAttachments.projectId, projectId), eq(projectAttachments.resourceId, attachmentId)),
      )
    await tx
      .delete(resources)
      .where(and(eq(resources.id, attachmentId), eq(resources.clientId, user.clientId)))
    await writeJobHistory(tx, user, projectId, [
      { event: 'ATTACHMENTS_UPDATED', oldValue: { removed: row.name } },
    ])
    return row.storageKey
  })
  await storage.remove(storageKey).catch(() => {
    // The sweep of files without a row takes it later.
  })
  return listAttachments(db, projectId)
}
