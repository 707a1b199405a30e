import { and, desc, eq } from 'drizzle-orm'
import type { HistoryResponse, ManualNote } from '../../shared/contracts/application'
import type { ManualLogType } from '../../shared/domain/notes'
import type { DbOrTx } from '../db/client'
import { historyEvents, manualLogs, msps } from '../db/schema/all'
import type { AuthUser } from '../deps'
import { loadOwnedApplication } from './application-detail'
import { historyPage } from './history-page'

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
  const [history, notes] = await Promise.all([historyPage(db, where, page), listNotes(db, id)])
  return { ...history, notes }
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
