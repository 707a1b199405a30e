import { and, desc, eq } from 'drizzle-orm'
import type { ActionLog, ActionLogPayload, ActionLogType } from '../../../shared/contracts/talent-actions'
import { mayEditNote } from '../../../shared/domain/notes'
import type { Db, DbOrTx } from '../../db/client'
import { msps, talentActionLogs } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { forbidden, notFound } from '../../kernel/api-error'
import { talentsErrors } from './errors'
import { ownedTalent, writeTalentEvent } from './talent-service'

export const ACTION_LOG_NOT_FOUND = talentsErrors.actionLogNotFound
export const ACTION_LOG_NOT_AUTHOR = talentsErrors.actionLogNotAuthor

/** A date without time is the start of that day in UTC; a date-time keeps its instant. */
const executionInstant = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)

const snapshot = (log: typeof talentActionLogs.$inferSelect) => ({
  logId: log.id,
  actionType: log.actionType,
  note: log.note,
  executionDate: log.executionDate.toISOString(),
})

async function listLogs(db: DbOrTx, talentId: number, logId?: number): Promise<ActionLog[]> {
  const rows = await db
    .select({ log: talentActionLogs, firstName: msps.firstName, lastName: msps.lastName })
    .from(talentActionLogs)
    .leftJoin(msps, eq(msps.id, talentActionLogs.createdBy))
    .where(and(eq(talentActionLogs.talentId, talentId), logId ? eq(talentActionLogs.id, logId) : undefined))
    .orderBy(desc(talentActionLogs.executionDate), desc(talentActionLogs.id))
  return rows.map(({ log, firstName, lastName }) => ({
    id: log.id,
    note: log.note,
    actionType: log.actionType as ActionLogType,
    executionDate: log.executionDate.toISOString(),
    createdAt: log.createdAt.toISOString(),
    createdBy: firstName !== null && lastName !== null ? `${firstName} ${lastName}` : null,
    createdById: log.createdBy,
  }))
}

/** GET freelancer/{id}/actionLog: newest execution first. */
export async function getActionLogs(db: DbOrTx, user: AuthUser, talentId: number) {
  await ownedTalent(db, user, talentId)
  return listLogs(db, talentId)
}

/** GET freelancer/{id}/actionLog/{logId}. */
export async function getActionLog(db: DbOrTx, user: AuthUser, talentId: number, logId: number) {
  await ownedTalent(db, user, talentId)
  const [log] = await listLogs(db, talentId, logId)
  if (!log) throw notFound(ACTION_LOG_NOT_FOUND)
  return log
}

/** POST freelancer/{id}/actionLog: the log and its MSP_LOG_ADDED event in one transaction. */
export async function createActionLog(db: Db, user: AuthUser, talentId: number, input: ActionLogPayload) {
  const id = await db.transaction(async (tx) => {
    await ownedTalent(tx, user, talentId, true)
    const [log] = await tx
      .insert(talentActionLogs)
      .values({
        clientId: user.clientId,
        talentId,
        actionType: input.actionType,
        note: input.note,
        executionDate: executionInstant(input.executionDate),
        createdBy: user.id,
      })
      .returning()
    await writeTalentEvent(tx, user, talentId, 'MSP_LOG_ADDED', snapshot(log))
    return log.id
  })
  return getActionLog(db, user, talentId, id)
}

/** A log of a talent of the caller's (else 404) that the caller may change: their own, or with team management (else 403). */
async function lockedLog(tx: DbOrTx, user: AuthUser, talentId: number, logId: number) {
  await ownedTalent(tx, user, talentId, true)
  const [log] = await tx
    .select()
    .from(talentActionLogs)
    .where(and(eq(talentActionLogs.id, logId), eq(talentActionLogs.talentId, talentId)))
  if (!log) throw notFound(ACTION_LOG_NOT_FOUND)
  if (!mayEditNote(user, log.createdBy)) throw forbidden(ACTION_LOG_NOT_AUTHOR)
  return log
}

/** PUT freelancer/{id}/actionLog/{logId}: MSP_LOG_UPDATED with the old and new log. */
export async function updateActionLog(
  db: Db,
  user: AuthUser,
  talentId: number,
  logId: number,
  input: ActionLogPayload,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const before = await lockedLog(tx, user, talentId, logId)
    const [after] = await tx
      .update(talentActionLogs)
      .set({
        actionType: input.actionType,
        note: input.note,
        executionDate: executionInstant(input.executionDate),
        updatedAt: now,
      })
      .where(eq(talentActionLogs.id, logId))
      .returning()
    await writeTalentEvent(tx, user, talentId, 'MSP_LOG_UPDATED', snapshot(after), snapshot(before))
  })
  return getActionLog(db, user, talentId, logId)
}

/** DELETE freelancer/{id}/actionLog/{logId}: MSP_LOG_DELETED keeps the removed log as old value. */
export async function deleteActionLog(db: Db, user: AuthUser, talentId: number, logId: number) {
  await db.transaction(async (tx) => {
    const before = await lockedLog(tx, user, talentId, logId)
    await tx.delete(talentActionLogs).where(eq(talentActionLogs.id, logId))
    await writeTalentEvent(tx, user, talentId, 'MSP_LOG_DELETED', { logId, deleted: true }, snapshot(before))
  })
}
