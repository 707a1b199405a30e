import type { ServerModule } from '../module'
import { connectionRoutes, interviewConfirmationRoutes, interviewRoutes } from './routes'

/**
 * The recruiter's external calendar and live interviews (issue 24): the connection (Google over
 * OAuth 2.0 with PKCE, CalDAV), free/busy and proposed slots, scheduling with the event written
 * by a worker after the business transaction, the talent's invitation mail with ICS.
 * Drivers live in integrations/calendar.
 */
export const calendarModule: ServerModule = {
  name: 'calendar',
  mounts: [
    ['/api/msp/calendar', connectionRoutes],
    ['/api/calendar', interviewRoutes],
    ['/api/interviewConfirmation', interviewConfirmationRoutes],
  ],
  // The talent's confirmation link: its token is the credential.
  publicRoutes: ['POST /api/interviewConfirmation/show', 'POST /api/interviewConfirmation/confirm'],
}

export type { CalendarRuntime } from './runtime'
export { type CalendarSetup, radicaleDemoUsers, setUpCalendar } from './setup'
