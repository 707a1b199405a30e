import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { calendarConnections, msps } from '../../db/schema/all'
import type { AppDeps } from '../../deps'
import { CalendarProviderError } from '../../integrations/calendar/drivers/http'
import {
  type CalendarDriver,
  type CalendarGrant,
  CalendarGrantRevoked,
} from '../../integrations/calendar/port'
import { ApiError } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { calendarErrors } from './errors'
import type { CalendarRuntime } from './runtime'
import { grantSealer } from './seal'

export type ConnectionRow = typeof calendarConnections.$inferSelect

/** Refresh this long before the access token expires. */
const REFRESH_BEFORE_MS = 5 * 60_000

export const RECONNECT_KEY = calendarErrors.reconnect
export const PROVIDER_KEY = calendarErrors.provider
export const NOT_CONNECTED_KEY = calendarErrors.notConnected

export function runtimeOf(deps: AppDeps): CalendarRuntime {
  if (!deps.calendar) throw new ApiError(409, NOT_CONNECTED_KEY)
  return deps.calendar
}

export function driverFor(
  runtime: CalendarRuntime,
  row: Pick<ConnectionRow, 'provider' | 'serverUrl'>,
): CalendarDriver {
  if (row.provider === 'google') {
    if (!runtime.google) throw new CalendarGrantRevoked('Google Calendar is not configured on this server')
    return runtime.google
  }
  return runtime.caldav(row.serverUrl ?? '')
}

/** The user must reconnect: the connection and the logged user's status say AR. */
export async function markRevoked(db: DbOrTx, mspId: number, reason: string, now: Date) {
  await db
    .update(calendarConnections)
    .set({ status: 'AR', lastError: reason.slice(0, 500), checkedAt: now, updatedAt: now })
    .where(eq(calendarConnections.mspId, mspId))
  await db.update(msps).set({ calendarConnectionStatus: 'AR' }).where(eq(msps.id, mspId))
}

/**
 * Runs `fn` with a live grant of the recruiter's connection: refreshed (and stored sealed again)
 * before it expires, refreshed once more when the provider answers 401 on a token we thought
 * valid; a grant the provider refuses marks the connection AR and throws CalendarGrantRevoked.
 */
export async function withGrant<T>(
  deps: AppDeps,
  row: ConnectionRow,
  fn: (driver: CalendarDriver, grant: CalendarGrant) => Promise<T>,
): Promise<T> {
  const runtime = runtimeOf(deps)
  const sealer = grantSealer(deps.signingKey)
  const now = nowOf(deps)
  if (row.status !== 'CN') throw new CalendarGrantRevoked(row.lastError ?? 'needs reconnecting')
  try {
    const driver = driverFor(runtime, row)
    let grant = sealer.open(row.grantSealed)
    const refresh = async () => {
      if (!driver.refresh) throw new CalendarGrantRevoked('the provider refused the credentials')
      grant = await driver.refresh(grant)
      await deps.db
        .update(calendarConnections)
        .set({
          grantSealed: sealer.seal(grant),
          expiresAt: grant.expiresAt ? new Date(grant.expiresAt) : null,
          updatedAt: nowOf(deps),
        })
        .where(and(eq(calendarConnections.mspId, row.mspId), eq(calendarConnections.status, 'CN')))
    }
    if (grant.expiresAt && Date.parse(grant.expiresAt) - REFRESH_BEFORE_MS <= now.getTime()) await refresh()
    try {
      return await fn(driver, grant)
    } catch (error) {
      if (!(error instanceof CalendarGrantRevoked) || !driver.refresh) throw error
      await refresh()
      return await fn(driver, grant)
    }
  } catch (error) {
    if (error instanceof CalendarGrantRevoked) await markRevoked(deps.db, row.mspId, error.message, now)
    throw error
  }
}

/** A provider failure as the API answers it. */
export function providerApiError(error: unknown): ApiError {
  if (error instanceof CalendarGrantRevoked) return new ApiError(409, RECONNECT_KEY)
  if (error instanceof CalendarProviderError) return new ApiError(502, PROVIDER_KEY, [error.message])
  throw error
}

export async function connectionOf(db: DbOrTx, mspId: number): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.mspId, mspId))
  return row ?? null
}
