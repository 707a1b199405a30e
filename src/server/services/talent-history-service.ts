import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { TalentHistory, TalentHistoryFilter } from '../../shared/contracts/talent'
import { TALENT_HISTORY_GROUPS } from '../../shared/domain/talent-history'
import type { DbOrTx } from '../db/client'
import { historyEvents, msps } from '../db/schema/all'
import type { AuthUser } from '../deps'
import { ownedTalent } from './talent-service'

/** GET freelancer/{id}/history?from&size&filter: newest first; a filter keeps one group of §2. */
export async function getTalentHistory(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  query: { from: number; size: number; filter?: TalentHistoryFilter },
): Promise<TalentHistory> {
  await ownedTalent(db, user, id)
  const where = and(
    eq(historyEvents.clientId, user.clientId),
    eq(historyEvents.entityType, 'talent'),
    eq(historyEvents.entityId, id),
    query.filter ? inArray(historyEvents.event, [...TALENT_HISTORY_GROUPS[query.filter]]) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
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
      .offset(query.from)
      .limit(query.size),
    db.select({ total: count() }).from(historyEvents).where(where),
  ])
  return {
    totalResults: Number(total),
    results: rows.map((e) => ({
      id: e.id,
      event: e.event,
      created: e.createdAt.toISOString(),
      msp:
        e.firstName !== null && e.lastName !== null ? { firstName: e.firstName, lastName: e.lastName } : null,
      oldValue: e.oldValue ?? null,
      newValue: e.newValue ?? null,
    })),
  }
}
