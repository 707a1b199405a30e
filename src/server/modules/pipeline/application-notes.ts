import { and, eq } from 'drizzle-orm'
import type { ManualLogPayload, ManualNote } from '../../../shared/contracts/application'
import { mayEditNote, noteEventOf } from '../../../shared/domain/notes'
import type { Db } from '../../db/client'
import { historyEvents, manualLogs } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { forbidden, notFound } from '../../kernel/api-error'
import { loadOwnedApplication } from './application-detail'
import { listNotes } from './application-detail-history'
import { pipelineErrors } from './errors'

export const NOTE_NOT_FOUND = pipelineErrors.applicationNotesNotFound
export const NOTE_NOT_AUTHOR = pipelineErrors.applicationNotesNotAuthor

/** A date without time is the start of that day in UTC; a date-time keeps its instant. */
const executionInstant = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)

const snapshot = (log: typeof manualLogs.$inferSelect) => ({
  logId: log.id,
  note: log.note,
  executionDate: log.executionDate.toISOString(),
  actionType: log.actionType,
})

/**
 * POST projectApplication/{id}/history/manualLog: the note and its history event (§3
 * MSP_LOG_CALL / MSP_LOG_INTERVIEW / MSP_LOG_NOTE) in one transaction.
 */
export async function createNote(db: Db, user: AuthUser, applicationId: number, input: ManualLogPayload) {
  await loadOwnedApplication(db, user, applicationId)
  const event = noteEventOf(input.actionType)
  const id = await db.transaction(async (tx) => {
    const [log] = await tx
      .insert(manualLogs)
      .values({
        applicationId,
        actionType: input.actionType,
        note: input.note,
        executionDate: executionInstant(input.executionDate),
        mspId: user.id,
      })
      .returning()
    await tx.insert(historyEvents).values({
      clientId: user.clientId,
      entityType: 'application',
      entityId: applicationId,
      event,
      mspId: user.id,
      newValue: snapshot(log),
    })
    return log.id
  })
  return noteById(db, applicationId, id)
}

/** A note of an application of the caller's (else 404) that the caller may change: their own, or with team management (else 403). */
async function ownedLog(db: Db, user: AuthUser, applicationId: number, logId: number) {
  await loadOwnedApplication(db, user, applicationId)
  const [log] = await db
    .select()
    .from(manualLogs)
    .where(and(eq(manualLogs.id, logId), eq(manualLogs.applicationId, applicationId)))
  if (!log) throw notFound(NOTE_NOT_FOUND)
  if (!mayEditNote(user, log.mspId)) throw forbidden(NOTE_NOT_AUTHOR)
  return log
}

/** PUT .../manualLog/{logId}: the change is an MSP_UPDATED event with old and new note. */
export async function updateNote(
  db: Db,
  user: AuthUser,
  applicationId: number,
  logId: number,
  input: ManualLogPayload,
  now: Date,
): Promise<ManualNote> {
  const before = await ownedLog(db, user, applicationId, logId)
  noteEventOf(input.actionType)
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(manualLogs)
      .set({
        actionType: input.actionType,
        note: input.note,
        executionDate: executionInstant(input.executionDate),
        updatedAt: now,
      })
      .where(eq(manualLogs.id, logId))
      .returning()
    await tx.insert(historyEvents).values({
      clientId: user.clientId,
      entityType: 'application',
      entityId: applicationId,
      event: 'MSP_UPDATED',
      mspId: user.id,
      oldValue: snapshot(before),
      newValue: snapshot(after),
    })
  })
  return noteById(db, applicationId, logId)
}

/** DELETE .../manualLog/{logId}: recorded as MSP_UPDATED with the removed note as old value. */
export async function deleteNote(db: Db, user: AuthUser, applicationId: number, logId: number) {
  const before = await ownedLog(db, user, applicationId, logId)
  await db.transaction(async (tx) => {
    await tx.delete(manualLogs).where(eq(manualLogs.id, logId))
    await tx.insert(historyEvents).values({
      clientId: user.clientId,
      entityType: 'application',
      entityId: applicationId,
      event: 'MSP_UPDATED',
      mspId: user.id,
      oldValue: snapshot(before),
      newValue: { logId, deleted: true },
    })
  })
}

async function noteById(db: Db, applicationId: number, id: number): Promise<ManualNote> {
  const note = (await listNotes(db, applicationId)).find((n) => n.id === id)
  if (!note) throw notFound(NOTE_NOT_FOUND)
  return note
}
