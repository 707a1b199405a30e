import {
  type BusyInterval,
  type CalendarDriver,
  type CalendarEventInput,
  type CalendarGrant,
  CalendarGrantRevoked,
} from '../port'
import { CalendarProviderError, failure, timedFetch } from './http'

/** Google's OAuth 2.0 endpoints and Calendar API v3 base; each configurable (the reference server in tests). */
export interface GoogleCalendarConfig {
  authUrl: string
  tokenUrl: string
  apiUrl: string
  clientId: string
  clientSecret: string
  timeoutMs: number
}

export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar'

/** Google accepts a client-chosen event id (base32hex): ours, so a retried insert finds its event. */
export const googleEventId = (uid: string) => uid.toLowerCase().replace(/[^0-9a-v]/g, '')

interface TokenAnswer {
  access_token: string
  refresh_token?: string
  expires_in?: number
}

export function createGoogleCalendarDriver(
  config: GoogleCalendarConfig,
  now = () => new Date(),
): CalendarDriver {
  const api = config.apiUrl.replace(/\/+$/, '')

  async function token(form: Record<string, string>): Promise<TokenAnswer> {
    const res = await timedFetch(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          ...form,
        }),
      },
      config.timeoutMs,
    )
    if (res.status === 400 || res.status === 401) {
      const body = (await res.json().catch(() => ({}))) as { error?: string }
      // invalid_grant: the code was used or expired, or the refresh token was revoked.
      throw new CalendarGrantRevoked(body.error ?? `HTTP ${res.status}`)
    }
    if (!res.ok) throw await failure(res, 'token endpoint')
    return (await res.json()) as TokenAnswer
  }

  const grantOf = (answer: TokenAnswer, previous: string | null): CalendarGrant => ({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previous,
    expiresAt: answer.expires_in ? new Date(now().getTime() + answer.expires_in * 1000).toISOString() : null,
  })

  async function call(grant: CalendarGrant, method: string, path: string, body?: unknown): Promise<Response> {
    const res = await timedFetch(
      `${api}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${grant.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      config.timeoutMs,
    )
    if (res.status === 401) throw new CalendarGrantRevoked(`${method} ${path}: HTTP 401`)
    return res
  }

  const eventBody = (event: CalendarEventInput) => ({
    id: googleEventId(event.uid),
    iCalUID: event.uid,
    summary: event.title,
    description: event.description,
    location: event.location ?? undefined,
    start: { dateTime: event.startsAt },
    end: { dateTime: event.endsAt },
    attendees: event.attendees.map((a) => ({ email: a.email, displayName: a.name })),
  })
  const calendarPath = (calendarId: string) => `/calendars/${encodeURIComponent(calendarId)}/events`

  return {
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.authUrl)
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_CALENDAR_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString()
      return url.toString()
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const answer = await token({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      })
      return grantOf(answer, null)
    },
    async refresh(grant) {
      if (!grant.refreshToken) throw new CalendarGrantRevoked('no refresh token')
      return grantOf(
        await token({ grant_type: 'refresh_token', refresh_token: grant.refreshToken }),
        grant.refreshToken,
      )
    },
    async listCalendars(grant) {
      const res = await call(grant, 'GET', '/users/me/calendarList')
      if (!res.ok) throw await failure(res, 'calendarList')
      const body = (await res.json()) as {
        items?: Array<{ id: string; summary?: string; primary?: boolean }>
      }
      return (body.items ?? []).map((c) => ({
        id: c.id,
        name: c.summary ?? c.id,
        primary: c.primary === true,
      }))
    },
    async freeBusy(grant, calendarId, from, to): Promise<BusyInterval[]> {
      const res = await call(grant, 'POST', '/freeBusy', {
        timeMin: from,
        timeMax: to,
        items: [{ id: calendarId }],
      })
      if (!res.ok) throw await failure(res, 'freeBusy')
      const body = (await res.json()) as {
        calendars?: Record<string, { busy?: Array<{ start: string; end: string }>; errors?: unknown[] }>
      }
      const cal = body.calendars?.[calendarId]
      if (!cal || (cal.errors && cal.errors.length > 0))
        throw new CalendarProviderError(`freeBusy: no answer for calendar ${calendarId}`, res.status)
      // Google's free/busy already counts tentative and unanswered events as busy.
      return (cal.busy ?? []).map((b) => ({ startsAt: b.start, endsAt: b.end, tentative: false }))
    },
    async createEvent(grant, calendarId, event) {
      const res = await call(grant, 'POST', `${calendarPath(calendarId)}?sendUpdates=none`, eventBody(event))
      // 409: a retry after an answer we never got; the event with our id is there.
      if (res.status === 409) return { eventId: googleEventId(event.uid) }
      if (!res.ok) throw await failure(res, 'events.insert')
      const body = (await res.json()) as { id: string }
      return { eventId: body.id }
    },
    async updateEvent(grant, calendarId, eventId, event) {
      const res = await call(
        grant,
        'PUT',
        `${calendarPath(calendarId)}/${encodeURIComponent(eventId)}?sendUpdates=none`,
        eventBody(event),
      )
      if (!res.ok) throw await failure(res, 'events.update')
    },
    async cancelEvent(grant, calendarId, eventId) {
      const res = await call(grant, 'DELETE', `${calendarPath(calendarId)}/${encodeURIComponent(eventId)}`)
      // Already gone is what we wanted.
      if (!res.ok && res.status !== 404 && res.status !== 410) throw await failure(res, 'events.delete')
    },
  }
}
