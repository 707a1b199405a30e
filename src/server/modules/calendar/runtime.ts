import type { CalendarDriver } from '../../integrations/calendar/port'

/** This process's calendar providers (issue 24) and the worker that writes interview events. */
export interface CalendarRuntime {
  /** Google over OAuth when configured (GOOGLE_CLIENT_ID or the reference Google), else null. */
  google: CalendarDriver | null
  /** The Google calendar's web page (the rail button opens it once connected). */
  googleWebUrl: string | null
  /** A CalDAV driver for a server URL. */
  caldav(serverUrl: string): CalendarDriver
  /** The CalDAV server offered in settings (CALDAV_URL or the demo's Radicale), if any. */
  caldavDefaultUrl: string | null
  /** Wakes the worker after an interview change committed. */
  wake(): void
}
