import { and, asc, eq } from 'drizzle-orm'
import type { LoggedUser, UpdateMsp } from '../../../shared/contracts/auth'
import type { MspListEntry } from '../../../shared/contracts/project'
import { resolveLocale } from '../../../shared/domain/locale'
import type { Db } from '../../db/client'
import { clientLanguages, mspLegalEntities, msps } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, badRequest, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { checkPasswordThrottled, hashPassword, revokeOtherSessions } from '../auth'
import { mspErrors } from './errors'

export async function getLoggedUser(db: Db, user: AuthUser): Promise<LoggedUser> {
  const [row] = await db
    .select()
    .from(msps)
    .where(and(eq(msps.id, user.id), eq(msps.clientId, user.clientId)))
  if (!row) throw notFound()
  const les = await db
    .select({ id: mspLegalEntities.legalEntityId })
    .from(mspLegalEntities)
    .where(eq(mspLegalEntities.mspId, row.id))
    .orderBy(asc(mspLegalEntities.legalEntityId))
  return {
    id: row.id,
    clientId: row.clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    authType: row.authType === 'AUTH0' ? 'AUTH0' : 'PWD',
    locale: row.locale,
    // §4 Session: permissions are the token's.
    permissions: user.permissions,
    legalEntityIds: les.map((l) => l.id),
    calendar: { enabled: row.calendarEnabled, connectionStatus: row.calendarConnectionStatus },
    calendarId: row.calendarId,
  }
}

/**
 * PUT msp. A new password needs the current one, checked and counted like a sign-in
 * attempt (a stolen access token must not become an unthrottled password oracle), and
 * ends every other session of the user, as a reset does.
 */
export async function updateMsp(
  deps: AppDeps,
  user: AuthUser,
  input: UpdateMsp,
  address: string,
): Promise<LoggedUser> {
  const { db } = deps
  const patch: Partial<typeof msps.$inferInsert> = {}
  if (input.firstName !== undefined) patch.firstName = input.firstName
  if (input.lastName !== undefined) patch.lastName = input.lastName
  if (input.calendarId !== undefined) patch.calendarId = input.calendarId
  if (input.newPassword) {
    const [row] = await db
      .select({ hash: msps.passwordHash, email: msps.email })
      .from(msps)
      .where(eq(msps.id, user.id))
    if (
      !row ||
      !(await checkPasswordThrottled(deps, row.email, address, input.currentPassword ?? '', row.hash))
    ) {
      throw new ApiError(400, mspErrors.pwdCurrent, [], {
        currentPassword: [mspErrors.pwdCurrent],
      })
    }
    patch.passwordHash = await hashPassword(input.newPassword)
  }
  if (Object.keys(patch).length > 0) {
    await db
      .update(msps)
      .set(patch)
      .where(and(eq(msps.id, user.id), eq(msps.clientId, user.clientId)))
  }
  if (patch.passwordHash) await revokeOtherSessions(db, user.id, user.sessionId, nowOf(deps))
  return getLoggedUser(db, user)
}

export async function setLocale(db: Db, user: AuthUser, language: string): Promise<string> {
  const configured = await db
    .select({ iso: clientLanguages.iso })
    .from(clientLanguages)
    .where(eq(clientLanguages.clientId, user.clientId))
  const result = resolveLocale(language, ['en', ...configured.map((l) => l.iso)])
  if (!result.ok) throw badRequest(result.error)
  await db.update(msps).set({ locale: result.locale }).where(eq(msps.id, user.id))
  return result.locale
}

/** GET msp/listAllForClient: the client's recruiters, the caller first (§9 assignee list). */
export async function listClientMsps(db: Db, user: AuthUser): Promise<MspListEntry[]> {
  const rows = await db
    .select({ id: msps.id, firstName: msps.firstName, lastName: msps.lastName, email: msps.email })
    .from(msps)
    .where(eq(msps.clientId, user.clientId))
    .orderBy(asc(msps.lastName), asc(msps.firstName), asc(msps.id))
  return [...rows.filter((m) => m.id === user.id), ...rows.filter((m) => m.id !== user.id)]
}
