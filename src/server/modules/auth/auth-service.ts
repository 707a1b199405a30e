import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { LoginRequest, TokenResponse } from '../../../shared/contracts/auth'
import { msps, oneTimeTokens } from '../../db/schema/all'
import type { AppDeps } from '../../deps'
import { badRequest, unauthorized } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { authErrors } from './errors'
import { requireLoginMethod } from './login-settings'
import { dummyPasswordHash, hashPassword, verifyPassword } from './password'
import { admitAttempt, clearKey, loginAttemptKeys, loginKeys, releaseAttempt } from './throttle'
import { issueTokens, randomToken, revokeAllForUser, sha256 } from './tokens'

const INVALID = authErrors.invalidCredentials

/**
 * Password sign-in. Unknown account and wrong password take the same time and give the same
 * answer. Each attempt is counted per account-at-address and per address BEFORE the password
 * is checked (see throttle.ts), so parallel guesses cannot outrun the count.
 */
export async function login(deps: AppDeps, input: LoginRequest, address: string): Promise<TokenResponse> {
  const { db } = deps
  const [user] = await db
    .select({ id: msps.id, passwordHash: msps.passwordHash, active: msps.active })
    .from(msps)
    .where(eq(sql`lower(${msps.email})`, input.email.trim().toLowerCase()))
  const ok = await checkPasswordThrottled(deps, input.email, address, input.password, user?.passwordHash)
  if (!user?.passwordHash || !user.active || !ok) throw unauthorized(INVALID)
  await requireLoginMethod(db, user.id, 'PWD')
  return issueTokens(deps, db, user.id)
}

/**
 * A password check counted like a sign-in attempt (sign-in, and the current password when
 * changing it): 429 once the account at this address or the address is blocked; a right
 * password gives its attempts back and clears the account's failures at this address.
 */
export async function checkPasswordThrottled(
  deps: AppDeps,
  email: string,
  address: string,
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  const now = nowOf(deps)
  await admitAttempt(deps.db, loginAttemptKeys(email, address), now)
  const ok = await verifyPassword(password, storedHash ?? (await dummyPasswordHash()))
  if (ok && storedHash) {
    const keys = loginKeys(email, address)
    await clearKey(deps.db, keys.accountAtAddress)
    await releaseAttempt(deps.db, keys.address)
  }
  return ok && Boolean(storedHash)
}

/** Consumes a single-use token of `purpose`; null when unknown, used or expired. */
async function consumeOneTimeToken(deps: AppDeps, token: string, purpose: 'url-login' | 'password-reset') {
  const now = nowOf(deps)
  const [row] = await deps.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ mspId: oneTimeTokens.mspId })
  return row ?? null
}

async function createOneTimeToken(
  deps: AppDeps,
  mspId: number,
  purpose: 'url-login' | 'password-reset',
  ttlMs: number,
) {
  const token = randomToken()
  const expiresAt = new Date(nowOf(deps).getTime() + ttlMs)
  await deps.db.insert(oneTimeTokens).values({ tokenHash: sha256(token), purpose, mspId, expiresAt })
  return { token, expiresAt }
}

export const URL_TOKEN_TTL_MS = 10 * 60_000

export async function createUrlToken(deps: AppDeps, mspId: number) {
  const { token, expiresAt } = await createOneTimeToken(deps, mspId, 'url-login', URL_TOKEN_TTL_MS)
  const url = new URL('/auth/login', deps.env.PUBLIC_URL)
  url.searchParams.set('urlToken', token)
  return { urlToken: token, url: url.toString(), expiresAt: expiresAt.toISOString() }
}

export async function loginWithUrlToken(deps: AppDeps, urlToken: string): Promise<TokenResponse> {
  const row = await consumeOneTimeToken(deps, urlToken, 'url-login')
  if (!row) throw unauthorized(authErrors.urlTokenInvalid)
  return issueTokens(deps, deps.db, row.mspId)
}

/** Identity-provider sign-in: by linked subject, else by verified email (which links the account). */
export async function loginWithExternalToken(deps: AppDeps, token: string, variant: 'auth0' | 'external') {
  if (!deps.oidc) throw badRequest(authErrors.externalNotConfigured)
  const audience =
    variant === 'external' ? (deps.env.OIDC_EXTERNAL_AUDIENCE ?? deps.env.OIDC_AUDIENCE) : undefined
  const identity = await deps.oidc.verify(token, audience)
  // The workspace's own provider button (auth0) only where the user's client offers it; the
  // marketplace app's token (external) is another product's sign-in.
  const issue = async (mspId: number) => {
    if (variant === 'auth0') await requireLoginMethod(deps.db, mspId, 'AUTH0')
    return issueTokens(deps, deps.db, mspId)
  }
  const [bySubject] = await deps.db
    .select({ id: msps.id })
    .from(msps)
    .where(eq(msps.externalSubject, identity.subject))
  if (bySubject) return issue(bySubject.id)
  if (!identity.email || !identity.emailVerified) throw unauthorized(authErrors.externalAccountUnknown)
  const [byEmail] = await deps.db
    .select({ id: msps.id, externalSubject: msps.externalSubject })
    .from(msps)
    .where(eq(sql`lower(${msps.email})`, identity.email.toLowerCase()))
  if (!byEmail || (byEmail.externalSubject && byEmail.externalSubject !== identity.subject)) {
    throw unauthorized(authErrors.externalAccountUnknown)
  }
  if (variant === 'auth0') await requireLoginMethod(deps.db, byEmail.id, 'AUTH0')
  await deps.db.update(msps).set({ externalSubject: identity.subject }).where(eq(msps.id, byEmail.id))
  return issueTokens(deps, deps.db, byEmail.id)
}

export const PASSWORD_RESET_TTL_MS = 60 * 60_000

/** Always succeeds from the caller's point of view, so it does not tell which emails exist. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({
      id: msps.id,
      clientId: msps.clientId,
      firstName: msps.firstName,
      email: msps.email,
      authType: msps.authType,
    })
    .from(msps)
    .where(and(eq(sql`lower(${msps.email})`, email.trim().toLowerCase()), eq(msps.active, true)))
  if (user?.authType !== 'PWD') return
  const { token } = await createOneTimeToken(deps, user.id, 'password-reset', PASSWORD_RESET_TTL_MS)
  const link = new URL('/auth/reset-password', deps.env.PUBLIC_URL)
  link.searchParams.set('token', token)
  // Imported when needed: the email module's routes sit behind this module's middleware (a cycle at load).
  const { queueSystemEmail } = await import('../email')
  await queueSystemEmail(deps, {
    clientId: user.clientId,
    mspId: user.id,
    motivation: 'passwordReset',
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${user.firstName},\n\nopen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this email.`,
  })
}

export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const row = await consumeOneTimeToken(deps, token, 'password-reset')
  if (!row) throw badRequest(authErrors.resetTokenInvalid)
  await deps.db
    .update(msps)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(msps.id, row.mspId))
  await revokeAllForUser(deps.db, row.mspId, nowOf(deps))
}
