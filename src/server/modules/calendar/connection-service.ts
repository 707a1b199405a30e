import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type {
  CalDavConnectInput,
  CalendarConnection,
  CalendarTokenInput,
} from '../../../shared/contracts/calendar'
import { calendarConnections, calendarOauthStates, msps } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { basicCredentials } from '../../integrations/calendar/drivers/caldav-driver'
import { CalendarProviderError } from '../../integrations/calendar/drivers/http'
import {
  type CalendarDriver,
  type CalendarGrant,
  CalendarGrantRevoked,
} from '../../integrations/calendar/port'
import { ApiError, badRequest, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { calendarErrors } from './errors'
import { connectionOf, PROVIDER_KEY, providerApiError, runtimeOf, withGrant } from './grants'
import { grantSealer } from './seal'

/** An authorization started more than this long ago is refused at the callback. */
const STATE_TTL_MS = 10 * 60_000

const STATE_KEY = calendarErrors.state
const CODE_KEY = calendarErrors.code
const CALDAV_LOGIN_KEY = calendarErrors.caldavLogin
const NOT_OFFERED_KEY = calendarErrors.notOffered

export const callbackUri = (deps: AppDeps) => `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}/calendar/callback`

async function userRow(deps: AppDeps, user: AuthUser) {
  const [row] = await deps.db
    .select({ status: msps.calendarConnectionStatus, calendarId: msps.calendarId })
    .from(msps)
    .where(and(eq(msps.id, user.id), eq(msps.clientId, user.clientId)))
  if (!row) throw notFound()
  return row
}

/** GET msp/calendar: the connection as the settings screen and the rail button need it. */
export async function getConnection(deps: AppDeps, user: AuthUser): Promise<CalendarConnection> {
  const runtime = deps.calendar
  const providers = { google: !!runtime?.google, caldav: { defaultUrl: runtime?.caldavDefaultUrl ?? null } }
  const row = await connectionOf(deps.db, user.id)
  let calendars: CalendarConnection['calendars'] = []
  let lastError = row?.lastError ?? null
  if (row && row.status === 'CN' && runtime) {
    try {
      calendars = await withGrant(deps, row, (driver, grant) => driver.listCalendars(grant))
    } catch (error) {
      if (!(error instanceof CalendarGrantRevoked) && !(error instanceof CalendarProviderError)) throw error
      lastError = error.message
    }
  }
  const me = await userRow(deps, user)
  const webUrl =
    row?.provider === 'google'
      ? (runtime?.googleWebUrl ?? null)
      : row?.provider === 'caldav'
        ? (row.serverUrl ?? null)
        : null
  return {
    status: me.status,
    provider: row?.provider ?? null,
    account: row?.account ?? null,
    serverUrl: row?.serverUrl ?? null,
    calendarId: me.calendarId,
    calendars,
    lastError,
    providers,
    webUrl: me.status === 'CN' ? webUrl : null,
  }
}

/** Starts the OAuth 2.0 authorization-code flow with PKCE: the provider's consent URL to open. */
export async function startGoogle(deps: AppDeps, user: AuthUser): Promise<{ url: string }> {
  const google = runtimeOf(deps).google
  if (!google?.authorizationUrl) throw new ApiError(409, NOT_OFFERED_KEY)
  const state = randomBytes(24).toString('base64url')
  const codeVerifier = randomBytes(48).toString('base64url')
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  const now = nowOf(deps)
  // Old, never-finished authorizations of anyone go; a user may have a few tabs open at once.
  await deps.db
    .delete(calendarOauthStates)
    .where(lt(calendarOauthStates.createdAt, new Date(now.getTime() - STATE_TTL_MS)))
  await deps.db
    .insert(calendarOauthStates)
    .values({ state, mspId: user.id, codeVerifier, redirectUri: callbackUri(deps), createdAt: now })
  return { url: google.authorizationUrl({ state, codeChallenge, redirectUri: callbackUri(deps) }) }
}

async function store(
  deps: AppDeps,
  user: AuthUser,
  o: {
    provider: 'google' | 'caldav'
    grant: CalendarGrant
    serverUrl: string | null
    account: string | null
  },
  driver: CalendarDriver,
) {
  const now = nowOf(deps)
  let calendars: Array<{ id: string; primary: boolean }>
  try {
    calendars = await driver.listCalendars(o.grant)
  } catch (error) {
    if (error instanceof CalendarGrantRevoked && o.provider === 'caldav') throw badRequest(CALDAV_LOGIN_KEY)
    throw providerApiError(error)
  }
  const chosen = calendars.find((c) => c.primary) ?? calendars[0]
  if (!chosen) throw new ApiError(502, PROVIDER_KEY, ['no calendar'])
  const sealed = grantSealer(deps.signingKey).seal(o.grant)
  const values = {
    mspId: user.id,
    clientId: user.clientId,
    provider: o.provider,
    serverUrl: o.serverUrl,
    account: o.account,
    grantSealed: sealed,
    expiresAt: o.grant.expiresAt ? new Date(o.grant.expiresAt) : null,
    status: 'CN' as const,
    lastError: null,
    checkedAt: now,
    updatedAt: now,
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(calendarConnections)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: calendarConnections.mspId, set: values })
    await tx
      .update(msps)
      .set({ calendarConnectionStatus: 'CN', calendarId: chosen.id })
      .where(eq(msps.id, user.id))
  })
  return getConnection(deps, user)
}

