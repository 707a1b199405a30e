import { eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { loginThrottle } from '../../db/schema/all'

export interface ThrottleRule {
  /** Failures allowed inside the window before the key is blocked. */
  limit: number
  windowMs: number
  blockMs: number
}

/**
 * Sign-in throttling. The account rule is keyed by account AND address, so somebody
 * guessing a password from one address cannot lock the owner out from theirs; the address
 * rule stops one address from spraying many accounts.
 */
export const LOGIN_RULES = {
  accountAtAddress: { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
} satisfies Record<string, ThrottleRule>

export const loginKeys = (email: string, address: string) => ({
  accountAtAddress: `login:acct:${email.trim().toLowerCase()}|${address}`,
  address: `login:addr:${address}`,
})

/** Seconds until the longest block among `keys` ends, or 0 when none is blocked. */
export async function blockedFor(db: DbOrTx, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys))
  let longest = 0
  for (const row of rows) {
    if (row.blockedUntil && row.blockedUntil > now) {
      longest = Math.max(longest, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000))
    }
  }
  return longest
}

export async function recordFailure(db: DbOrTx, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString()
  const blockedUntil = new Date(now.getTime() + rule.blockMs).toISOString()
  const nowIso = now.toISOString()
  await db.execute(sql`
    INSERT INTO login_throttle (key, failures, window_start, blocked_until)
    VALUES (${key}, 1, ${nowIso}, ${rule.limit <= 1 ? blockedUntil : null})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttle.window_start < ${windowStart} THEN 1 ELSE login_throttle.failures + 1 END,
      window_start = CASE WHEN login_throttle.window_start < ${windowStart} THEN ${nowIso}::timestamptz ELSE login_throttle.window_start END,
      blocked_until = CASE
        WHEN login_throttle.window_start >= ${windowStart} AND login_throttle.failures + 1 >= ${rule.limit}
        THEN ${blockedUntil}::timestamptz
        ELSE login_throttle.blocked_until END
  `)
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key))
}
