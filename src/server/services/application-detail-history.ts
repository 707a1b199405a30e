import { and, count, desc, eq } from 'drizzle-orm'
import type { HistoryResponse, ManualNote } from '../../shared/contracts/application'
import type { ManualLogType } from '../../shared/domain/notes'
import type { DbOrTx } from '../db/client'
import { historyEvents, manualLogs, msps } from '../db/schema/all'
import type { AuthUser } from '../deps'
import { loadOwnedApplication } from './application-detail'

/** GET projectApplication/{id}/history?offset&size: newest first, plus every manual note (§7). */
export async function getApplicationHistory(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  page: { offset: number; size: number },
): Promise<HistoryResponse> {
  await loadOwnedApplication(db, user, id)
  const where = and(
    eq(historyEvents.clientId, user.clientId),
    eq(historyEvents.entityType, 'application'),
    eq(historyEvents.entityId, id),
  )
  const [entries, [{ total }], notes] = await Promise.all([
    db
      .select({
        id: historyEvents.id,
        event: historyEvents.event,
        createdAt: historyEvents.createdAt,
        oldValue: historyEvents.oldValue,
        newValue: historyEvents.newValue,
        firstName: msps.firstName,
        lastName: msps.lastName,
      })
      .from(historyEvents)
      .leftJoin(msps, eq(msps.id, historyEvents.mspId))
      .where(where)
      .orderBy(desc(historyEvents.createdAt), desc(historyEvents.id))
      .offset(page.offset)
      .limit(page.size),
    db.select({ total: count() }).from(historyEvents).where(where),
    listNotes(db, id),
  ])
  return {
    totalResults: Number(total),
    results: entries.map((e) => ({
      id: e.id,
      event: e.event,
      created: e.createdAt.toISOString(),
      msp:
        e.firstName !== null && e.lastName !== null ? { firstName: e.firstName, lastName: e.lastName } : null,
      oldValue: e.oldValue ?? null,
      newValue: e.newValue ?? null,
    })),
    notes,
  }
}

export async function listNotes(db: DbOrTx, applicationId: number): Promise<ManualNote[]> {
  const rows = await db
    .select({ log: manualLogs, firstName: msps.firstName, lastName: msps.lastName })
    .from(manualLogs)
    .leftJoin(msps, eq(msps.id, manualLogs.mspId))
    .where(eq(manualLogs.applicationId, applicationId))
    .orderBy(desc(manualLogs.executionDate), desc(manualLogs.id))
  return rows.map(({ log, firstName, lastName }) => ({
    id: log.id,
    actionType: log.actionType as ManualLogType,
    note: log.note,
    executionDate: log.executionDate.toISOString(),
    created: log.createdAt.toISOString(),
    updated: log.updatedAt.toISOString(),
    msp: firstName !== null && lastName !== null ? { firstName, lastName } : null,
  }))
}