/** POST msp/calendar/token: the callback's code for a grant, once per state. */
export async function completeGoogle(
  deps: AppDeps,
  user: AuthUser,
  input: CalendarTokenInput,
): Promise<CalendarConnection> {
  const google = runtimeOf(deps).google
  if (!google?.exchangeCode) throw new ApiError(409, NOT_OFFERED_KEY)
  const now = nowOf(deps)
  // The state is used up here whatever happens next: a second callback with it is refused.
  const [pending] = await deps.db
    .update(calendarOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(calendarOauthStates.state, input.state),
        eq(calendarOauthStates.mspId, user.id),
        isNull(calendarOauthStates.usedAt),
      ),
    )
    .returning()
  if (!pending || now.getTime() - pending.createdAt.getTime() > STATE_TTL_MS) throw badRequest(STATE_KEY)
  let grant: CalendarGrant
  try {
    grant = await google.exchangeCode({
      code: input.code,
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
    })
  } catch (error) {
    // invalid_grant: a replayed, expired or foreign code.
    if (error instanceof CalendarGrantRevoked) throw badRequest(CODE_KEY)
    throw providerApiError(error)
  }
  return store(deps, user, { provider: 'google', grant, serverUrl: null, account: null }, google)
}

/** POST msp/calendar/caldav: a CalDAV account, checked by listing its calendars before it is kept. */
export async function connectCalDav(
  deps: AppDeps,
  user: AuthUser,
  input: CalDavConnectInput,
): Promise<CalendarConnection> {
  const runtime = runtimeOf(deps)
  const url = input.url.replace(/\/?$/, '/')
  const grant: CalendarGrant = {
    accessToken: basicCredentials(input.username, input.password),
    refreshToken: null,
    expiresAt: null,
  }
  return store(
    deps,
    user,
    { provider: 'caldav', grant, serverUrl: url, account: input.username },
    runtime.caldav(url),
  )
}

/** PUT msp/calendar/disconnect: the grant is deleted; scheduled interviews keep their events. */
export async function disconnect(deps: AppDeps, user: AuthUser): Promise<CalendarConnection> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(calendarConnections).where(eq(calendarConnections.mspId, user.id))
    await tx
      .update(msps)
      .set({ calendarConnectionStatus: 'NC', calendarId: null })
      .where(eq(msps.id, user.id))
  })
  return getConnection(deps, user)
}
