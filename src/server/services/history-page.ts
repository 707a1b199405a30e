import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { historyEvents, msps } from '../db/schema/all'

export interface HistoryPageEntry {
  id: number
  event: string
  created: string
  msp: { firstName: string; lastName: string } | null
  oldValue: unknown
  newValue: unknown
}

/** One page of history events (newest first, with who did it) and how many there are in all. */
export async function historyPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { offset: number; size: number },
): Promise<{ totalResults: number; results: HistoryPageEntry[] }> {
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
      .offset(page.offset)
      .limit(page.size),
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
