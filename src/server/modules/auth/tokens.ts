import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import type { TokenResponse } from '../../../shared/contracts/auth'
import { permissionsFromLetters } from '../../../shared/domain/permissions'
import type { DbOrTx } from '../../db/client'
import { appSettings, mspLegalEntities, msps, refreshTokens } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { unauthorized } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { authErrors } from './errors'

const ISSUER = 'recruiter-workspace'

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
export const randomToken = () => randomBytes(32).toString('base64url')

/**
 * The signing key: JWT_SECRET when configured, otherwise one generated on first start and
 * kept in the database so every process and every restart agree.
 */
export async function loadSigningKey(db: DbOrTx, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'))
  return new TextEncoder().encode(row.value)
}

interface AccessClaims {
  cid: number
  /** Permission letters of §6. */
  prm: string
  le: number[]
  /** The session: the refresh-token family the token was issued with. */
  sid?: string
}

export async function signAccessToken(
  deps: AppDeps,
  user: { id: number; clientId: number; permissions: string; legalEntityIds: number[] },
  sessionId?: string,
) {
  const now = Math.floor(nowOf(deps).getTime() / 1000)
  const ttl = deps.env.ACCESS_TOKEN_TTL_SECONDS
  const claims: AccessClaims = {
    cid: user.clientId,
    prm: user.permissions,
    le: user.legalEntityIds,
    ...(sessionId ? { sid: sessionId } : {}),
  }
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(deps.signingKey)
  return { token, expiresIn: ttl }
}

/**
 * Access tokens this process has verified, per signing key: the same string verifies the same
 * way until it expires (no revocation list: access tokens live ACCESS_TOKEN_TTL_SECONDS), so a
 * repeated one is not verified again. jose imports the key and runs the HMAC in Web Crypto's
 * thread pool for every call: ~0.5 ms of CPU and a round trip through the pool per request.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { user: AuthUser; expiresAtMs: number }>>()
/** Verified tokens kept per key at most; past it the cache starts over. */
const MAX_VERIFIED_TOKENS = 10_000

export async function verifyAccessToken(deps: AppDeps, token: string): Promise<AuthUser> {
  const now = nowOf(deps)
  let verified = verifiedTokens.get(deps.signingKey)
  if (!verified) {
    verified = new Map()
    verifiedTokens.set(deps.signingKey, verified)
  }
  const known = verified.get(token)
  // jose's own rule: expired once exp <= the current second.
  if (known && now.getTime() < known.expiresAtMs) return known.user
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, deps.signingKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
      // A token that never expires is not one this server issued: refused even when signed.
      requiredClaims: ['exp', 'sub'],
    })
    const id = Number(payload.sub)
    if (!Number.isInteger(id) || typeof payload.cid !== 'number' || typeof payload.prm !== 'string')
      throw new Error('claims')
    const user: AuthUser = Object.freeze({
      id,
      clientId: payload.cid,
      permissions: Object.freeze(permissionsFromLetters(payload.prm)) as string[],
      legalEntityIds: Object.freeze(
        Array.isArray(payload.le) ? payload.le.filter((n) => Number.isInteger(n)) : [],
      ) as number[],
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    })
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear()
    verified.set(token, {
      user,
      expiresAtMs: (payload.exp as number) * 1000,
    })
    return user
  } catch {
    throw unauthorized(authErrors.tokenInvalid)
  }
}

/** Access + refresh token for a user; `familyId` continues a rotation chain. */
export async function issueTokens(
  deps: AppDeps,
  db: DbOrTx,
  mspId: number,
  familyId: string = randomUUID(),
): Promise<TokenResponse> {
  const [user] = await db
    .select({ id: msps.id, clientId: msps.clientId, permissions: msps.permissions, active: msps.active })
    .from(msps)
    .where(eq(msps.id, mspId))
  if (!user?.active) throw unauthorized(authErrors.invalidCredentials)
  const les = await db
    .select({ id: mspLegalEntities.legalEntityId })
    .from(mspLegalEntities)
    .where(eq(mspLegalEntities.mspId, mspId))
  const access = await signAccessToken(
    deps,
    { ...user, legalEntityIds: les.map((l) => l.id).sort((a, b) => a - b) },
    familyId,
  )
  const refresh = randomToken()
  const now = nowOf(deps)
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refresh),
    mspId,
    familyId,
    expiresAt: new Date(now.getTime() + deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  })
  return {
    access_token: access.token,
    refresh_token: refresh,
    expires_in: access.expiresIn,
    token_type: 'Bearer',
  }
}

/**
 * How long after its use a refresh token still gets a new pair: the answer of a refresh can be
 * lost (the page reloaded or the network dropped while the server rotated), and the browser then
 * presents the token it still has, on reload or on its retry 30 s later. Short for a thief.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000

/**
 * Rotation: a refresh token works once. Presenting one that was already used (or revoked)
 * means it leaked, so the whole family is revoked and the holder must sign in again; except
 * within REFRESH_REUSE_GRACE_MS of its use, when it is answered with a new pair of the same
 * family (the token it was rotated into stays valid: a second tab may hold it).
 */
export async function rotateRefreshToken(deps: AppDeps, presented: string): Promise<TokenResponse> {
  // The family revocation must survive the failed attempt, so it happens outside the transaction.
  const issued = await deps.db.transaction((tx) => tryRotate(deps, tx, presented))
  if (issued) return issued
  const [known] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
  const now = nowOf(deps)
  if (
    known?.usedAt &&
    !known.revokedAt &&
    known.expiresAt > now &&
    now.getTime() - known.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS
  )
    return issueTokens(deps, deps.db, known.mspId, known.familyId)
  if (known) await revokeFamily(deps.db, known.familyId, now)
  throw unauthorized(authErrors.refreshInvalid)
}

async function tryRotate(deps: AppDeps, db: DbOrTx, presented: string): Promise<TokenResponse | null> {
  const now = nowOf(deps)
  const [consumed] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, sha256(presented)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning()
  return consumed ? issueTokens(deps, db, consumed.mspId, consumed.familyId) : null
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

export async function revokeByToken(db: DbOrTx, presented: string, now: Date) {
  const [known] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
  if (known) await revokeFamily(db, known.familyId, now)
}

export async function revokeAllForUser(db: DbOrTx, mspId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.mspId, mspId), isNull(refreshTokens.revokedAt)))
}

/** Ends every session of the user but `keepSessionId` (a password change keeps the one that made it). */
export async function revokeOtherSessions(
  db: DbOrTx,
  mspId: number,
  keepSessionId: string | undefined,
  now: Date,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.mspId, mspId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
      ),
    )
}
