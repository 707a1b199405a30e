import { eq } from 'drizzle-orm'
import type { TalentStateResponse } from '../../../shared/contracts/talent'
import type { TalentState, TalentTier } from '../../../shared/domain/statuses'
import type { Db } from '../../db/client'
import { talents } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { conflict } from '../../kernel/api-error'
import { talentsErrors } from './errors'
import { ownedTalent, writeTalentEvent } from './talent-service'

const response = (t: { id: number; state: TalentState; tier: TalentTier | null }): TalentStateResponse => ({
  id: t.id,
  state: t.state,
  tier: t.tier ?? null,
})

/**
 * PUT freelancer/{id}/deactivate: the talent leaves searches, suggestions and bulk actions
 * (they all skip state DEACTIVATED) until reactivated. Deactivating twice is a 409.
 */
export async function deactivateTalent(db: Db, user: AuthUser, id: number, now: Date, reason?: string) {
  return db.transaction(async (tx) => {
    const t = await ownedTalent(tx, user, id, true)
    if (t.state === 'DEACTIVATED') throw conflict(talentsErrors.alreadyDeactivated)
    const [after] = await tx
      .update(talents)
      .set({ state: 'DEACTIVATED', updatedAt: now })
      .where(eq(talents.id, id))
      .returning()
    await writeTalentEvent(tx, user, id, 'MSP_DEACTIVATES', reason ? { reason } : null, { state: t.state })
    return response(after)
  })
}

/** PUT freelancer/{id}/activate: back to ACTIVE (also an unverified talent the recruiter vouches for). */
export async function activateTalent(db: Db, user: AuthUser, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const t = await ownedTalent(tx, user, id, true)
    if (t.state === 'ACTIVE') throw conflict(talentsErrors.alreadyActive)
    const [after] = await tx
      .update(talents)
      .set({ state: 'ACTIVE', updatedAt: now })
      .where(eq(talents.id, id))
      .returning()
    await writeTalentEvent(tx, user, id, 'MSP_ACTIVATES', { state: 'ACTIVE' }, { state: t.state })
    return response(after)
  })
}

/** PUT freelancer/{id}/tier (gold, silver, bronze) and DELETE (none). */
export async function setTalentTier(db: Db, user: AuthUser, id: number, tier: TalentTier | null, now: Date) {
  return db.transaction(async (tx) => {
    const t = await ownedTalent(tx, user, id, true)
    if ((t.tier ?? null) === tier) return response(t)
    const [after] = await tx
      .update(talents)
      .set({ tier, updatedAt: now })
      .where(eq(talents.id, id))
      .returning()
    await writeTalentEvent(tx, user, id, 'MSP_TIER_CHANGED', { tier }, { tier: t.tier ?? null })
    return response(after)
  })
}
