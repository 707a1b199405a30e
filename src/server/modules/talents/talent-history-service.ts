import { and, eq, inArray, sql } from 'drizzle-orm'
import type { TalentHistory, TalentHistoryFilter } from '../../../shared/contracts/talent'
import { withoutPersonalData } from '../../../shared/domain/data-protection'
import { TALENT_HISTORY_GROUPS } from '../../../shared/domain/talent-history'
import type { DbOrTx } from '../../db/client'
import { historyEvents } from '../../db/schema/all'
import { intArray } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { historyPage } from '../pipeline'
import { canSeePersonalData } from './personal-data'
import { ownedTalent } from './talent-service'

/**
 * GET freelancer/{id}/history?from&size&filter: newest first; a filter keeps one group of §2.
 * Event values that carry personal data (an updated email, a changed phone) keep it only where
 * the data-protection rule shows it (personal-data.ts).
 */
export async function getTalentHistory(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  query: { from: number; size: number; filter?: TalentHistoryFilter },
): Promise<TalentHistory> {
  await ownedTalent(db, user, id)
  const visible = await canSeePersonalData(db, user, id)
  const where = and(
    eq(historyEvents.clientId, user.clientId),
    eq(historyEvents.entityType, 'talent'),
    eq(historyEvents.entityId, id),
    query.filter ? inArray(historyEvents.event, [...TALENT_HISTORY_GROUPS[query.filter]]) : undefined,
    // An event about an application (an email sent for it) belongs to the application's legal entity.
    sql`(${historyEvents.newValue}->>'applicationId' IS NULL OR EXISTS (
      SELECT 1 FROM applications a JOIN projects p ON p.id = a.project_id
      WHERE a.id = (${historyEvents.newValue}->>'applicationId')::int
        AND p.legal_entity_id = ANY(${intArray(user.legalEntityIds)})))`,
  )
  const page = await historyPage(db, where, { offset: query.from, size: query.size })
  if (visible) return page
  return {
    ...page,
    results: page.results.map((e) => ({
      ...e,
      oldValue: withoutPersonalData(e.oldValue),
      newValue: withoutPersonalData(e.newValue),
    })),
  }
}
