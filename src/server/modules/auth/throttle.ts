import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { loginThrottle } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import { ApiError } from '../../kernel/api-error'
import { authErrors } from './errors'

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

/**
 * The keys of a sign-in attempt. The address is the one clientAddress() resolved (never a
 * header the client chose); the account part is the email as the account lookup compares it.
 */
export const loginKeys = (email: string, address: string) => ({
  accountAtAddress: `login:acct:${email.trim().toLowerCase()}|${address}`,
  address: `login:addr:${address}`,
})

/** The attempts one password check takes: the account at this address, and the address. */
export const loginAttemptKeys = (email: string, address: string) => {
  const keys = loginKeys(email, address)
  return [
    [keys.accountAtAddress, LOGIN_RULES.accountAtAddress],
    [keys.address, LOGIN_RULES.address],
  ] as const
}

export interface Admission {
  allowed: boolean
  /** Seconds until the key's block ends (0 when allowed). */
  retryAfter: number
}

/**
 * Takes one attempt of `key` in a single statement, before the password is checked: the
 * count goes up unless the key is blocked, and the attempt past the limit blocks it. Row
 * locking serialises concurrent attempts, so 100 parallel guesses evaluate `limit` at most
 * (reading first and counting after the check let 27 of 100 through). A successful sign-in
 * gives its attempt back (releaseAttempt).
 */
export async function takeAttempt(
  db: DbOrTx,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<Admission> {
  const nowIso = now.toISOString()
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString()
  const blockedUntil = new Date(now.getTime() + rule.blockMs).toISOString()
  const [row] = rowsOf<{ failures: number; blocked_until: string | Date | null }>(
    await db.execute(sql`
      INSERT INTO login_throttle AS t (key, failures, window_start, blocked_until)
      VALUES (${key}, 1, ${nowIso}::timestamptz, ${rule.limit < 1 ? blockedUntil : null}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE
          WHEN t.blocked_until > ${nowIso}::timestamptz THEN t.failures
          WHEN t.window_start < ${windowStart}::timestamptz THEN 1
          ELSE t.failures + 1 END,
        window_start = CASE
          WHEN t.blocked_until > ${nowIso}::timestamptz THEN t.window_start
          WHEN t.window_start < ${windowStart}::timestamptz THEN ${nowIso}::timestamptz
          ELSE t.window_start END,
        blocked_until = CASE
          WHEN t.blocked_until > ${nowIso}::timestamptz THEN t.blocked_until
          WHEN t.window_start >= ${windowStart}::timestamptz AND t.failures + 1 > ${rule.limit}::int
            THEN ${blockedUntil}::timestamptz
          ELSE NULL END
      RETURNING t.failures, t.blocked_until`),
  )
  const until = row?.blocked_until ? new Date(row.blocked_until) : null
  if (!until || until <= now) return { allowed: true, retryAfter: 0 }
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) }
}

/** Gives back an attempt taken by takeAttempt (the password was right, or another key refused). */
export async function releaseAttempt(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = ${key}`)
}

/**
 * Takes an attempt of every key, in order; when one refuses, the attempts already taken are
 * given back and a 429 with Retry-After is thrown.
 */
export async function admitAttempt(
  db: DbOrTx,
  keys: ReadonlyArray<readonly [string, ThrottleRule]>,
  now: Date,
): Promise<void> {
  const taken: string[] = []
  for (const [key, rule] of keys) {
    const admission = await takeAttempt(db, key, rule, now)
    if (!admission.allowed) {
      for (const k of taken) await releaseAttempt(db, k)
      throw new ApiError(429, authErrors.tooManyAttempts, [], undefined, {
        'Retry-After': String(admission.retryAfter),
      })
    }
    taken.push(key)
  }
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key))
}
