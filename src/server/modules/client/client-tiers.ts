import { sql } from 'drizzle-orm'
import { TALENT_TIERS, type TalentTier } from '../../../shared/domain/statuses'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

/** GET client/tier: the talent tiers (§3 gold, silver, bronze) in rank order, with how many of the client's talents hold each. */
export async function clientTiers(db: Db, user: AuthUser): Promise<{ tier: TalentTier; talents: number }[]> {
  const rows = rowsOf<{ tier: string; n: string }>(
    await db.execute(sql`
      SELECT tier, count(*) AS n FROM talents
      WHERE client_id = ${user.clientId} AND tier IS NOT NULL AND state <> 'DELETED'
      GROUP BY tier`),
  )
  const counts = new Map(rows.map((r) => [r.tier, Number(r.n)]))
  return TALENT_TIERS.map((tier) => ({ tier, talents: counts.get(tier) ?? 0 }))
}
