import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import type { InterviewSlots } from '../../../shared/contracts/calendar'
import { type Interval, isTimeZone, proposeSlots } from '../../../shared/domain/interview-slots'
import type { DbOrTx } from '../../db/client'
import { calendarConnections, calendarInterviews, msps } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { CalendarProviderError } from '../../integrations/calendar/drivers/http'
import { CalendarGrantRevoked } from '../../integrations/calendar/port'
import { ApiError, badRequest } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { loadOwnedApplication } from '../pipeline'
import { calendarErrors } from './errors'
import { type ConnectionRow, NOT_CONNECTED_KEY, providerApiError, RECONNECT_KEY, withGrant } from './grants'

export interface Participant {
  id: number
  name: string
  calendarId: string | null
  connection: ConnectionRow | null
}

/** The organizer first, then the other recruiters of the same client that take part. */
export async function participantsOf(
  db: DbOrTx,
  user: AuthUser,
  others: readonly number[],
): Promise<Participant[]> {
  const ids = [user.id, ...others.filter((id) => id !== user.id)]
  const rows = await db
    .select({
      id: msps.id,
      firstName: msps.firstName,
      lastName: msps.lastName,
      calendarId: msps.calendarId,
      connection: calendarConnections,
    })
    .from(msps)
    .leftJoin(calendarConnections, eq(calendarConnections.mspId, msps.id))
    .where(and(inArray(msps.id, ids), eq(msps.clientId, user.clientId)))
  if (rows.length !== ids.length) throw badRequest(calendarErrors.participant)
  return ids.map((id) => {
    const r = rows.find((x) => x.id === id)
    if (!r) throw badRequest(calendarErrors.participant)
    return { id, name: `${r.firstName} ${r.lastName}`, calendarId: r.calendarId, connection: r.connection }
  })
}

/** The organizer's calendar, ready to write to, or a 409 that tells the user to (re)connect. */
export function organizerCalendar(p: Participant): { connection: ConnectionRow; calendarId: string } {
  if (!p.connection || !p.calendarId) throw new ApiError(409, NOT_CONNECTED_KEY)
  if (p.connection.status !== 'CN') throw new ApiError(409, RECONNECT_KEY)
  return { connection: p.connection, calendarId: p.calendarId }
}

/** Interviews already booked here for these recruiters (some may not have reached a calendar yet). */
async function bookedHere(
  db: DbOrTx,
  ids: number[],
  from: Date,
  to: Date,
  except?: number,
): Promise<Interval[]> {
  const rows = await db
    .select({
      startsAt: calendarInterviews.startsAt,
      endsAt: calendarInterviews.endsAt,
      id: calendarInterviews.id,
    })
    .from(calendarInterviews)
    .where(
      and(
        inArray(calendarInterviews.organizerId, ids),
        ne(calendarInterviews.status, 'cn'),
        lt(calendarInterviews.startsAt, to),
        gt(calendarInterviews.endsAt, from),
      ),
    )
  return rows
    .filter((r) => r.id !== except)
    .map((r) => ({ startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() }))
}

/**
 * Everyone's busy time between two instants: each connected participant's calendar, asked in
 * parallel, plus the interviews booked here. The organizer's calendar must answer; another
 * participant's failure leaves them out (they are named as not connected).
 */
export async function busyOf(
  deps: AppDeps,
  people: Participant[],
  from: Date,
  to: Date,
  exceptInterview?: number,
): Promise<{ busy: Interval[]; connected: Set<number> }> {
  const connected = new Set<number>()
  const answers = await Promise.all(
    people.map(async (p, index) => {
      if (p.connection?.status !== 'CN' || !p.calendarId) {
        if (index === 0) organizerCalendar(p)
        return []
      }
      try {
        const calendarId = p.calendarId
        const busy = await withGrant(deps, p.connection, (driver, grant) =>
          driver.freeBusy(grant, calendarId, from.toISOString(), to.toISOString()),
        )
        connected.add(p.id)
        return busy
      } catch (error) {
        if (index === 0) throw providerApiError(error)
        if (error instanceof CalendarGrantRevoked || error instanceof CalendarProviderError) return []
        throw error
      }
    }),
  )
  const here = await bookedHere(
    deps.db,
    people.map((p) => p.id),
    from,
    to,
    exceptInterview,
  )
  return { busy: [...answers.flat(), ...here], connected }
}

export async function interviewSlots(
  deps: AppDeps,
  user: AuthUser,
  q: { applicationId: number; duration: number; participants: string; timeZone: string; days: number },
): Promise<InterviewSlots> {
  await loadOwnedApplication(deps.db, user, q.applicationId)
  if (!isTimeZone(q.timeZone)) throw badRequest(calendarErrors.validationFormat)
  const others = q.participants ? q.participants.split(',').map(Number) : []
  const people = await participantsOf(deps.db, user, others)
  const from = nowOf(deps)
  const to = new Date(from.getTime() + q.days * 86_400_000)
  const { busy, connected } = await busyOf(deps, people, from, to)
  const slots = proposeSlots({ from, days: q.days, durationMinutes: q.duration, timeZone: q.timeZone, busy })
  return {
    slots,
    participants: people.map((p) => ({ id: p.id, name: p.name, connected: connected.has(p.id) })),
    from: from.toISOString(),
    to: to.toISOString(),
  }
}
