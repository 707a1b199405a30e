/**
 * The port to a recruiter's external calendar (spec §1 "connect an external calendar", §3
 * logged user calendar, §4 calendar connection CF / NC / AR, §7 msp/calendar calls). A driver
 * speaks one provider (Google Calendar over OAuth 2.0, CalDAV); the calendar module owns the
 * stored grant (encrypted at rest), the connection status and interview scheduling.
 */

export interface CalendarGrant {
  accessToken: string
  refreshToken: string | null
  /** ISO timestamp; the module refreshes before it. */
  expiresAt: string | null
}

export interface CalendarEventInput {
  /** Ours, so a retried create finds the event it already made. */
  uid: string
  title: string
  description: string
  startsAt: string
  endsAt: string
  location: string | null
  attendees: ReadonlyArray<{ email: string; name: string }>
}

export interface BusyInterval {
  startsAt: string
  endsAt: string
  /** Tentative and unanswered events count as busy too. */
  tentative: boolean
}

export interface CalendarDriver {
  /** The provider's consent page for the OAuth 2.0 authorization-code flow with PKCE (absent for CalDAV). */
  authorizationUrl?(input: { state: string; codeChallenge: string; redirectUri: string }): string
  exchangeCode?(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CalendarGrant>
  refresh?(grant: CalendarGrant): Promise<CalendarGrant>
  listCalendars(grant: CalendarGrant): Promise<Array<{ id: string; name: string; primary: boolean }>>
  freeBusy(grant: CalendarGrant, calendarId: string, from: string, to: string): Promise<BusyInterval[]>
  createEvent(
    grant: CalendarGrant,
    calendarId: string,
    event: CalendarEventInput,
  ): Promise<{ eventId: string }>
  updateEvent(
    grant: CalendarGrant,
    calendarId: string,
    eventId: string,
    event: CalendarEventInput,
  ): Promise<void>
  cancelEvent(grant: CalendarGrant, calendarId: string, eventId: string): Promise<void>
}

/** A grant the provider no longer honours (revoked, expired refresh token): the user must reconnect. */
export class CalendarGrantRevoked extends Error {}
