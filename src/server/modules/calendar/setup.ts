import { join, resolve } from 'node:path'
import { type ReferenceGoogleServer, startReferenceGoogle } from '../../../reference/google-calendar/server'
import { type RadicaleProcess, radicaleInstalled, startRadicale } from '../../../reference/radicale/process'
import type { AppDeps } from '../../deps'
import { createCalDavDriver } from '../../integrations/calendar/drivers/caldav-driver'
import { createGoogleCalendarDriver } from '../../integrations/calendar/drivers/google-driver'
import type { CalendarDriver } from '../../integrations/calendar/port'
import { nowOf } from '../../kernel/clock'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts'
import type { CalendarRuntime } from './runtime'
import { type CalendarWorker, createCalendarWorker } from './worker'

export interface CalendarSetup {
  runtime: CalendarRuntime
  worker: CalendarWorker
  referenceGoogle: ReferenceGoogleServer | null
  radicale: RadicaleProcess | null
  start(): void
  stop(): Promise<void>
}

/** The demo's CalDAV users: each demo recruiter by the local part of their email, the demo password. */
export const radicaleDemoUsers = () =>
  Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email.split('@')[0], DEMO_PASSWORD]))

/**
 * The calendar providers of this process (issue 24), set on `deps.calendar`: Google with
 * GOOGLE_CLIENT_ID/SECRET, else the reference Google on loopback (CALENDAR_GOOGLE_REFERENCE);
 * CalDAV at CALDAV_URL, else a Radicale started on loopback when it is installed
 * (CALENDAR_RADICALE). Neither: the settings screen says how to configure one; nothing
 * pretends to be connected.
 */
export async function setUpCalendar(deps: AppDeps): Promise<CalendarSetup> {
  const { env, logger } = deps
  let referenceGoogle: ReferenceGoogleServer | null = null
  let google: CalendarDriver | null = null
  let googleWebUrl: string | null = null
  const now = () => nowOf(deps)
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    google = createGoogleCalendarDriver(
      {
        authUrl: env.GOOGLE_OAUTH_AUTH_URL,
        tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
        apiUrl: env.GOOGLE_CALENDAR_API_URL,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        timeoutMs: env.CALENDAR_TIMEOUT_MS,
      },
      now,
    )
    googleWebUrl = 'https://calendar.google.com/calendar/r'
  } else if (env.CALENDAR_GOOGLE_REFERENCE === 'true' && env.NODE_ENV !== 'test') {
    referenceGoogle = await startReferenceGoogle({ port: env.CALENDAR_GOOGLE_REFERENCE_PORT })
    google = createGoogleCalendarDriver(
      {
        authUrl: referenceGoogle.authUrl,
        tokenUrl: referenceGoogle.tokenUrl,
        apiUrl: referenceGoogle.apiUrl,
        clientId: referenceGoogle.clientId,
        clientSecret: referenceGoogle.clientSecret,
        timeoutMs: env.CALENDAR_TIMEOUT_MS,
      },
      now,
    )
    googleWebUrl = `${referenceGoogle.url}/_calendar`
    logger.info('reference Google calendar started', { url: referenceGoogle.url })
  }
  let radicale: RadicaleProcess | null = null
  let caldavDefaultUrl = env.CALDAV_URL ?? null
  if (!caldavDefaultUrl && env.CALENDAR_RADICALE === 'true' && env.NODE_ENV !== 'test') {
    if (radicaleInstalled()) {
      try {
        radicale = await startRadicale({
          port: env.CALENDAR_RADICALE_PORT,
          folder: join(resolve(env.DATA_DIR), 'radicale'),
          users: radicaleDemoUsers(),
        })
        caldavDefaultUrl = radicale.url
        logger.info('Radicale (CalDAV) started', { url: radicale.url })
      } catch (error) {
        logger.warn('Radicale could not be started', { error: String(error) })
      }
    } else logger.info('Radicale is not installed (apt-get install radicale): no demo CalDAV server')
  }
  const drivers = new Map<string, CalendarDriver>()
  let wake = () => {}
  const runtime: CalendarRuntime = {
    google,
    googleWebUrl,
    caldavDefaultUrl,
    caldav(serverUrl) {
      let driver = drivers.get(serverUrl)
      if (!driver) {
        driver = createCalDavDriver({ baseUrl: serverUrl, timeoutMs: env.CALENDAR_TIMEOUT_MS }, now)
        drivers.set(serverUrl, driver)
      }
      return driver
    },
    wake: () => wake(),
  }
  deps.calendar = runtime
  const worker = createCalendarWorker(deps, { checkMs: env.CALENDAR_CHECK_MS })
  wake = () => worker.wake()
  return {
    runtime,
    worker,
    referenceGoogle,
    radicale,
    start: () => worker.start(),
    async stop() {
      await worker.stop()
      await referenceGoogle?.stop()
      await radicale?.stop()
    },
  }
}
